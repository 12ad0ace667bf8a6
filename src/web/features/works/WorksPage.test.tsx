import type { Contractor, WorksOrder } from "@shared/schemas/works";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, fieldError, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import WorksPage from "./WorksPage";

const contractor = (over: Partial<Contractor> = {}): Contractor => ({
  id: "c-1",
  ownerId: "landlord-1",
  ownerName: "Test landlord",
  name: "Bob Pipe",
  company: "Pipe & Sons",
  trade: "plumber",
  areas: ["LS1", "LS2"],
  email: "bob@pipe.test",
  phone: "0113 496 0000",
  insuranceExpiresOn: "2027-01-31",
  insurance: "valid",
  gasSafeNumber: null,
  niceicNumber: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

const openOrder = {
  id: "o-1",
  number: 7,
  propertyTitle: "2 Mill Lane",
  contractor: { company: null, name: "Gail Gas", trade: "gas_engineer" },
  budgetPence: 12_000,
  status: "scheduled",
  appointmentAt: "2026-03-05T09:00:00.000Z",
} as unknown as WorksOrder;

const render = () =>
  renderPage(asUser(signedInUser("landlord"), <WorksPage />), {
    path: "/landlord/works",
    route: "/landlord/works",
  });

describe("the contractors and works orders page", () => {
  beforeEach(() => dismissToast());

  it("lists the open orders, linked to their pages, and the contractor book", async () => {
    const calls = stubApi({
      "GET /api/works-orders": () => ({ items: [openOrder] }),
      "GET /api/contractors": () => ({
        items: [
          contractor(),
          contractor({
            id: "c-2",
            name: "Ed Spark",
            company: null,
            trade: "electrician",
            areas: [],
            phone: null,
            insurance: "expired",
            insuranceExpiresOn: "2026-01-01",
            niceicNumber: "N123",
          }),
        ],
      }),
    });
    render();
    const order = await screen.findByRole("link", { name: "#7 2 Mill Lane" }, { timeout: 5000 });
    expect(order.getAttribute("href")).toBe("/works-orders/o-1");
    expect(screen.getByText("Gail Gas (Gas engineer), budget £120")).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith("/api/works-orders"))?.path).toBe(
      "/api/works-orders?open=true",
    );

    const book = (await screen.findByRole("heading", { name: "Contractor book" })).closest("section")!;
    await within(book).findByText("Pipe & Sons", {}, { timeout: 5000 });
    expect(within(book).getByText("Plumber, Bob Pipe")).toBeTruthy();
    expect(within(book).getByText("Covers LS1, LS2")).toBeTruthy();
    expect(within(book).getByText(/^Insured to /)).toBeTruthy();
    expect(within(book).getByText("Insurance expired")).toBeTruthy();
    expect(within(book).getByText("NICEIC/NAPIT N123")).toBeTruthy();
  });

  it("says how to raise an order when there are none, and invites adding a contractor", async () => {
    stubApi({
      "GET /api/works-orders": () => ({ items: [] }),
      "GET /api/contractors": () => ({ items: [] }),
    });
    render();
    expect(await screen.findByText("No open works orders", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Support" }).getAttribute("href")).toBe("/support/tickets");
    expect(await screen.findByText("No contractors yet")).toBeTruthy();
  });

  it("adds a gas engineer with their Gas Safe number, and shows the server's field errors", async () => {
    let attempt = 0;
    const calls = stubApi({
      "GET /api/works-orders": () => ({ items: [] }),
      "GET /api/contractors": () => ({ items: [] }),
      "POST /api/contractors": () =>
        ++attempt === 1
          ? Response.json(
              {
                error: {
                  code: "validation_error",
                  message: "Check the form",
                  fields: { gasSafeNumber: "A Gas Safe number has 6 or 7 digits" },
                },
              },
              { status: 400 },
            )
          : Response.json({ contractor: contractor({ trade: "gas_engineer" }) }, { status: 201 }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Add contractor" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a contractor" });
    // Registration numbers are asked for the trades that have them.
    expect(within(dialog).queryByLabelText(/Gas Safe registration number/)).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText("Trade"), "gas_engineer");
    await user.type(within(dialog).getByLabelText("Name"), "Gail Gas");
    await user.type(within(dialog).getByLabelText(/^E-mail/), "gail@gas.test");
    await user.type(within(dialog).getByLabelText(/Areas covered/), "LS1, LS2  M60");
    await user.type(within(dialog).getByLabelText(/Gas Safe registration number/), "12345");
    await user.click(within(dialog).getByRole("button", { name: "Save contractor" }));

    await waitFor(() =>
      expect(fieldError(within(dialog).getByLabelText(/Gas Safe registration number/))).toBe(
        "A Gas Safe number has 6 or 7 digits",
      ),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Gail Gas",
      company: null,
      trade: "gas_engineer",
      areas: ["LS1", "LS2", "M60"],
      email: "gail@gas.test",
      phone: null,
      insuranceExpiresOn: null,
      gasSafeNumber: "12345",
      niceicNumber: null,
    });

    await user.type(within(dialog).getByLabelText(/Gas Safe registration number/), "6");
    await user.click(within(dialog).getByRole("button", { name: "Save contractor" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(getToast()?.title).toBe("Contractor added");
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toMatchObject({ gasSafeNumber: "123456" });
  }, 20_000);

  it("edits a contractor in place and removes one after asking", async () => {
    const calls = stubApi({
      "GET /api/works-orders": () => ({ items: [] }),
      "GET /api/contractors": () => ({ items: [contractor()] }),
      "PUT /api/contractors/c-1": () => ({ contractor: contractor() }),
      "DELETE /api/contractors/c-1": () => ({ ok: true }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Edit Bob Pipe" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Bob Pipe" });
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Bob Pipe");
    expect((within(dialog).getByLabelText(/Areas covered/) as HTMLInputElement).value).toBe("LS1 LS2");
    await user.clear(within(dialog).getByLabelText(/^Phone/));
    await user.click(within(dialog).getByRole("button", { name: "Save contractor" }));
    await waitFor(() => expect(getToast()?.title).toBe("Contractor saved"));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      name: "Bob Pipe",
      company: "Pipe & Sons",
      phone: null,
      areas: ["LS1", "LS2"],
      insuranceExpiresOn: "2027-01-31",
    });

    await user.click(screen.getByRole("button", { name: "Remove Bob Pipe" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Bob Pipe?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    await waitFor(() => expect(getToast()?.title).toBe("Contractor removed"));
  }, 20_000);
});
