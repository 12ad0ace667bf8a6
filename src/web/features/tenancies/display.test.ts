import { ordinal } from "@shared/dates";
import type { Ledger } from "@shared/schemas/tenancies";
import { describe, expect, it } from "vitest";
import { balanceText, formatDay, rentTerms } from "./display";
import { monthlyHistory } from "./PaymentHistoryChart";

describe("tenancy display helpers", () => {
  it("shows calendar dates without a time-zone shift", () => {
    expect(formatDay("2026-01-01")).toBe("1 Jan 2026");
    expect(formatDay("2028-02-29", "long")).toBe("29 February 2028");
  });

  it("words balances, ordinals and rent terms", () => {
    expect(balanceText(125_050, "GBP")).toBe("£1,250.50 owed");
    expect(balanceText(-5_000, "GBP")).toBe("£50 in credit");
    expect(balanceText(0, "GBP")).toBe("Nothing owed");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 31].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "31st",
    ]);
    expect(rentTerms({ rentAmount: 120_000, currency: "GBP", rentFrequency: "monthly", dueDay: 31 })).toBe(
      "£1,200 per month, due on the 31st (or the month's last day)",
    );
    expect(rentTerms({ rentAmount: 35_000, currency: "GBP", rentFrequency: "weekly", dueDay: 5 })).toBe(
      "£350 per week, due every Friday",
    );
  });

  it("sums charges and payments per month for the chart, the last 12 months only", () => {
    const entries: Ledger["entries"] = [];
    for (let m = 1; m <= 14; m++) {
      const month = `${2025 + Math.floor((m - 1) / 12)}-${String(((m - 1) % 12) + 1).padStart(2, "0")}`;
      entries.push(
        {
          date: `${month}-01`,
          type: "charge",
          description: "",
          debitMinor: 100_000,
          creditMinor: 0,
          balanceMinor: 0,
          paymentId: null,
        },
        {
          date: `${month}-03`,
          type: "payment",
          description: "",
          debitMinor: 0,
          creditMinor: 60_000,
          balanceMinor: 0,
          paymentId: "p",
        },
        {
          date: `${month}-20`,
          type: "payment",
          description: "",
          debitMinor: 0,
          creditMinor: 40_000,
          balanceMinor: 0,
          paymentId: "q",
        },
      );
    }
    const history = monthlyHistory({
      tenancyId: "t",
      currency: "GBP",
      entries,
      payments: [],
      summary: {} as never,
    });
    expect(history).toHaveLength(12);
    expect(history[0]).toEqual({ month: "2025-03", charged: 100_000, paid: 100_000 });
    expect(history.at(-1)!.month).toBe("2026-02");
  });
});
