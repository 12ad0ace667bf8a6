import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { beforeEach, describe, expect, it } from "vitest";
import CertificateLinkPage from "../CertificateLinkPage";
import { ServeDocumentDialog, ServedList, type TenancyChoice } from "./ServeDocumentDialog";

const T1 = "11111111-1111-4111-8111-111111111111";
const T2 = "22222222-2222-4222-8222-222222222222";
const gas = { id: "d-gas", title: "Gas safety 2026", tenancyId: null };
const invited: TenancyChoice = {
  id: T1,
  label: "ina@example.com (active, from 1 Jan 2026)",
  joined: false,
  email: "ina@example.com",
};
const member: TenancyChoice = {
  id: T2,
  label: "Tess Tenant (draft, from 1 Mar 2026)",
  joined: true,
  email: "tess@example.com",
};

const record = {
  id: "s-1",
  documentId: "d-gas",
  tenancyId: T1,
  tenantName: "ina@example.com",
  servedOn: "2026-01-11",
  method: "keyhold_email",
  note: null,
  servedBy: "Lee Landlord",
  emailedAt: "2026-01-11T10:00:00Z",
  emailedTo: "ina@example.com",
  acknowledgedAt: null,
  createdAt: "2026-01-11T10:00:00Z",
};

describe("serving a certificate by e-mail on a tenant who has not joined (issue 42 item 3)", () => {
  beforeEach(() => dismissToast());

  it("offers 'By e-mail' to the invitation address, chosen first, and sends it", async () => {
    const calls = stubApi({
      "POST /api/documents/d-gas/services": () => Response.json({ service: record }, { status: 201 }),
      "GET /api/documents/d-gas/services": () => ({ items: [record] }),
    });
    const user = userEvent.setup();
    renderPage(<ServeDocumentDialog document={gas} tenancies={[invited, member]} />);
    await user.click(screen.getByRole("button", { name: "Serve" }));
    const dialog = await screen.findByRole("dialog");
    const how = within(dialog).getByLabelText("How") as HTMLSelectElement;
    const option = within(how).getByRole("option", { name: "By e-mail through Keyhold, to ina@example.com" });
    expect((option as HTMLOptionElement).selected).toBe(true);
    expect(within(how).getByRole("option", { name: "By hand" })).toBeTruthy();
    expect(within(dialog).queryByLabelText("Date served")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      tenancyId: T1,
      method: "keyhold_email",
      servedOn: null,
    });
    await waitFor(() =>
      expect(getToast()?.description).toBe(
        "They get an e-mail with a private link to open it, no account needed.",
      ),
    );
  });

  it("follows the chosen tenancy: its own address", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderPage(<ServeDocumentDialog document={gas} tenancies={[invited, member]} />);
    await user.click(screen.getByRole("button", { name: "Serve" }));
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText("Tenancy"), T2);
    expect(
      within(dialog).getByRole("option", { name: "By e-mail through Keyhold, to tess@example.com" }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("option", { name: /to ina@example\.com/ })).toBeNull();
  });

  it("shows the proof: when and where it was sent, then when it was opened", async () => {
    let opened: string | null = null;
    stubApi({
      "GET /api/documents/d-gas/services": () => ({ items: [{ ...record, acknowledgedAt: opened }] }),
    });
    const first = renderPage(<ServedList documentId="d-gas" />);
    expect(await screen.findByText(/sent 11 Jan 2026 to ina@example\.com/)).toBeTruthy();
    expect(screen.getByText("Not opened yet")).toBeTruthy();
    first.unmount();
    opened = "2026-01-12T08:30:00Z";
    renderPage(<ServedList documentId="d-gas" />);
    expect(await screen.findByText("Opened 12 Jan 2026")).toBeTruthy();
  });
});

describe("the tenant's page behind the e-mailed link", () => {
  const render = () =>
    renderPage(<CertificateLinkPage />, { path: "/certificate/tok-1", route: "/certificate/:token" });

  it("shows the one certificate and downloads it through the link, without an account", async () => {
    stubApi({
      "GET /api/certificate-links/tok-1": () => ({
        certificate: {
          kindLabel: "Gas safety certificate",
          title: "Gas safety 2026",
          issuedOn: "2026-01-10",
          expiresOn: "2027-01-10",
          linkExpiresAt: "2026-03-12T10:00:00Z",
        },
      }),
    });
    render();
    expect(await screen.findByRole("heading", { name: "Gas safety 2026" })).toBeTruthy();
    expect(screen.getByText("Gas safety certificate")).toBeTruthy();
    const download = screen.getByRole("link", { name: "Download the certificate" });
    expect(download.getAttribute("href")).toBe("/api/certificate-links/tok-1/file");
  });

  it("says a dead link does not work, and nothing more", async () => {
    stubApi({
      "GET /api/certificate-links/tok-1": () =>
        Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 }),
    });
    render();
    expect(await screen.findByRole("heading", { name: "This link does not work" })).toBeTruthy();
    expect(screen.getByText(/It may have expired/)).toBeTruthy();
  });
});
