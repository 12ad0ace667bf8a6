import type { MoneyOverview } from "@shared/schemas/mtd";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import OverviewPage from "./OverviewPage";

// Recharts needs a layout jsdom does not have; the chart card's table carries the same figures.
vi.mock("@web/components/money/CashFlowChart", () => ({ default: () => null }));

function overview(over: Partial<MoneyOverview> = {}): MoneyOverview {
  return {
    from: "2025-12-01",
    to: "2026-11-25",
    yieldFrom: "2025-11-26",
    homes: [
      {
        propertyId: "p1",
        title: "Elm House",
        shareBp: 4000,
        rentSource: "tenancy",
        rentPcmMinor: 48_000,
        annualRentMinor: 576_000,
        valueMinor: 9_600_000,
        valueSource: "current",
        receivedMinor: 48_000,
        runningCostsMinor: 16_800,
        grossYieldBp: 600,
        netYieldBp: 33,
      },
    ],
    portfolio: {
      homes: 1,
      letHomes: 1,
      rentPcmMinor: 48_000,
      potentialRentPcmMinor: 48_000,
      annualRentMinor: 576_000,
      valueMinor: 9_600_000,
      valuedHomes: 1,
      grossYieldBp: 600,
      netYieldBp: 33,
      inMinor: 48_000,
      outMinor: 60_800,
      netMinor: -12_800,
    },
    months: [{ month: "2026-11", inMinor: 48_000, outMinor: 60_800, netMinor: -12_800 }],
    ...over,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("yield and cash flow page", () => {
  it("shows rent due from lets apart from the potential with vacant homes (issue 42 item 11)", async () => {
    const o = overview();
    stubApi({
      "GET /api/money/overview": () =>
        overview({ portfolio: { ...o.portfolio, homes: 3, potentialRentPcmMinor: 228_000 } }),
    });
    renderPage(<OverviewPage />, { path: "/landlord/money", route: "/landlord/money" });
    const rent = (await screen.findByText("Rent per month")).parentElement!;
    expect(within(rent).getByText("£480")).toBeTruthy();
    expect(within(rent).getByText("Rent due from 1 let of 3 homes")).toBeTruthy();
    const potential = screen.getByText("Potential rent per month").parentElement!;
    expect(within(potential).getByText("£2,280")).toBeTruthy();
    expect(within(potential).getByText("With 2 vacant homes let at the asking rent")).toBeTruthy();
  });

  it("says nothing of potential rent when every home is let", async () => {
    stubApi({ "GET /api/money/overview": () => overview() });
    renderPage(<OverviewPage />, { path: "/landlord/money", route: "/landlord/money" });
    await screen.findByText("Rent per month");
    expect(screen.queryByText("Potential rent per month")).toBeNull();
  });

  it("shows the portfolio, the cash flow as a table, and links each home", async () => {
    stubApi({ "GET /api/money/overview": () => overview() });
    renderPage(<OverviewPage />, { path: "/landlord/money", route: "/landlord/money" });
    expect((await screen.findAllByText("6.00 %")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("0.33 %").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Show as table" }));
    const table = screen.getByRole("table", { name: "Monthly cash flow" });
    expect(within(table).getByText("-£128")).toBeTruthy();
    const links = screen.getAllByRole("link", { name: "Elm House" });
    expect(links[0]!.getAttribute("href")).toBe("/landlord/money/homes/p1");
    expect(screen.getAllByText(/your 40 %/).length).toBeGreaterThan(0);
  });

  it("says what to do when no value is recorded, and when there are no homes", async () => {
    stubApi({
      "GET /api/money/overview": () =>
        overview({
          portfolio: { ...overview().portfolio, valuedHomes: 0, grossYieldBp: null, netYieldBp: null },
        }),
    });
    renderPage(<OverviewPage />, { path: "/landlord/money", route: "/landlord/money" });
    expect(await screen.findByText(/Add a purchase price or current value to see yields/)).toBeTruthy();
  });

  it("has an empty state for an agent with no homes", async () => {
    stubApi({
      "GET /api/money/overview": () =>
        overview({ homes: [], portfolio: { ...overview().portfolio, homes: 0 } }),
    });
    renderPage(<OverviewPage />, { path: "/agent/money", route: "/agent/money" });
    expect(await screen.findByText(/once a landlord assigns you/)).toBeTruthy();
  });
});
