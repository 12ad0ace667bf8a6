import type { ApplicantView } from "@shared/schemas/viewings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { beforeEach, describe, expect, it } from "vitest";
import ApplicantEnquiryPage from "./ApplicantEnquiryPage";

const saturday = { id: "v-1", startsAt: "2026-07-04T09:00:00.000Z", endsAt: "2026-07-04T09:30:00.000Z" };
const sunday = { id: "v-2", startsAt: "2026-07-05T13:00:00.000Z", endsAt: "2026-07-05T13:30:00.000Z" };

function view(over: Partial<ApplicantView> = {}): ApplicantView {
  return {
    applicantName: "Jane Applicant",
    property: { id: "p-1", title: "Acacia House", address: "12 Acacia Road, York YO1 1AA" },
    managedBy: "Harbour & Vale Lettings",
    managerLogoUrl: null,
    messages: [
      {
        id: "m-1",
        from: "applicant",
        authorName: "Jane Applicant",
        body: "Could I see it?",
        createdAt: "2026-06-20T09:00:00.000Z",
      },
      {
        id: "m-2",
        from: "staff",
        authorName: "Alex Agent",
        body: "Here are two times.",
        createdAt: "2026-06-21T09:00:00.000Z",
      },
    ],
    offered: [saturday, sunday],
    booked: null,
    letAgreed: false,
    ...over,
  };
}

const render = () =>
  renderPage(<ApplicantEnquiryPage />, { path: "/enquiry/tok-1", route: "/enquiry/:token" });

describe("the applicant's enquiry page", () => {
  beforeEach(() => dismissToast());

  it("books the chosen time, in London time, and shows it as their viewing", async () => {
    const calls = stubApi({
      "GET /api/enquiry-links/tok-1": () => ({ view: view() }),
      "POST /api/enquiry-links/tok-1/booking": () => ({
        view: view({ offered: [saturday], booked: sunday }),
      }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "Acacia House" })).toBeTruthy();
    expect(screen.getByText("Managed by Harbour & Vale Lettings")).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
    const times = screen.getByRole("group", { name: "Choose a viewing time" });
    // 13:00 UTC in July is 14:00 in London (BST).
    await user.click(within(times).getByLabelText(/Sunday 5 July 2026, 14:00 to 14:30/));
    await user.click(screen.getByRole("button", { name: "Book this time" }));
    const booked = await screen.findByTestId("booked-viewing");
    expect(within(booked).getByRole("heading", { name: "Your viewing" })).toBeTruthy();
    expect(within(booked).getByText(/Sunday 5 July 2026, 14:00 to 14:30/)).toBeTruthy();
    expect(within(booked).getByRole("button", { name: "Cancel viewing" })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ viewingId: "v-2" });
  });

  it("says so when the time was taken meanwhile and shows the times still offered", async () => {
    let taken = false;
    stubApi({
      "GET /api/enquiry-links/tok-1": () => ({ view: view(taken ? { offered: [sunday] } : {}) }),
      "POST /api/enquiry-links/tok-1/booking": () => {
        taken = true;
        return Response.json(
          { error: { code: "conflict", message: "That time is no longer offered. Choose another." } },
          { status: 409 },
        );
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByLabelText(/Saturday 4 July 2026, 10:00 to 10:30/));
    await user.click(screen.getByRole("button", { name: "Book this time" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "That time is no longer offered. Choose another.",
    );
    await waitFor(() => expect(screen.queryByLabelText(/Saturday 4 July 2026/)).toBeNull());
    expect(screen.getByLabelText(/Sunday 5 July 2026/)).toBeTruthy();
  });

  it("closes viewings on a let-agreed home but keeps the conversation", async () => {
    stubApi({ "GET /api/enquiry-links/tok-1": () => ({ view: view({ letAgreed: true }) }) });
    render();
    expect(await screen.findByText("This home is let agreed, so viewings are closed.")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Choose a viewing time" })).toBeNull();
    expect(screen.getAllByTestId("thread-message")).toHaveLength(2);
    expect(screen.getByLabelText("Your message")).toBeTruthy();
  });

  it("explains a link that no longer works", async () => {
    stubApi({});
    render();
    expect(await screen.findByRole("heading", { name: "This link is not valid any more" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse homes to let" }).getAttribute("href")).toBe(
      "/properties",
    );
  });
});
