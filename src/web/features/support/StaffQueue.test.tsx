import type { SupportSummary, TicketSummary } from "@shared/schemas/support";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import { StaffQueue } from "./StaffQueue";

const me = signedInUser("agent", { id: "u-me", name: "Alex Agent" });

const ticket = (over: Partial<TicketSummary>): TicketSummary => ({
  id: "t-1",
  reference: "#1001",
  subject: "Boiler showing F28",
  category: "maintenance",
  priority: "high",
  status: "open",
  location: null,
  property: { id: "p-1", title: "2 Mill Lane" },
  createdBy: { id: "u-tenant", name: "Tina Tenant", role: "tenant" },
  assignee: null,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
  firstResponseAt: null,
  resolvedAt: null,
  dueAt: "2026-11-21T09:00:00.000Z",
  overdue: false,
  messageCount: 1,
  ...over,
});

const summary: SupportSummary = {
  byStatus: {
    open: 3,
    in_progress: 0,
    awaiting_reply: 0,
    resolved: 0,
    closed: 0,
  } as SupportSummary["byStatus"],
  overdueByPriority: { urgent: 2, high: 0, medium: 1, low: 0 } as SupportSummary["overdueByPriority"],
  overdue: 3,
  unassigned: 2,
  assignedToMe: 5,
  raisedByMe: 0,
  myOpen: [],
};

const listPage = (items: TicketSummary[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

function serve(
  items: TicketSummary[] = [ticket({}), ticket({ id: "t-2", reference: "#1002", subject: "Leaking tap" })],
) {
  return stubApi({
    "GET /api/support/tickets": () => listPage(items),
    "GET /api/support/summary": () => summary,
    "GET /api/support/staff": () => ({
      items: [
        { id: "u-me", name: "Alex Agent", role: "agent" },
        { id: "u-2", name: "Sam Staff", role: "admin" },
      ],
    }),
    "POST /api/support/tickets/bulk-assign": () => ({ updated: 2 }),
  });
}

const render = (path = "/agent/support") =>
  renderPage(asUser(me, <StaffQueue />), { path, route: "/agent/support" });
const listCalls = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((c) => c.path.startsWith("/api/support/tickets?")).map((c) => c.path);

describe("the staff support queue", () => {
  beforeEach(() => dismissToast());

  it("opens on the unassigned view with each view's count and the overdue tickets by priority", async () => {
    const calls = serve();
    render();
    await screen.findByRole("region", { name: "Support queue: Unassigned (table)" }, { timeout: 5000 });
    expect(listCalls(calls)[0]).toBe(
      "/api/support/tickets?page=1&pageSize=25&status=active&sort=due&assigned=none",
    );
    const nav = screen.getByRole("navigation", { name: "Queue views" });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Unassigned(2)", "Assigned to me(5)", "Overdue(3)", "All"]);
    expect(
      within(nav)
        .getByRole("button", { name: /Unassigned/ })
        .getAttribute("aria-current"),
    ).toBe("page");
    const sla = screen.getByRole("heading", { name: "Overdue by priority" }).parentElement!;
    // Most urgent first.
    expect(
      within(sla)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "2Urgent overdue (SLA 4 hours)",
      "0High overdue (SLA 24 hours)",
      "1Medium overdue (SLA 72 hours)",
      "0Low overdue (SLA 7 days)",
    ]);
  });

  it("filters by view and priority, and the SLA cards open the overdue view at their priority", async () => {
    const calls = serve();
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole("region", { name: /Support queue/ }, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: /^All/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe("/api/support/tickets?page=1&pageSize=25&sort=newest"),
    );
    expect((screen.getByLabelText("Status").querySelector("option") as HTMLOptionElement).textContent).toBe(
      "Any status",
    );
    await user.click(screen.getByRole("button", { name: /Urgent overdue/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        "/api/support/tickets?page=1&pageSize=25&priority=urgent&status=active&sort=due&overdue=true",
      ),
    );
    expect(router.state.location.search).toContain("view=overdue");
    expect((screen.getByLabelText("Priority") as HTMLSelectElement).value).toBe("urgent");
  }, 20_000);

  it("assigns the selected tickets to a colleague, then clears the selection", async () => {
    const calls = serve();
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole("region", { name: /Support queue/ }, { timeout: 5000 });
    const apply = screen.getByRole("button", { name: "Apply" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    // The caller is "Me", not listed again among the colleagues.
    const to = screen.getByLabelText("Assign selected to");
    expect(
      within(to)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Me", "Nobody (unassign)", "Sam Staff (Administrator)"]);
    await user.click(within(table).getByRole("checkbox", { name: "Select all tickets on this page" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    await user.click(within(table).getByRole("checkbox", { name: "Select #1002 Leaking tap" }));
    expect(screen.getByText("1 selected")).toBeTruthy();
    await user.selectOptions(to, "u-2");
    await user.click(apply);
    await waitFor(() =>
      expect(getToast()).toMatchObject({ title: "Tickets assigned", description: "2 tickets updated." }),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ ticketIds: ["t-1"], assigneeId: "u-2" });
    expect(screen.getByText("0 selected")).toBeTruthy();

    await user.click(within(table).getByRole("checkbox", { name: "Select #1001 Boiler showing F28" }));
    await user.selectOptions(to, "none");
    await user.click(apply);
    await waitFor(() => expect(getToast()?.title).toBe("Tickets unassigned"));
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      ticketIds: ["t-1"],
      assigneeId: null,
    });
  }, 20_000);

  it("says what an empty view means", async () => {
    serve([]);
    const first = render("/agent/support?view=mine");
    expect(
      await screen.findByText("No open tickets are assigned to you.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText("The queue is empty")).toBeTruthy();
    first.unmount();
    render("/agent/support?view=overdue");
    expect(await screen.findByText("Nothing is overdue", {}, { timeout: 5000 })).toBeTruthy();
  });
});
