import type { Expense, ExpenseList } from "@shared/schemas/expenses";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import ExpensesPage from "./ExpensesPage";

const expense = (over: Partial<Expense> = {}): Expense => ({
  id: "e-1",
  landlordId: "l-1",
  propertyId: "h-1",
  propertyTitle: "Flat 1",
  paidOn: "2026-03-14",
  supplier: "Aviva",
  description: "Buildings insurance",
  amountMinor: 32_000,
  vatMinor: 0,
  category: "premisesRunningCosts",
  capital: false,
  paidBy: "owner",
  receipt: null,
  importId: null,
  allocations: [],
  canEdit: true,
  createdAt: "2026-03-14T10:00:00.000Z",
  updatedAt: "2026-03-14T10:00:00.000Z",
  ...over,
});

const homes = [
  {
    id: "h-1",
    title: "Flat 1",
    postcode: "LS1 1AA",
    landlordId: "l-1",
    landlordName: "Lena",
    hasAgent: true,
  },
];

const list = (over: Partial<ExpenseList> = {}): ExpenseList => ({
  items: [
    expense(),
    expense({
      id: "e-2",
      propertyId: null,
      propertyTitle: null,
      supplier: "Smith & Co",
      amountMinor: 60_000,
      vatMinor: 10_000,
      category: "professionalFees",
      paidBy: "agent",
      canEdit: false,
      allocations: [
        { propertyId: "h-1", propertyTitle: "Flat 1", amountMinor: 30_000, vatMinor: 5_000 },
        { propertyId: "h-2", propertyTitle: "House 2", amountMinor: 30_000, vatMinor: 5_000 },
      ],
      receipt: {
        name: "smith-and-co-invoice-march-2026.pdf",
        contentType: "application/pdf",
        sizeBytes: 1_000,
      },
    }),
  ],
  total: 60,
  page: 1,
  pageSize: 25,
  totals: { amountMinor: 1_234_500, vatMinor: 45_600 },
  filterHomes: [
    { id: "h-1", title: "Flat 1" },
    { id: "h-2", title: "House 2" },
  ],
  homes,
  ...over,
});

const render = (path = "/landlord/money/expenses") =>
  renderPage(asUser(signedInUser("landlord"), <ExpensesPage />), {
    path,
    route: "/landlord/money/expenses",
  });

const listCalls = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((c) => c.method === "GET" && c.path.startsWith("/api/money/expenses"));

describe("the expenses page", () => {
  beforeEach(() => dismissToast());

  it("shows the totals and each expense, portfolio-wide ones with their homes", async () => {
    stubApi({ "GET /api/money/expenses": () => list() });
    render();
    const table = await screen.findByRole("region", { name: "Expenses (table)" }, { timeout: 5000 });
    expect(screen.getByText("Total").nextSibling?.textContent).toBe("£12,345");
    expect(screen.getByText("VAT in it").nextSibling?.textContent).toBe("£456");
    expect(screen.getByText("Expenses", { selector: "dt" }).nextSibling?.textContent).toBe("60");
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first!).getByText("Buildings insurance")).toBeTruthy();
    expect(within(second!).getByText("Portfolio: Flat 1, House 2")).toBeTruthy();
    expect(within(second!).getByText("Paid by agent")).toBeTruthy();
    expect(within(second!).getByText("VAT £100")).toBeTruthy();
    // A long receipt name is shortened; the link downloads it.
    const receipt = within(second!).getByRole("link", { name: /Receipt of Smith & Co/ });
    expect(receipt.getAttribute("href")).toBe("/api/money/expenses/e-2/receipt");
    expect(receipt.textContent).toContain("smith-and-co-invoice-…");
    expect(within(second!).getByText("Read only")).toBeTruthy();
    expect(within(first!).getByRole("button", { name: "Delete expense: Aviva" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add expense" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Import CSV" })).toBeTruthy();
  });

  it("filters by the URL's values, sends them to the API and pages through", async () => {
    const calls = stubApi({ "GET /api/money/expenses": () => list() });
    const user = userEvent.setup();
    const { router } = render("/landlord/money/expenses?paidBy=agent");
    await screen.findByRole("region", { name: "Expenses (table)" }, { timeout: 5000 });
    expect((screen.getByLabelText("Paid by") as HTMLSelectElement).value).toBe("agent");
    expect(screen.getByText("Total of the matching expenses")).toBeTruthy();
    expect(listCalls(calls)[0]!.path).toBe("/api/money/expenses?page=1&pageSize=25&paidBy=agent");

    await user.selectOptions(screen.getByLabelText("Category"), "professionalFees");
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.path).toBe(
        "/api/money/expenses?page=1&pageSize=25&category=professionalFees&paidBy=agent",
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get("category")).toBe("professionalFees");

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.path).toContain("page=2&"));
    expect(new URLSearchParams(router.state.location.search).get("page")).toBe("2");
  }, 20_000);

  it("deletes an expense after asking", async () => {
    const calls = stubApi({
      "GET /api/money/expenses": () => list(),
      "DELETE /api/money/expenses/e-1": () => ({ ok: true }),
    });
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole("region", { name: "Expenses (table)" }, { timeout: 5000 });
    await user.click(within(table).getByRole("button", { name: "Delete expense: Aviva" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this expense?" });
    expect(
      within(dialog).getByText(/Aviva, £320 on 14 Mar 2026, and its receipt will be removed\./),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(getToast()?.title).toBe("Expense deleted"));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      "/api/money/expenses/e-1",
    ]);
  }, 20_000);

  it("says why the list is empty: the filters, nothing recorded, or no home to record for", async () => {
    stubApi({ "GET /api/money/expenses": () => list({ items: [], total: 0 }) });
    const filtered = render("/landlord/money/expenses?q=boiler");
    expect(await screen.findByText("No expenses match these filters", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Clear a filter to see more.")).toBeTruthy();
    filtered.unmount();

    const none = render();
    expect(await screen.findByText("Record your first expense", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Add an expense with “Add expense”/)).toBeTruthy();
    none.unmount();

    stubApi({ "GET /api/money/expenses": () => list({ items: [], total: 0, homes: [] }) });
    render();
    expect(await screen.findByText(/show here once they are recorded/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add expense" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Import CSV" })).toBeNull();
  });

  it("says when the expenses cannot be loaded", async () => {
    stubApi({
      "GET /api/money/expenses": () =>
        Response.json(
          { error: { code: "forbidden", message: "You cannot see these expenses" } },
          { status: 403 },
        ),
    });
    render();
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      "You cannot see these expenses",
    );
  });
});
