import { describe, expect, it } from "vitest";
import {
  areaCovers,
  coverageLabel,
  coverageOf,
  isCoverArea,
  outwardCode,
  rankByCoverage,
} from "./postcode-areas";

describe("isCoverArea", () => {
  it("takes postcode areas and districts, in any case", () => {
    for (const a of [
      "LS",
      "L",
      "M",
      "SW",
      "LS1",
      "LS29",
      "M60",
      "SW1A",
      "W1A",
      "EC1A",
      "E1W",
      "ls6",
      " se10 ",
    ]) {
      expect(isCoverArea(a), a).toBe(true);
    }
  });
  it("refuses whole postcodes, towns and letters no postcode starts with", () => {
    for (const a of [
      "",
      "LS1 4LT",
      "LEEDS",
      "LSS",
      "LS100",
      "SW10A",
      "1LS",
      "QA1",
      "XA",
      "AI1",
      "L-1",
      "LS 1",
    ]) {
      expect(isCoverArea(a), a).toBe(false);
    }
  });
});

describe("outwardCode", () => {
  it("reads the district of a postcode, with or without its space", () => {
    expect(outwardCode("SE10 8RT")).toBe("SE10");
    expect(outwardCode("se108rt")).toBe("SE10");
    expect(outwardCode("SW1A 1AA")).toBe("SW1A");
    expect(outwardCode("M4 6AJ")).toBe("M4");
    expect(outwardCode("L1 0AH")).toBe("L1");
  });
  it("answers null for what is not a postcode", () => {
    for (const p of ["", "LS1", "Leeds", "GIR 0AA", "LS1 AAA", "12345"]) expect(outwardCode(p), p).toBeNull();
  });
});

describe("areaCovers", () => {
  it("matches an area by its letters exactly, not by the characters it starts with", () => {
    expect(areaCovers("LS", "LS1")).toBe(true);
    expect(areaCovers("LS", "LS29")).toBe(true);
    expect(areaCovers("L", "L1")).toBe(true);
    expect(areaCovers("L", "LS1")).toBe(false);
    expect(areaCovers("S", "SW1A")).toBe(false);
    expect(areaCovers("SW", "SW1A")).toBe(true);
  });
  it("matches a district by its number, taking in its sub-districts", () => {
    expect(areaCovers("LS1", "LS1")).toBe(true);
    expect(areaCovers("M1", "M10")).toBe(false);
    expect(areaCovers("M1", "M1")).toBe(true);
    expect(areaCovers("SW1", "SW1A")).toBe(true);
    expect(areaCovers("SW1", "SW10")).toBe(false);
    expect(areaCovers("SW1A", "SW1A")).toBe(true);
    expect(areaCovers("SW1A", "SW1E")).toBe(false);
    expect(areaCovers("SW1A", "SW1")).toBe(false);
    expect(areaCovers("ls1", "LS1")).toBe(true);
  });
  it("covers nothing with what is not an area", () => {
    expect(areaCovers("", "LS1")).toBe(false);
    expect(areaCovers("LEEDS", "LS1")).toBe(false);
  });
});

describe("coverageOf", () => {
  it("says a contractor covers a home one of their areas takes in", () => {
    expect(coverageOf(["SE", "E14"], "SE10 8RT")).toEqual({ kind: "covers", district: "SE10" });
    expect(coverageLabel(coverageOf(["SE10"], "se10 8rt"))).toBe("Covers SE10");
  });
  it("says a Leeds contractor is outside their areas for a London home", () => {
    const c = coverageOf(["LS1", "LS2", "L"], "SE10 8RT");
    expect(c).toEqual({ kind: "outside", district: "SE10" });
    expect(coverageLabel(c)).toBe("Outside their areas");
  });
  it("does not take no areas for everywhere: unknown, labelled so", () => {
    const c = coverageOf([], "SE10 8RT");
    expect(c).toEqual({ kind: "unknown", reason: "areas_not_recorded" });
    expect(coverageLabel(c)).toBe("Areas not recorded");
  });
  it("cannot tell for a home whose postcode it cannot read", () => {
    expect(coverageOf(["SE"], "GIR 0AA")).toEqual({ kind: "unknown", reason: "home_postcode_unknown" });
  });
});

describe("rankByCoverage", () => {
  it("offers those who cover the home first, then unknown, then outside, otherwise in the order given", () => {
    const book = [
      { name: "Leeds plumber", areas: ["LS1", "LS2"] },
      { name: "Somewhere", areas: [] },
      { name: "Greenwich gas", areas: ["SE10"] },
      { name: "Liverpool", areas: ["L"] },
      { name: "South London", areas: ["SE", "SW"] },
    ];
    const ranked = rankByCoverage(book, "SE10 8RT");
    expect(ranked.map((r) => [r.contractor.name, coverageLabel(r.coverage)])).toEqual([
      ["Greenwich gas", "Covers SE10"],
      ["South London", "Covers SE10"],
      ["Somewhere", "Areas not recorded"],
      ["Leeds plumber", "Outside their areas"],
      ["Liverpool", "Outside their areas"],
    ]);
    expect(book.map((b) => b.name)[0]).toBe("Leeds plumber");
  });
  it("keeps the two kinds of unknown apart when the home's postcode cannot be read", () => {
    const ranked = rankByCoverage([{ areas: [] }, { areas: ["SE"] }, { areas: [] }], "GIR 0AA");
    expect(ranked.map((r) => coverageLabel(r.coverage))).toEqual([
      "Home's postcode not recognised",
      "Areas not recorded",
      "Areas not recorded",
    ]);
  });
});
