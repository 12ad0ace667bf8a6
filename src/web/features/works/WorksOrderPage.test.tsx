import type { WorksOrder } from "@shared/schemas/works";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import WorksOrderPage from "./WorksOrderPage";

const order = (over: Partial<WorksOrder> = {}): WorksOrder => ({
  id: "o-1",
  number: 7,
  ticketId: "tk-1",
  ticketNumber: 42,
  propertyId: "p-1",
  propertyTitle: "2 Mill Lane",
  address: "2 Mill Lane, Leeds LS1 1AA",
  contractor: {
    id: "c-1",
    name: "Bob Pipe",
    company: "Pipe & Sons",
    trade: "plumber",
    email: "bob@pipe.test",
    phone: "0113 496 0000",
    insurance: "valid",
  },
  description: "Leak under the kitchen sink",
  budgetPence: 45_000,
  status: "awaiting_approval",
  approvalLimitPence: 25_000,
  approvedAt: null,
  approvedByName: null,
  decisionNote: null,
  appointmentAt: null,
  declineReason: null,
  doneAt: null,
  invoice: null,
  files: [],
  link: { active: false, issuedAt: null, expiresAt: null },
  canManage: true,
  canApprove: true,
  createdByName: "Andy Agent",
  createdAt: "2026-03-01T10:00:00.000Z",
  ...over,
});

const limit = { approvalLimitPence: 25_000, isDefault: true, canEdit: true };
const sent = (o: WorksOrder): WorksOrder => ({
  ...o,
  status: "sent",
  canApprove: false,
  approvedAt: "2026-03-02T10:00:00.000Z",
  approvedByName: "Lena Landlord",
  link: { active: true, issuedAt: "2026-03-02T10:00:00.000Z", expiresAt: "2026-04-02T10:00:00.000Z" },
});

type Calls = ReturnType<typeof stubApi>;
const posted = (calls: Calls, method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

/** Serves `current` as the order; each action's handler may change it. */
function serve(start: WorksOrder, actions: Record<string, (o: WorksOrder) => WorksOrder | Response> = {}) {
  let current = start;
  const routes: Parameters<typeof stubApi>[0] = {
    "GET /api/works-orders/o-1": () => ({ order: current }),
    "GET /api/works-settings/p-1": () => ({ limit }),
    "PUT /api/works-settings/p-1": async (req) => {
      const body = (await req.json()) as { approvalLimitPence: number };
      return { limit: { ...limit, approvalLimitPence: body.approvalLimitPence, isDefault: false } };
    },
  };
  for (const [key, change] of Object.entries(actions)) {
    routes[key] = () => {
      const out = change(current);
      if (out instanceof Response) return out;
      current = out;
      return {
        order: current,
        linkUrl:
          key.includes("approval") || key.endsWith("/link") ? "https://keyhold.test/works/tok-1" : null,
      };
    };
  }
  return stubApi(routes);
}

const render = (role: "landlord" | "agent" = "landlord") =>
  renderPage(asUser(signedInUser(role), <WorksOrderPage />), {
    path: "/works-orders/o-1",
    route: "/works-orders/:id",
  });

describe("a works order's page", () => {
  beforeEach(() => dismissToast());

  it("lets the landlord approve an order above the limit and shows the contractor's link once", async () => {
    const calls = serve(order(), {
      "POST /api/works-orders/o-1/approval": (o) => sent(o),
    });
    const user = userEvent.setup();
    render();
    const approval = (await screen.findByRole("heading", { name: "Your approval is needed" })).parentElement!;
    expect(approval.textContent).toContain("The budget of £450 is above your limit of £250 for this home.");
    // Before approval the contractor has no link to manage.
    expect(screen.getByText("Sent once the landlord approves.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();

    await user.click(within(approval).getByRole("button", { name: "Approve works order" }));
    await waitFor(() =>
      expect(posted(calls, "POST", "/api/works-orders/o-1/approval").map((c) => c.body)).toEqual([
        { decision: "approve" },
      ]),
    );
    expect((await screen.findByTestId("contractor-link")).textContent).toBe(
      "https://keyhold.test/works/tok-1",
    );
    expect(getToast()?.title).toBe("Approved: the contractor has their link");
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Your approval is needed" })).toBeNull(),
    );
    expect(screen.getByText("Approved")).toBeTruthy();
    expect(screen.getByText(/by Lena Landlord/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Revoke link" })).toBeTruthy();
  }, 20_000);

  it("rejects an order, and says so when the decision is refused", async () => {
    const calls = serve(order(), {
      "POST /api/works-orders/o-1/approval": () =>
        Response.json(
          { error: { code: "conflict", message: "This order was already decided" } },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(getToast()).toMatchObject({ title: "Not saved", description: "This order was already decided" }),
    );
    expect(posted(calls, "POST", "/api/works-orders/o-1/approval").map((c) => c.body)).toEqual([
      { decision: "reject" },
    ]);
    expect(screen.queryByTestId("contractor-link")).toBeNull();
  });

  it("shows the job to the agent, who cannot approve, and manages the contractor's link", async () => {
    const calls = serve(sent(order({ canApprove: false })), {
      "POST /api/works-orders/o-1/link": (o) => o,
      "DELETE /api/works-orders/o-1/link": (o) => ({
        ...o,
        link: { active: false, issuedAt: null, expiresAt: null },
      }),
    });
    const user = userEvent.setup();
    render("agent");
    const job = (await screen.findByRole("heading", { name: "The job" })).parentElement!;
    expect(within(job).getByText("Pipe & Sons (Plumber), bob@pipe.test, 0113 496 0000")).toBeTruthy();
    expect(within(job).getByText("£450")).toBeTruthy();
    expect(within(job).getByText("Not booked yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve works order" })).toBeNull();
    expect(screen.getByRole("link", { name: /Ticket #42/ }).getAttribute("href")).toBe(
      "/support/tickets/tk-1",
    );
    expect(screen.getByText(/^Active until /)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect((await screen.findByTestId("contractor-link")).textContent).toBe(
      "https://keyhold.test/works/tok-1",
    );
    expect(posted(calls, "POST", "/api/works-orders/o-1/link")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Revoke link" }));
    await waitFor(() => expect(getToast()?.title).toBe("Link revoked"));
    expect(posted(calls, "DELETE", "/api/works-orders/o-1/link")).toHaveLength(1);
    expect(await screen.findByText("No active link.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Revoke link" })).toBeNull());
  }, 20_000);

  it("approves the invoice of finished work, leaving the ticket open when asked", async () => {
    const done = order({
      ...sent(order()),
      status: "done",
      doneAt: "2026-03-05T16:00:00.000Z",
      appointmentAt: "2026-03-05T09:00:00.000Z",
      invoice: {
        amountPence: 39_950,
        fileId: "f-2",
        submittedAt: "2026-03-06T10:00:00.000Z",
        approvedAt: null,
        expenseId: null,
      },
      files: [
        {
          id: "f-2",
          kind: "invoice",
          fileName: "invoice-7.pdf",
          contentType: "application/pdf",
          size: 1000,
          createdAt: "2026-03-06T10:00:00.000Z",
        },
      ],
    });
    const calls = serve(done, {
      "POST /api/works-orders/o-1/invoice/approval": (o) => ({
        ...o,
        invoice: { ...o.invoice!, approvedAt: "2026-03-07T10:00:00.000Z", expenseId: "e-1" },
      }),
    });
    const user = userEvent.setup();
    render();
    const invoice = (await screen.findByRole("heading", { name: "Invoice" })).parentElement!;
    expect(within(invoice).getByText(/^£399\.50, sent /)).toBeTruthy();
    const download = screen.getByRole("link", { name: /Invoice: invoice-7\.pdf/ });
    expect(download.getAttribute("href")).toBe("/api/works-orders/o-1/files/f-2");
    // Finished work cannot be cancelled.
    expect(screen.queryByRole("button", { name: "Cancel works order" })).toBeNull();

    await user.click(within(invoice).getByRole("checkbox", { name: "Resolve the ticket too" }));
    await user.click(within(invoice).getByRole("button", { name: "Approve invoice" }));
    await waitFor(() =>
      expect(posted(calls, "POST", "/api/works-orders/o-1/invoice/approval").map((c) => c.body)).toEqual([
        { resolveTicket: false },
      ]),
    );
    expect(await within(invoice).findByText(/it is an expense of the home/)).toBeTruthy();
    expect(getToast()?.title).toBe("Invoice approved and recorded as an expense");
    // An approved invoice closes the order: no link to send any more.
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();
  }, 20_000);

  it("cancels an open order after asking", async () => {
    const calls = serve(sent(order()), {
      "POST /api/works-orders/o-1/cancel": (o) => ({ ...o, status: "cancelled" }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Cancel works order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this works order?" });
    expect(posted(calls, "POST", "/api/works-orders/o-1/cancel")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel works order" }));
    await waitFor(() => expect(posted(calls, "POST", "/api/works-orders/o-1/cancel")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Cancel works order" })).toBeNull());
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();
  }, 20_000);

  it("lets the landlord change the home's approval limit, in pounds", async () => {
    const calls = serve(sent(order()));
    const user = userEvent.setup();
    render();
    const input = await screen.findByLabelText("New limit (£)");
    await user.clear(input);
    await user.type(input, "lots");
    await user.click(screen.getByRole("button", { name: "Save limit" }));
    expect(await screen.findByText("Enter an amount in pounds, like 250")).toBeTruthy();
    expect(posted(calls, "PUT", "/api/works-settings/p-1")).toHaveLength(0);
    await user.clear(input);
    await user.type(input, "500");
    await user.click(screen.getByRole("button", { name: "Save limit" }));
    await waitFor(() =>
      expect(posted(calls, "PUT", "/api/works-settings/p-1").map((c) => c.body)).toEqual([
        { approvalLimitPence: 50_000 },
      ]),
    );
    expect(await screen.findByText("£500", {}, { timeout: 5000 })).toBeTruthy();
  }, 20_000);

  it("answers an order the caller may not see as not found", async () => {
    stubApi({
      "GET /api/works-orders/o-1": () =>
        Response.json({ error: { code: "forbidden", message: "Not yours" } }, { status: 403 }),
    });
    render();
    expect(await screen.findByRole("heading", { name: /not found/i })).toBeTruthy();
    expect(screen.queryByText("Not yours")).toBeNull();
  });
});
