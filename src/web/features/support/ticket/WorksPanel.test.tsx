import type { Contractor, WorksOrder } from "@shared/schemas/works";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { fieldError } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import { WorksPanel } from "./WorksPanel";

const contractor = (over: Partial<Contractor>): Contractor => ({
  id: "c-1",
  ownerId: "u-agent",
  ownerName: "Andy Agent",
  name: "Bob Pipe",
  company: "Pipe & Sons",
  trade: "plumber",
  areas: [],
  email: "bob@pipe.test",
  phone: null,
  insuranceExpiresOn: null,
  insurance: "valid",
  gasSafeNumber: null,
  niceicNumber: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

const raised = (status: WorksOrder["status"]) =>
  ({
    id: "o-9",
    number: 9,
    status,
    budgetPence: 35_000,
    appointmentAt: null,
    invoice: null,
    contractor: { company: null, name: "Gail Gas", trade: "gas_engineer" },
  }) as unknown as WorksOrder;

const render = (open = true) =>
  renderPage(<WorksPanel ticketId="t-1" open={open} description="Boiler showing F28" />, {
    path: "/support/tickets/t-1",
    route: "/support/tickets/:id",
  });

describe("works orders on a ticket", () => {
  beforeEach(() => dismissToast());

  it("sends a contractor from the book with a budget in pounds, and shows their link once", async () => {
    let orders: WorksOrder[] = [];
    const calls = stubApi({
      "GET /api/support/tickets/t-1/works-orders": () => ({ items: orders, visits: [], canRaise: true }),
      "GET /api/contractors": () => ({
        items: [
          contractor({}),
          contractor({
            id: "c-2",
            name: "Gail Gas",
            company: null,
            trade: "gas_engineer",
            insurance: "expired",
          }),
        ],
      }),
      "POST /api/support/tickets/t-1/works-orders": () => {
        orders = [raised("sent")];
        return Response.json(
          { order: orders[0], linkUrl: "https://keyhold.test/works/tok-9" },
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(/No contractor is on this yet/, {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Raise works order" }));
    const dialog = await screen.findByRole("dialog", { name: "Raise a works order" });
    const choice = within(dialog).getByLabelText("Contractor");
    await within(dialog).findByRole("option", { name: "Pipe & Sons (Plumber)" });
    // An expired insurance is said beside the name.
    expect(
      within(dialog).getByRole("option", { name: "Gail Gas (Gas engineer), insurance expired" }),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText("The work") as HTMLTextAreaElement).value).toBe(
      "Boiler showing F28",
    );

    await user.selectOptions(choice, "c-2");
    await user.type(within(dialog).getByLabelText(/Budget/), "0");
    await user.click(within(dialog).getByRole("button", { name: "Raise works order" }));
    await waitFor(() =>
      expect(fieldError(within(dialog).getByLabelText(/Budget/))).toBe(
        "Enter the budget in pounds, like 350 or 349.99",
      ),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(within(dialog).getByLabelText(/Budget/));
    await user.type(within(dialog).getByLabelText(/Budget/), "350");
    await user.click(within(dialog).getByRole("button", { name: "Raise works order" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      contractorId: "c-2",
      description: "Boiler showing F28",
      budgetPence: 35_000,
    });
    expect(getToast()).toMatchObject({
      title: "Works order #9 raised",
      description: "The contractor has been e-mailed their link.",
    });
    expect((await screen.findByTestId("contractor-link")).textContent).toBe(
      "https://keyhold.test/works/tok-9",
    );
    const link = await screen.findByRole("link", { name: "Works order #9: Gail Gas" });
    expect(link.getAttribute("href")).toBe("/works-orders/o-9");
  }, 20_000);

  it("says an order above the approval limit waits for the landlord", async () => {
    stubApi({
      "GET /api/support/tickets/t-1/works-orders": () => ({ items: [], visits: [], canRaise: true }),
      "GET /api/contractors": () => ({ items: [contractor({})] }),
      "POST /api/support/tickets/t-1/works-orders": () =>
        Response.json({ order: raised("awaiting_approval"), linkUrl: null }, { status: 201 }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Raise works order" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("option", { name: "Pipe & Sons (Plumber)" });
    await user.selectOptions(within(dialog).getByLabelText("Contractor"), "c-1");
    await user.type(within(dialog).getByLabelText(/Budget/), "1,200");
    await user.click(within(dialog).getByRole("button", { name: "Raise works order" }));
    await waitFor(() =>
      expect(getToast()?.description).toBe(
        "It is above the landlord's approval limit: it waits for their approval.",
      ),
    );
    expect(screen.queryByTestId("contractor-link")).toBeNull();
  }, 20_000);

  it("shows the tenant who is coming and when, with nothing to raise", async () => {
    stubApi({
      "GET /api/support/tickets/t-1/works-orders": () => ({
        items: [],
        visits: [
          { id: "o-1", trade: "plumber", company: "Pipe & Sons", status: "done", appointmentAt: null },
        ],
        canRaise: false,
      }),
    });
    render();
    expect(await screen.findByRole("heading", { name: "Repair visit" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Plumber, Pipe & Sons (work done)")).toBeTruthy();
    expect(screen.getByText("Time not booked yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Raise works order" })).toBeNull();
  });
});
