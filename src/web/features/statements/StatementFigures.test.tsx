import type { Statement, StatementHome } from "@shared/schemas/statements";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { StatementFigures } from "./StatementFigures";

const empty = (n: number, extra: Partial<StatementHome> = {}): StatementHome => ({
  propertyId: `empty-${n}`,
  title: `Empty home ${n}`,
  address: `${n} Acacia Avenue, Leeds, LS1 4AP`,
  shortAddress: `${n} Acacia Avenue`,
  shareBp: 10_000,
  lines: [],
  ownerPaid: [],
  rentMinor: 0,
  feesMinor: 0,
  feesVatMinor: 0,
  expensesMinor: 0,
  ownerPaidMinor: 0,
  paidOutMinor: 0,
  ...extra,
});

const letHome = empty(99, {
  propertyId: "let",
  title: "Let home",
  address: "9 Busy Street, Flat 4, Leeds, LS1 4AP",
  shortAddress: "9 Busy Street, Flat 4",
  lines: [
    { date: "2026-03-03", kind: "rent", description: "Rent received", amountMinor: 100_000, vatMinor: 0 },
  ],
  rentMinor: 100_000,
  paidOutMinor: 100_000,
});

/** An owner with one let home and 13 empty ones (landlord@ of the issue). */
const statement = (homes: StatementHome[]): Statement => ({
  id: "0b7c3a8e-2f61-4c61-9d0a-3e1f7f6c2a11",
  ownerId: "owner-1",
  ownerName: "Lena Landlord",
  month: "2026-03-01",
  rentMinor: 100_000,
  feesMinor: 0,
  expensesMinor: 0,
  paidOutMinor: 100_000,
  homeCount: homes.length,
  generatedAt: "2026-04-01T00:10:00.000Z",
  emailedAt: null,
  partial: false,
  figures: {
    from: "2026-03-01",
    to: "2026-03-31",
    ownerName: "Lena Landlord",
    homes,
    totals: {
      rentMinor: 100_000,
      feesMinor: 0,
      feesVatMinor: 0,
      expensesMinor: 0,
      ownerPaidMinor: 0,
      paidOutMinor: 100_000,
    },
  },
});

describe("a statement's homes without activity (issue 42 item 6)", () => {
  it("shows the let home in full and one folded line for the 13 empty ones", async () => {
    const homes = [letHome, ...Array.from({ length: 13 }, (_, i) => empty(i + 1))];
    renderPage(<StatementFigures statement={statement(homes)} />);
    expect(screen.getByRole("heading", { name: "Let home" })).toBeTruthy();
    expect(screen.getByText("9 Busy Street, Flat 4, Leeds, LS1 4AP")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Let home",
      "Totals",
    ]);
    const summary = screen.getByText("No rent, fees or expenses this month: 13 other homes");
    const list = screen.getByRole("list", { name: "Homes without rent, fees or expenses", hidden: true });
    expect(within(list).getAllByRole("listitem", { hidden: true })).toHaveLength(13);
    expect(list.textContent).toContain("12 Acacia Avenue");
    const details = summary.closest("details")!;
    expect(details.open).toBe(false);
    await userEvent.setup().click(summary);
    expect(details.open).toBe(true);
    // The totals are every home's, as before.
    expect(screen.getByText("Rent collected")).toBeTruthy();
  });

  it("has no folded line when every home had activity, and names the empty homes of older statements", () => {
    const { unmount } = renderPage(<StatementFigures statement={statement([letHome])} />);
    expect(screen.queryByText(/No rent, fees or expenses/)).toBeNull();
    unmount();
    const older = empty(7, { shortAddress: undefined });
    renderPage(<StatementFigures statement={statement([older])} />);
    expect(screen.getByText("No rent, fees or expenses this month: 1 home")).toBeTruthy();
    expect(screen.getByText(/7 Acacia Avenue/)).toBeTruthy();
  });
});
