import type { ContractorJob } from "@shared/schemas/works";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { stubUploads } from "@web/test/upload";
import { describe, expect, it } from "vitest";
import ContractorJobPage from "./ContractorJobPage";

const job = (over: Partial<ContractorJob> = {}): ContractorJob => ({
  reference: "#7",
  status: "sent",
  trade: "plumber",
  contractorName: "Bob Pipe",
  address: "2 Mill Lane, Leeds LS1 1AA",
  description: "Leak under the kitchen sink",
  budgetPence: 45_000,
  appointmentAt: null,
  tenant: null,
  issuedBy: "Andy Agent",
  invoice: null,
  files: [],
  expiresAt: "2026-04-02T10:00:00.000Z",
  ...over,
});

/** Serves the job behind the link; each action answers the job it leaves. */
function serve(start: ContractorJob, actions: Record<string, (j: ContractorJob) => ContractorJob> = {}) {
  let current = start;
  const routes: Parameters<typeof stubApi>[0] = { "GET /api/works/tok-1": () => ({ job: current }) };
  for (const [key, change] of Object.entries(actions))
    routes[key] = () => {
      current = change(current);
      return { job: current };
    };
  return { calls: stubApi(routes), set: (j: ContractorJob) => (current = j) };
}

const render = () => renderPage(<ContractorJobPage />, { path: "/works/tok-1", route: "/works/:token" });
const accepted = (j: ContractorJob): ContractorJob => ({
  ...j,
  status: "accepted",
  tenant: { name: "Tina Tenant", email: "tina@example.com" },
});

describe("the contractor's page behind their link", () => {
  it("says a dead link does not work, without an account or a sign-in", async () => {
    stubApi({
      "GET /api/works/tok-1": () =>
        Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 }),
    });
    render();
    expect(
      await screen.findByRole("heading", { name: "This link does not work" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/It may have expired, been replaced by a newer one/)).toBeTruthy();
  });

  it("shows the job, and the tenant only once the contractor accepts", async () => {
    const { calls } = serve(job(), { "POST /api/works/tok-1/response": accepted });
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByRole("heading", { name: "Plumber job for Bob Pipe" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText("£450: ask before spending more")).toBeTruthy();
    expect(screen.getByText("Shown once you accept the job")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Book the visit" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Accept the job" }));
    expect(await screen.findByRole("link", { name: "tina@example.com" })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ action: "accept" });
    expect(screen.getByRole("heading", { name: "Book the visit" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Will you take this job?" })).toBeNull();
  }, 20_000);

  it("declines with a reason", async () => {
    const { calls } = serve(job(), {
      "POST /api/works/tok-1/response": (j) => ({ ...j, status: "declined" }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Decline" }, { timeout: 5000 }));
    await user.type(screen.getByLabelText(/Why not\?/), "Too far from my area");
    await user.click(screen.getByRole("button", { name: "Decline the job" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        action: "decline",
        reason: "Too far from my area",
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Will you take this job?" })).toBeNull(),
    );
  }, 20_000);

  it("books a visit, checks the invoice total and marks the work done", async () => {
    const when = "2026-03-10T09:30";
    const { calls } = serve(accepted(job()), {
      "POST /api/works/tok-1/appointment": (j) => ({
        ...j,
        status: "scheduled",
        appointmentAt: new Date(when).toISOString(),
      }),
      "POST /api/works/tok-1/done": (j) => ({ ...j, status: "done" }),
    });
    const uploads = stubUploads({
      "POST /api/works/tok-1/files": () => ({ status: 201, body: { job: accepted(job()) } }),
    });
    const user = userEvent.setup();
    render();
    const book = (await screen.findByRole("heading", { name: "Book the visit" }, { timeout: 5000 }))
      .parentElement!;
    fireEvent.change(within(book).getByLabelText("Date and time"), { target: { value: when } });
    await user.click(within(book).getByRole("button", { name: "Propose this time" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/works/tok-1/appointment")?.body).toEqual({
        appointmentAt: new Date(when).toISOString(),
      }),
    );
    expect(await screen.findByRole("heading", { name: "Move the visit" })).toBeTruthy();

    const files = screen.getByRole("heading", { name: "Photos and invoice" }).parentElement!;
    const invoiceForm = within(files).getByLabelText("Invoice total (£)").closest("form")!;
    // jsdom counts a required file input as empty even with a file chosen (and leaves the file out
    // of the form's data, so the upload itself is covered by the API suite): submit the form itself.
    const sendInvoice = () => fireEvent.submit(invoiceForm);
    await user.upload(
      within(files).getByLabelText("Invoice (PDF, JPEG or PNG)"),
      new File(["%PDF"], "invoice.pdf", { type: "application/pdf" }),
    );
    await user.type(within(files).getByLabelText("Invoice total (£)"), "nothing");
    sendInvoice();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Enter the invoice total in pounds, like 180 or 179.99",
    );
    expect(uploads).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Mark the work done" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/works/tok-1/done")).toBe(true));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark the work done" })).toBeNull());
  }, 20_000);
});
