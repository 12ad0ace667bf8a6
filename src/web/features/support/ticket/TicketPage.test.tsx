import type { TicketDetail } from "@shared/schemas/support";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { beforeEach, describe, expect, it } from "vitest";
import TicketPage from "./TicketPage";

// ---- factories: every test builds its own ticket ----------------------------------------------

const tenant = { id: "u-tenant", name: "Tina Tenant", role: "tenant" as const };
const agent = { id: "u-agent", name: "Andy Agent", role: "agent" as const };

type Permissions = TicketDetail["permissions"];

/** What the person who raised the ticket may do while it is open. */
const creatorPermissions = (over: Partial<Permissions> = {}): Permissions => ({
  manage: false,
  seeInternal: false,
  reply: true,
  close: true,
  reopen: false,
  attach: true,
  linkProperty: false,
  statuses: [],
  ...over,
});

/** What the agent handling the ticket may do. */
const staffPermissions = (over: Partial<Permissions> = {}): Permissions => ({
  manage: true,
  seeInternal: true,
  reply: true,
  close: false,
  reopen: false,
  attach: true,
  linkProperty: false,
  statuses: ["in_progress", "awaiting_reply", "resolved", "closed"],
  ...over,
});

function ticketDetail(
  over: { ticket?: Partial<TicketDetail["ticket"]>; permissions?: Permissions } & Partial<
    Omit<TicketDetail, "ticket" | "permissions">
  > = {},
): TicketDetail {
  return {
    ticket: {
      id: "t-1",
      reference: "#1042",
      subject: "Boiler showing F28",
      category: "maintenance",
      priority: "high",
      status: "open",
      location: "kitchen",
      property: { id: "p-1", title: "2 Mill Lane" },
      createdBy: tenant,
      assignee: null,
      createdAt: "2026-11-20T09:00:00.000Z",
      updatedAt: "2026-11-20T09:00:00.000Z",
      firstResponseAt: null,
      resolvedAt: null,
      dueAt: "2026-11-21T09:00:00.000Z",
      overdue: false,
      messageCount: 0,
      description: "No hot water since Monday.",
      ...over.ticket,
    },
    messages: over.messages ?? [],
    attachments: over.attachments ?? [],
    permissions: over.permissions ?? creatorPermissions(),
    assignees: over.assignees ?? [],
  };
}

const ticketPath = "/api/support/tickets/t-1";

function renderTicket(detail: TicketDetail, routes: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ [`GET ${ticketPath}`]: () => detail, ...routes });
  renderPage(<TicketPage />, { path: "/support/tickets/t-1", route: "/support/tickets/:id" });
  return calls;
}

const sent = (calls: ReturnType<typeof stubApi>, method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

const reply = (body: string, internal = false) => ({
  message: {
    id: "m-9",
    kind: "message",
    author: agent,
    body,
    internal,
    meta: {},
    createdAt: "2026-11-21T10:00:00.000Z",
  },
});

beforeEach(() => dismissToast());

// ---- tests ------------------------------------------------------------------------------------

describe("ticket page", () => {
  it("shows the ticket: subject, reference, description and details", async () => {
    renderTicket(ticketDetail());
    expect(await screen.findByRole("heading", { level: 1, name: "Boiler showing F28" })).toBeTruthy();
    expect(screen.getByText("#1042")).toBeTruthy();
    expect(screen.getByText("No hot water since Monday.")).toBeTruthy();
    expect(screen.getByText("Not yet assigned")).toBeTruthy();
    expect(screen.getByText("No replies yet. We'll notify you as soon as someone responds.")).toBeTruthy();
  });

  it("meets an unknown ticket with the 404 page", async () => {
    stubApi({});
    renderPage(<TicketPage />, { path: "/support/tickets/t-404", route: "/support/tickets/:id" });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });

  it("refuses an empty reply without calling the server", async () => {
    const user = userEvent.setup();
    const calls = renderTicket(ticketDetail());
    await user.click(await screen.findByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Please write a message")).toBeTruthy();
    await user.type(screen.getByLabelText("Message"), "   ");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(sent(calls, "POST", `${ticketPath}/messages`)).toEqual([]);
  });

  it("sends the reply text as a public message, then clears the form", async () => {
    const user = userEvent.setup();
    const calls = renderTicket(ticketDetail(), {
      [`POST ${ticketPath}/messages`]: () => reply("Still no hot water."),
    });
    await user.type(await screen.findByLabelText("Message"), "Still no hot water.");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(getToast()?.title).toBe("Reply sent"));
    expect(sent(calls, "POST", `${ticketPath}/messages`)).toEqual([
      { body: "Still no hot water.", internal: false },
    ]);
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("offers internal notes to staff only, and sends them as internal", async () => {
    const user = userEvent.setup();
    const calls = renderTicket(ticketDetail({ permissions: staffPermissions() }), {
      [`POST ${ticketPath}/messages`]: () => reply("Engineer booked.", true),
    });
    await user.click(await screen.findByLabelText(/Internal note/));
    expect(screen.getByRole("heading", { name: "Add an internal note" })).toBeTruthy();
    await user.type(screen.getByLabelText("Message"), "Engineer booked.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(getToast()?.title).toBe("Note added"));
    expect(sent(calls, "POST", `${ticketPath}/messages`)).toEqual([
      { body: "Engineer booked.", internal: true },
    ]);
  });

  it("gives the creator no internal-note box", async () => {
    renderTicket(ticketDetail());
    await screen.findByLabelText("Message");
    expect(screen.queryByLabelText(/Internal note/)).toBeNull();
  });

  it("shows the server's field error on the message", async () => {
    const user = userEvent.setup();
    renderTicket(ticketDetail(), {
      [`POST ${ticketPath}/messages`]: () =>
        Response.json(
          {
            error: {
              code: "validation_error",
              message: "Please check the form",
              fields: { body: "Keep it under 5000 characters" },
            },
          },
          { status: 400 },
        ),
    });
    await user.type(await screen.findByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Keep it under 5000 characters")).toBeTruthy();
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");
    expect(getToast()).toBeNull();
  });

  it("shows any other server error in a toast and keeps the text", async () => {
    const user = userEvent.setup();
    renderTicket(ticketDetail(), {
      [`POST ${ticketPath}/messages`]: () =>
        Response.json(
          { error: { code: "ticket_closed", message: "This ticket is closed." } },
          { status: 409 },
        ),
    });
    await user.type(await screen.findByLabelText("Message"), "Hello?");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() =>
      expect(getToast()).toMatchObject({
        title: "Error",
        description: "This ticket is closed.",
        variant: "destructive",
      }),
    );
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Hello?");
  });

  it("lets staff move the status to the ones the server allows, and sends the change", async () => {
    const user = userEvent.setup();
    const detail = ticketDetail({ permissions: staffPermissions() });
    const calls = renderTicket(detail, {
      [`PATCH ${ticketPath}`]: () =>
        ticketDetail({ ticket: { status: "resolved" }, permissions: staffPermissions() }),
    });
    const status = (await screen.findByLabelText("Status")) as HTMLSelectElement;
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Open", "In progress", "Awaiting reply", "Resolved", "Closed"]);
    await user.selectOptions(status, "resolved");
    await waitFor(() => expect(getToast()?.title).toBe("Status: Resolved"));
    expect(sent(calls, "PATCH", ticketPath)).toEqual([{ status: "resolved" }]);
    expect(screen.queryByRole("button", { name: "Close ticket" })).toBeNull();
  });

  it("offers a closed ticket's staff a Reopen option", async () => {
    renderTicket(
      ticketDetail({
        ticket: { status: "closed" },
        permissions: staffPermissions({ reply: false, reopen: true, statuses: ["open"] }),
      }),
    );
    const status = (await screen.findByLabelText("Status")) as HTMLSelectElement;
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Closed", "Reopen"]);
  });

  it("gives the creator close, not the staff controls", async () => {
    const user = userEvent.setup();
    const calls = renderTicket(ticketDetail(), {
      [`PATCH ${ticketPath}`]: () => ticketDetail({ ticket: { status: "closed" } }),
    });
    await user.click(await screen.findByRole("button", { name: "Close ticket" }));
    expect(screen.queryByLabelText("Status")).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "Close this ticket?" });
    await user.click(within(dialog).getByRole("button", { name: "Close ticket" }));
    await waitFor(() => expect(getToast()?.title).toBe("Ticket closed"));
    expect(sent(calls, "PATCH", ticketPath)).toEqual([{ status: "closed" }]);
  });

  it("lets the creator reopen a closed ticket, and says so instead of the reply form", async () => {
    const user = userEvent.setup();
    const calls = renderTicket(
      ticketDetail({
        ticket: { status: "closed" },
        permissions: creatorPermissions({ reply: false, close: false, reopen: true }),
      }),
      { [`PATCH ${ticketPath}`]: () => ticketDetail() },
    );
    expect(await screen.findByText(/This ticket is closed\. Reopen it to send a message\./)).toBeTruthy();
    expect(screen.queryByLabelText("Message")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Reopen ticket" }));
    await waitFor(() => expect(getToast()?.title).toBe("Ticket reopened"));
    expect(sent(calls, "PATCH", ticketPath)).toEqual([{ status: "open" }]);
  });
});
