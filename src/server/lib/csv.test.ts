import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { date, money, toCsv } from "./csv";

describe("toCsv", () => {
  it("writes money and dates unquoted, as values a spreadsheet reads as numbers and dates", () => {
    const csv = toCsv(
      ["Date", "Amount", "Count"],
      [
        [date("2026-03-01"), money(-163_800), 3],
        [date("2026-03-02"), money(5), -2],
        [date("2026-03-03"), money(-7), null],
      ],
    );
    expect(csv).toBe(
      '"Date","Amount","Count"\r\n2026-03-01,-1638.00,3\r\n2026-03-02,0.05,-2\r\n2026-03-03,-0.07,\r\n',
    );
    expect(csv).not.toContain("'");
  });

  it("quotes free text and neutralises formulas in it, RFC 4180 round trip", () => {
    const text = ["=1+2", "-3", "+4", "@SUM(A1)", "\tx", 'say "hi", then\r\nleave', "", "plain"];
    const csv = toCsv(
      ["Text"],
      text.map((t) => [t]),
    );
    const back = parse(csv, { relax_column_count: false }) as string[][];
    expect(back.slice(1).map((r) => r[0])).toEqual([
      "'=1+2",
      "'-3",
      "'+4",
      "'@SUM(A1)",
      "'\tx",
      'say "hi", then\r\nleave',
      "",
      "plain",
    ]);
    expect(csv.split("\r\n")[1]).toBe(`"'=1+2"`);
  });

  it("refuses a money cell that is not whole pence and a date that is not yyyy-mm-dd", () => {
    expect(() => money(1.5)).toThrow(TypeError);
    expect(() => date("01/03/2026")).toThrow(TypeError);
    expect(() => toCsv(["n"], [[Number.NaN]])).toThrow(TypeError);
  });
});
