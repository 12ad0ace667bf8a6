import type { BankLine } from "@shared/schemas/bank";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { beforeEach, describe, expect, it } from "vitest";
import { BankLines } from "./BankLines";

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
  proposal: null,
  ...over,
});

const tenancyProposal = (score: number) => ({
  kind: "tenancy" as const,
  score,
  reasons: ["Reference KH1A2B3C"],
  tenancyId: "t-1",
  expenseId: null,
  supplier: null,
  label: "Jo Smith: 12 Acacia Road",
});

const page = (items: BankLine[], total = items.length) => ({
  items,
  total,
  counts: { unmatched: 3, matched: 1, ignored: 0 },
});

const targets = {
  tenancies: [
    { id: "t-1", label: "Jo Smith: 12 Acacia Road", reference: "KH1A2B3C" },
    { id: "t-2", label: "Al Brown: 3 Elm Street", reference: "KH9Z8Y7X" },
  ],
  homes: [{ id: "h-1", label: "3 Elm Street" }],
};

const table = () => screen.findByRole("region", { name: "Statement lines (table)" }, { timeout: 5000 });
const posts = (calls: { method: string; path: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.method === "POST" && c.path === path).map((c) => c.body);
const confirmed = {
  confirmed: 1,
  paymentsCreated: 1,
  expensesLinked: 0,
  expensesCreated: 0,
  alreadyMatched: 0,
};

describe("the statement lines", () => {
  beforeEach(() => dismissToast());

  it("confirms only the selected lines, or every proposal at or above the threshold", async () => {
    const calls = stubApi({
      "GET /api/money/bank/lines": () =>
        page([
          line({ id: "l-1", proposal: tenancyProposal(100) }),
          line({ id: "l-2", description: "J SMITH PART", proposal: tenancyProposal(40) }),
          line({ id: "l-3", description: "UNKNOWN", proposal: null }),
        ]),
      "POST /api/money/bank/lines/confirm": () => confirmed,
    });
    const user = userEvent.setup();
    renderPage(<BankLines />);
    const rows = await table();
    const selected = screen.getByRole("button", { name: /Confirm selected/ }) as HTMLButtonElement;
    expect(selected.textContent).toBe("Confirm selected (0)");
    expect(selected.disabled).toBe(true);
    // Only the proposal scoring 70 or more is confirmed in bulk.
    expect(screen.getByRole("button", { name: "Confirm all proposals (1)" })).toBeTruthy();
    // A line without a proposal cannot be selected.
    expect(within(rows).queryByRole("checkbox", { name: /UNKNOWN/ })).toBeNull();

    await user.click(within(rows).getByRole("checkbox", { name: /J SMITH PART/ }));
    expect(selected.textContent).toBe("Confirm selected (1)");
    await user.click(selected);
    await waitFor(() =>
      expect(posts(calls, "/api/money/bank/lines/confirm")).toEqual([
        { items: [{ lineId: "l-2", tenancyId: "t-1" }] },
      ]),
    );
    await waitFor(() => expect(selected.textContent).toBe("Confirm selected (0)"));
    expect(getToast()?.title).toBe("1 line confirmed");

    await user.click(screen.getByRole("button", { name: "Confirm all proposals (1)" }));
    await waitFor(() => expect(posts(calls, "/api/money/bank/lines/confirm")).toHaveLength(2));
    expect(posts(calls, "/api/money/bank/lines/confirm")[1]).toEqual({
      items: [{ lineId: "l-1", tenancyId: "t-1" }],
    });
  }, 20_000);

  it("matches money in to a tenancy by hand", async () => {
    const calls = stubApi({
      "GET /api/money/bank/lines": () =>
        page([line({ id: "l-1", reference: null, counterparty: "A BROWN" })]),
      "GET /api/money/bank/targets": () => targets,
      "POST /api/money/bank/lines/confirm": () => confirmed,
    });
    const user = userEvent.setup();
    renderPage(<BankLines />);
    const rows = await table();
    expect(within(rows).getByText(/No match found/)).toBeTruthy();
    await user.click(within(rows).getByRole("button", { name: /^Correct .*£950$/ }));

    const tenancy = await within(rows).findByLabelText("Rent of tenancy");
    const record = within(rows).getByRole("button", { name: "Record as rent" }) as HTMLButtonElement;
    expect(record.disabled).toBe(true);
    await user.selectOptions(tenancy, "t-2");
    await user.click(record);
    await waitFor(() =>
      expect(posts(calls, "/api/money/bank/lines/confirm")).toEqual([
        { items: [{ lineId: "l-1", tenancyId: "t-2" }] },
      ]),
    );
    // Confirmed: the correction form closes.
    await waitFor(() => expect(within(rows).queryByLabelText("Rent of tenancy")).toBeNull());
  }, 20_000);

  it("records money out as a new expense of a home, the supplier read from the line", async () => {
    const calls = stubApi({
      "GET /api/money/bank/lines": () =>
        page([
          line({
            id: "l-5",
            amountMinor: -1_299,
            description: "CARD SCREWFIX",
            reference: null,
            counterparty: null,
            proposal: {
              kind: "new_expense",
              score: 0,
              reasons: ["Money out"],
              tenancyId: null,
              expenseId: null,
              supplier: "Screwfix",
              label: "A new expense",
            },
          }),
        ]),
      "GET /api/money/bank/targets": () => targets,
      "POST /api/money/bank/lines/confirm": () => confirmed,
    });
    const user = userEvent.setup();
    renderPage(<BankLines />);
    const rows = await table();
    // A suggested new expense has no score and cannot be confirmed as it stands.
    expect(within(rows).queryByText(/Score/)).toBeNull();
    expect(within(rows).queryByRole("button", { name: /^Confirm / })).toBeNull();
    await user.click(within(rows).getByRole("button", { name: /^Correct .*12\.99$/ }));

    const supplier = (await within(rows).findByLabelText("Supplier")) as HTMLInputElement;
    expect(supplier.value).toBe("Screwfix");
    await user.selectOptions(within(rows).getByLabelText("Home"), "h-1");
    await user.selectOptions(within(rows).getByLabelText("HMRC category"), "repairsAndMaintenance");
    await user.click(within(rows).getByRole("button", { name: "Record as expense" }));
    await waitFor(() =>
      expect(posts(calls, "/api/money/bank/lines/confirm")).toEqual([
        {
          items: [
            {
              lineId: "l-5",
              newExpense: { propertyId: "h-1", category: "repairsAndMaintenance", supplier: "Screwfix" },
            },
          ],
        },
      ]),
    );
  }, 20_000);

  it("ignores a line, shows the matched lines on their own, and undoes a match", async () => {
    const calls = stubApi({
      "GET /api/money/bank/lines": (req) => {
        const status = new URL(req.url).searchParams.get("status");
        return status === "matched"
          ? page([line({ id: "l-9", status: "matched", matchLabel: "Rent: Jo Smith, 12 Acacia Road" })], 1)
          : page([line({ id: "l-3", description: "UNKNOWN" })]);
      },
      "POST /api/money/bank/lines/ignore": () => ({ ignored: 1 }),
      "POST /api/money/bank/lines/l-9/undo": () => ({ undone: true }),
    });
    const user = userEvent.setup();
    renderPage(<BankLines />);
    let rows = await table();
    await user.click(within(rows).getByRole("button", { name: /^Ignore / }));
    await waitFor(() =>
      expect(posts(calls, "/api/money/bank/lines/ignore")).toEqual([{ lineIds: ["l-3"], ignored: true }]),
    );

    await user.click(screen.getByRole("button", { name: "Matched (1)" }));
    rows = await table();
    expect(
      await within(rows).findByText("Rent: Jo Smith, 12 Acacia Road", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/money/bank/lines?status=matched&limit=50&offset=0")).toBe(true);
    expect(screen.getByRole("button", { name: "Matched (1)" }).getAttribute("aria-pressed")).toBe("true");
    // Matched lines have nothing to confirm.
    expect(screen.queryByRole("button", { name: /Confirm selected/ })).toBeNull();
    await user.click(within(rows).getByRole("button", { name: /^Undo match of / }));
    await waitFor(() => expect(posts(calls, "/api/money/bank/lines/l-9/undo")).toHaveLength(1));
    await waitFor(() => expect(getToast()?.title).toBe("Match undone"));
  }, 20_000);

  it("pages through the lines and says when a confirmation fails", async () => {
    const calls = stubApi({
      "GET /api/money/bank/lines": () => page([line({ id: "l-1", proposal: tenancyProposal(90) })], 120),
      "POST /api/money/bank/lines/confirm": () =>
        Response.json(
          { error: { code: "conflict", message: "This line was matched by someone else" } },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderPage(<BankLines />);
    await table();
    expect(screen.getByText("1–1 of 120")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/money/bank/lines?status=unmatched&limit=50&offset=50")).toBe(
        true,
      ),
    );
    expect(await screen.findByText("51–51 of 120")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Confirm all proposals (1)" }));
    await waitFor(() =>
      expect(getToast()).toMatchObject({
        title: "This line was matched by someone else",
        variant: "destructive",
      }),
    );
  }, 20_000);
});
