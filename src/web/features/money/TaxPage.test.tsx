import type { MtdFigures, MtdQuarterFigures } from "@shared/schemas/mtd";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import TaxPage from "./TaxPage";

const expenses = {
  premisesRunningCosts: 0,
  repairsAndMaintenance: 18_001,
  financialCosts: 0,
  professionalFees: 7_200,
  costOfServices: 0,
  travelCosts: 0,
  other: 0,
  residentialFinancialCost: 0,
};

function quarter(n: number, over: Partial<MtdQuarterFigures> = {}): MtdQuarterFigures {
  return {
    quarter: n,
    from: "2026-04-06",
    quarterFrom: ["2026-04-06", "2026-07-06", "2026-10-06", "2027-01-06"][n - 1]!,
    to: ["2026-07-05", "2026-10-05", "2027-01-05", "2027-04-05"][n - 1]!,
    due: ["2026-08-07", "2026-11-07", "2027-02-07", "2027-05-07"][n - 1]!,
    ended: n <= 2,
    deadlinePassed: n === 1,
    income: { periodAmount: 60_000 },
    expenses,
    consolidatedExpenses: null,
    totalExpenses: 25_201,
    ...over,
  };
}

function figures(over: Partial<MtdFigures> = {}): MtdFigures {
  return {
    taxYear: "2026-27",
    from: "2026-04-06",
    to: "2027-04-05",
    owner: { id: "u1", name: "Lena" },
    homes: [{ propertyId: "p1", title: "Elm House", shareBp: 6000 }],
    thresholdMinor: 5_000_000,
    propertyIncomeMinor: 60_000,
    consolidatedLimitMinor: 9_000_000,
    consolidatedAllowed: true,
    consolidated: false,
    quarters: [1, 2, 3, 4].map((n) => quarter(n)),
    capital: [
      {
        date: "2026-09-01",
        propertyId: "p1",
        home: "Elm House",
        supplier: "Builders Ltd",
        description: "Extension",
        category: "other",
        amountMinor: 500_000,
        shareBp: 6000,
        shareMinor: 300_000,
      },
    ],
    capitalTotalMinor: 300_000,
    ...over,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("Making Tax Digital page", () => {
  it("shows each quarter's figures, deadline and downloads, and says Keyhold does not file", async () => {
    const calls = stubApi({ "GET /api/money/mtd": () => figures() });
    renderPage(<TaxPage />, { path: "/landlord/money/tax?year=2026-27", route: "/landlord/money/tax" });
    expect(await screen.findByRole("heading", { name: "Making Tax Digital", level: 1 })).toBeTruthy();
    expect(screen.getByText(/Keyhold does not file to HMRC/)).toBeTruthy();
    expect(screen.getByText(/not tax advice/)).toBeTruthy();
    const q1 = await screen.findByRole("group", { name: /Quarter 1/ });
    expect(within(q1).getByText(/Deadline passed/)).toBeTruthy();
    expect(within(q1).getByRole("row", { name: /Property repairs and maintenance/ }).textContent).toContain(
      "£180.01",
    );
    expect(within(q1).getByRole("link", { name: "CSV of quarter 1" }).getAttribute("href")).toBe(
      "/api/money/mtd/export.csv?taxYear=2026-27&quarter=1",
    );
    expect(within(q1).getByRole("link", { name: "HMRC JSON of quarter 1" }).getAttribute("href")).toBe(
      "/api/money/mtd/export.json?taxYear=2026-27&quarter=1",
    );
    expect(within(screen.getByRole("group", { name: /Quarter 2/ })).getByText(/Due by/)).toBeTruthy();
    expect(within(screen.getByRole("group", { name: /Quarter 3/ })).getByText(/Quarter open/)).toBeTruthy();
    expect(screen.getByText(/Capital, not in these figures/)).toBeTruthy();
    expect(screen.getByText(/Elm House \(60 %\)/)).toBeTruthy();
    expect(calls[0]!.path).toBe("/api/money/mtd?taxYear=2026-27&consolidated=false");
  });

  it("asks for consolidated expenses when the box is ticked", async () => {
    const calls = stubApi({
      "GET /api/money/mtd": (req) =>
        new URL(req.url).searchParams.get("consolidated") === "true"
          ? figures({
              consolidated: true,
              quarters: [1, 2, 3, 4].map((n) => quarter(n, { consolidatedExpenses: 25_201 })),
            })
          : figures(),
    });
    renderPage(<TaxPage />, { path: "/landlord/money/tax?year=2026-27", route: "/landlord/money/tax" });
    fireEvent.click(await screen.findByRole("checkbox", { name: /consolidated figure/ }));
    await waitFor(() => expect(screen.getAllByText("Consolidated expenses")).toHaveLength(4));
    expect(calls.at(-1)!.path).toBe("/api/money/mtd?taxYear=2026-27&consolidated=true");
    const q1 = screen.getByRole("group", { name: /Quarter 1/ });
    expect(within(q1).getByRole("link", { name: "CSV of quarter 1" }).getAttribute("href")).toContain(
      "consolidated=true",
    );
  });

  it("shows the rule when the server refuses consolidated expenses", async () => {
    stubApi({
      "GET /api/money/mtd": () =>
        Response.json(
          {
            error: {
              code: "validation_error",
              message: "Consolidated expenses are allowed only under £90,000",
            },
          },
          { status: 400 },
        ),
    });
    renderPage(<TaxPage />, { path: "/landlord/money/tax?consolidated=true", route: "/landlord/money/tax" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("under £90,000");
    expect(within(alert).getByRole("button", { name: "Show expenses by category" })).toBeTruthy();
  });
});
