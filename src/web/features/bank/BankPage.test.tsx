import type { BankLine } from "@shared/schemas/bank";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { describe, expect, it } from "vitest";
import BankPage from "./BankPage";

const line = (over: Partial<BankLine>): BankLine => ({
  id: "l-1",
  importId: "i-1",
  bookedOn: "2026-11-02",
  amountMinor: 95_000,
  description: "RENT",
  reference: "KH1A2B3C",
  counterparty: "J SMITH",
  status: "unmatched",
  paymentId: null,
  expenseId: null,
  matchLabel: null,
  proposal: {
    kind: "tenancy",
    score: 100,
    reasons: ["Reference KH1A2B3C", "Amount equals the rent due on 2026-11-01"],
    tenancyId: "t-1",
    expenseId: null,
    supplier: null,
    label: "Jo Smith: 12 Acacia Road, YO1 1AA",
  },
  ...over,
});

const render = () =>
  renderPage(asUser(signedInUser("landlord"), <BankPage role="landlord" />), {
    path: "/landlord/money/bank",
    route: "/landlord/money/bank",
  });

describe("the bank reconciliation page", () => {
  it("shows proposals with score and reasons, and confirms the proposed tenancy", async () => {
    const sent: unknown[] = [];
    stubApi({
      "GET /api/money/bank/lines": () => ({
        items: [
          line({}),
          line({ id: "l-2", amountMinor: -1_299, description: "CARD SCREWFIX", proposal: null }),
        ],
        total: 2,
        counts: { unmatched: 2, matched: 0, ignored: 0 },
      }),
      "POST /api/money/bank/lines/confirm": async (req) => {
        sent.push(await req.json());
        return { confirmed: 1, paymentsCreated: 1, expensesLinked: 0, expensesCreated: 0, alreadyMatched: 0 };
      },
    });
    render();
    const table = await screen.findByRole("region", { name: "Statement lines (table)" }, { timeout: 5000 });
    expect(within(table).getByText("Score 100")).toBeTruthy();
    expect(within(table).getByText(/Reference KH1A2B3C · Amount equals/)).toBeTruthy();
    expect(within(table).getByText(/No match found/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unmatched (2)" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Confirm all proposals (1)" }));
    await waitFor(() => expect(sent).toEqual([{ items: [{ lineId: "l-1", tenancyId: "t-1" }] }]));
  });

  it("says what to do next when nothing has been imported", async () => {
    stubApi({
      "GET /api/money/bank/lines": () => ({
        items: [],
        total: 0,
        counts: { unmatched: 0, matched: 0, ignored: 0 },
      }),
    });
    render();
    expect(await screen.findByText(/Import a statement from your bank above/)).toBeTruthy();
    expect(screen.getByLabelText("Statement file")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Money" })).toBeTruthy();
  });
});
