import { describe, expect, it } from "vitest";
import {
  councilTaxBandError,
  materialInformationFieldErrors,
  materialInformationMessage,
  missingMaterialInformation,
} from "./material-information";

describe("material information", () => {
  const complete = { rentAmount: 120_000, depositAmount: 0, councilTaxBand: "B", epcRating: "C" };

  it("a deposit of 0 is recorded (no deposit); null, a blank and an absent key are not", () => {
    expect(missingMaterialInformation(complete)).toEqual([]);
    expect(missingMaterialInformation({ ...complete, depositAmount: null, epcRating: " " })).toEqual([
      "depositAmount",
      "epcRating",
    ]);
    expect(missingMaterialInformation({})).toEqual([
      "rentAmount",
      "depositAmount",
      "councilTaxBand",
      "epcRating",
    ]);
    expect(missingMaterialInformation({ ...complete, rentAmount: 0 })).toEqual(["rentAmount"]);
  });

  it("names the missing items in words, and each field gets its own message", () => {
    expect(materialInformationMessage(["depositAmount", "councilTaxBand", "epcRating"])).toMatch(
      /^A published listing must show the deposit, council tax band and EPC rating \(/,
    );
    expect(materialInformationMessage(["epcRating"])).toMatch(/must show the EPC rating \(/);
    expect(Object.keys(materialInformationFieldErrors(["councilTaxBand"]))).toEqual(["councilTaxBand"]);
  });

  it("a commercial unit pays business rates: no council tax band is asked", () => {
    expect(missingMaterialInformation({ ...complete, councilTaxBand: null, type: "commercial" })).toEqual([]);
    expect(missingMaterialInformation({ ...complete, councilTaxBand: null, type: "flat" })).toEqual([
      "councilTaxBand",
    ]);
  });

  it("band I exists only in Wales", () => {
    expect(councilTaxBandError("I", "england")).toBe("Band I exists only in Wales");
    expect(councilTaxBandError("I", "scotland")).toBe("Band I exists only in Wales");
    expect(councilTaxBandError("I", "wales")).toBeNull();
    expect(councilTaxBandError("H", "england")).toBeNull();
    expect(councilTaxBandError(null, "england")).toBeNull();
  });
});
