import { addDays, today } from "@shared/dates";
import type { EnquiryThread, Viewing } from "@shared/schemas/viewings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, fieldError, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import EnquiryThreadPage from "./EnquiryThreadPage";

const enquiry: EnquiryThread["enquiry"] = {
  id: "e-1",
  property: { id: "p-1", title: "Acacia House", city: "York" },
  name: "Jane Applicant",
  email: "jane@example.com",
  phone: "07700 900123",
  message: "Could I see it on Saturday?",
  preferredTimes: null,
  status: "new",
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
};

function thread(over: Partial<EnquiryThread> = {}): EnquiryThread {
  return {
    enquiry,
    messages: [
      {
        id: "e-1",
        from: "applicant",
        authorName: "Jane Applicant",
        body: "Could I see it on Saturday?",
        createdAt: enquiry.createdAt,
      },
    ],
    viewings: [],
    letAgreed: false,
    ...over,
  };
}

const viewing = (over: Partial<Viewing>): Viewing => ({
  id: "v-1",
  enquiryId: "e-1",
  property: { id: "p-1", title: "Acacia House", address: "12 Acacia Road, York" },
  applicant: { name: "Jane Applicant", email: "jane@example.com", phone: null },
  startsAt: "2026-01-20T10:00:00.000Z",
  endsAt: "2026-01-20T10:30:00.000Z",
  status: "booked",
  host: "Test landlord",
  interest: null,
  note: null,
  ...over,
});

const render = () =>
  renderPage(asUser(signedInUser("landlord"), <EnquiryThreadPage />), {
    path: "/enquiries/e-1",
    route: "/enquiries/:id",
  });

describe("the enquiry thread", () => {
  beforeEach(() => dismissToast());

  it("sends the times as London instants and puts the server's refusal on the right row", async () => {
    const refusal = "Offer a time from an hour to 90 days ahead";
    const calls = stubApi({
      "GET /api/manage/enquiries/e-1/thread": () => ({ thread: thread() }),
      "POST /api/manage/enquiries/e-1/replies": () =>
        Response.json(
          {
            error: {
              code: "validation_error",
              message: refusal,
              fields: { "slots.1.startsAt": refusal, "slots.0.durationMinutes": "Choose a length" },
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "Jane Applicant" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Acacia House" }).getAttribute("href")).toBe(
      "/landlord/properties/p-1",
    );
    expect(screen.getByRole("link", { name: "jane@example.com" }).getAttribute("href")).toBe(
      "mailto:jane@example.com",
    );

    await user.type(screen.getByLabelText("Message"), "Here are two times.");
    await user.click(screen.getByRole("button", { name: "Add time" }));
    await user.click(screen.getByRole("button", { name: "Add time" }));
    const winter = "2026-01-15";
    const day = addDays(today(), 10);
    const first = screen.getByRole("group", { name: "Time 1" });
    const second = screen.getByRole("group", { name: "Time 2" });
    await user.type(within(first).getByLabelText("Date"), day);
    await user.type(within(first).getByLabelText("Time"), "10:00");
    await user.type(within(second).getByLabelText("Date"), winter);
    await user.type(within(second).getByLabelText("Time"), "14:30");
    await user.selectOptions(within(second).getByLabelText("Length"), "45");
    await user.click(screen.getByRole("button", { name: "Send reply" }));

    await waitFor(() => expect(fieldError(within(second).getByLabelText("Date"))).toBe(refusal));
    expect(fieldError(within(first).getByLabelText("Length"))).toBe("Choose a length");
    expect(fieldError(within(first).getByLabelText("Date"))).toBeNull();
    const body = calls.find((c) => c.method === "POST")?.body as {
      message: string;
      slots: { startsAt: string; durationMinutes: number }[];
    };
    expect(body.message).toBe("Here are two times.");
    expect(body.slots[0]).toEqual({
      startsAt: expect.stringMatching(`^${day}T10:00:00\\+0[01]:00$`),
      durationMinutes: 30,
    });
    expect(body.slots[1]).toEqual({ startsAt: "2026-01-15T14:30:00+00:00", durationMinutes: 45 });
  });

  it("checks the rows before sending and removes a row", async () => {
    const calls = stubApi({ "GET /api/manage/enquiries/e-1/thread": () => ({ thread: thread() }) });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Add time" }));
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    const row = screen.getByRole("group", { name: "Time 1" });
    await waitFor(() => expect(fieldError(within(row).getByLabelText("Date"))).toBe("Choose a date"));
    expect(fieldError(screen.getByLabelText("Message"))).toBe("Write a message");
    await user.click(screen.getByRole("button", { name: "Remove time 1" }));
    expect(screen.queryByRole("group", { name: "Time 1" })).toBeNull();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("offers no times on a let-agreed home and sends the message alone", async () => {
    const calls = stubApi({
      "GET /api/manage/enquiries/e-1/thread": () => ({ thread: thread({ letAgreed: true }) }),
      "POST /api/manage/enquiries/e-1/replies": () =>
        Response.json({ thread: thread({ letAgreed: true }) }, { status: 201 }),
    });
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByText("This home is let agreed, so no viewing times can be offered."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add time" })).toBeNull();
    await user.type(screen.getByLabelText("Message"), "Sorry, it has gone.");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        message: "Sorry, it has gone.",
        slots: [],
      }),
    );
    await waitFor(() => expect(getToast()?.title).toBe("Reply sent"));
  });

  it("sends the applicant a new link after a confirmation, with a toast", async () => {
    let sent = 0;
    const calls = stubApi({
      "GET /api/manage/enquiries/e-1/thread": () => ({ thread: thread() }),
      "POST /api/manage/enquiries/e-1/new-link": () => {
        sent++;
        return { thread: thread({ enquiry: { ...enquiry, status: "contacted" } }) };
      },
    });
    const reads = () => calls.filter((c) => c.method === "GET").length;
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Send a new link" }));
    const readsBefore = reads();
    const dialog = await screen.findByRole("dialog", { name: "Send a new link?" });
    expect(dialog.textContent).toContain("jane@example.com");
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent).toBe(0);
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Send a new link?" })).getByRole("button", {
        name: "Send new link",
      }),
    );
    await waitFor(() => expect(getToast()?.title).toBe("New link sent"));
    expect(getToast()?.description).toContain("the old one no longer works");
    expect(sent).toBe(1);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    // The thread's query is invalidated: it is read again.
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers no new link on a closed enquiry", async () => {
    stubApi({
      "GET /api/manage/enquiries/e-1/thread": () => ({
        thread: thread({ enquiry: { ...enquiry, status: "closed" } }),
      }),
    });
    render();
    expect(await screen.findByRole("button", { name: "Reopen enquiry" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();
  });

  it("offers the outcome of a viewing that has started and cancelling one to come", async () => {
    stubApi({
      "GET /api/manage/enquiries/e-1/thread": () => ({
        thread: thread({
          viewings: [
            viewing({ id: "v-past" }),
            viewing({
              id: "v-next",
              startsAt: "2999-01-01T10:00:00.000Z",
              endsAt: "2999-01-01T10:30:00.000Z",
            }),
          ],
        }),
      }),
    });
    render();
    const [past, next] = await screen.findAllByTestId("thread-viewing");
    expect(within(past!).getByRole("button", { name: "Record outcome" })).toBeTruthy();
    expect(within(past!).queryByRole("button", { name: "Cancel viewing" })).toBeNull();
    expect(within(next!).getByRole("button", { name: "Cancel viewing" })).toBeTruthy();
    expect(within(next!).queryByRole("button", { name: "Record outcome" })).toBeNull();
  });
});
