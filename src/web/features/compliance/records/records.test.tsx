import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { fieldError } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import { HomeRecords } from "./HomeRecords";
import { LicencesSection } from "./LicencesSection";
import { RightToRentSection } from "./RightToRentSection";

describe("compliance record sections", () => {
  beforeEach(() => dismissToast());

  it("puts the server's licence length refusal on the expiry field", async () => {
    const limit =
      "A selective licence lasts at most 5 years (Housing Act 2004 s.91(4)): the expiry must be on or before 2030-04-01";
    const calls = stubApi({
      "GET /api/compliance/homes/p-1/licences": () => ({ items: [] }),
      "POST /api/compliance/homes/p-1/licences": () =>
        Response.json(
          { error: { code: "validation_error", message: limit, fields: { expiresOn: limit } } },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderPage(<LicencesSection propertyId="p-1" documents={[]} />);
    expect(await screen.findByText(/No licence recorded/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add licence" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Licence or registration number"), "SEL-1");
    await user.type(within(dialog).getByLabelText("Issued on"), "2025-04-01");
    await user.type(within(dialog).getByLabelText(/Expires on/), "2030-04-01");
    await user.click(within(dialog).getByRole("button", { name: "Add licence" }));
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText(/Expires on/))).toBe(limit));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      kind: "selective",
      reference: "SEL-1",
    });
  });

  it("Right to Rent outside England shows the reason instead of the form", async () => {
    stubApi({
      "GET /api/compliance/tenancies/t-1/right-to-rent": () =>
        Response.json(
          {
            error: {
              code: "conflict",
              message:
                "Right to Rent checks are a duty in England only (Immigration Act 2014): this home is not in England.",
            },
          },
          { status: 409 },
        ),
    });
    renderPage(<RightToRentSection tenancyId="t-1" />);
    expect(await screen.findByText(/duty in England only/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Record a check" })).toBeNull();
  });

  it("lists checks with their follow-up and says nothing more than the check is kept", async () => {
    stubApi({
      "GET /api/compliance/tenancies/t-1/right-to-rent": () => ({
        items: [
          {
            id: "c-1",
            tenancyId: "t-1",
            occupierName: "Ada Lovelace",
            checkedOn: "2025-06-01",
            method: "idvt",
            permission: "time_limited",
            permissionExpiresOn: "2025-09-01",
            followUpDueOn: "2026-06-01",
            createdAt: "2025-06-01T10:00:00Z",
          },
        ],
        adultOccupiers: 2,
        rule: { summary: "Each adult is checked.", source: "Immigration Act 2014 s.22" },
      }),
    });
    renderPage(<RightToRentSection tenancyId="t-1" />);
    expect(await screen.findByText("Ada Lovelace")).toBeTruthy();
    expect(screen.getByText(/Follow-up check due by 1 Jun 2026/)).toBeTruthy();
    expect(screen.getByText(/no document numbers or copies/)).toBeTruthy();
    expect((screen.getByLabelText(/1 of 2 checked/) as HTMLInputElement).value).toBe("2");
  });

  it("shows a home's certificates with their service, the EICR's remedial form and each tenancy's checks", async () => {
    const doc = (id: string, kind: string, issuedOn: string) => ({
      id,
      propertyId: "p-1",
      tenancyId: null,
      kind,
      title: `${kind} file`,
      fileName: "f.pdf",
      contentType: "application/pdf",
      sizeBytes: 10,
      issuedOn,
      expiresOn: null,
      outcome: kind === "eicr" ? "unsatisfactory" : null,
      remedialDueOn: null,
      remedialDoneOn: null,
      remedialConfirmedOn: null,
      uploadedBy: null,
      createdAt: `${issuedOn}T09:00:00Z`,
    });
    stubApi({
      "GET /api/tenancies": () => ({
        items: [
          {
            id: "t-1",
            status: "active",
            startDate: "2026-01-01",
            tenant: { id: "u-1", name: "Tess Tenant", email: "tess@example.com" },
            invitation: null,
          },
        ],
      }),
      "GET /api/manage/properties/p-1/documents": () => ({
        items: [
          doc("d-old", "gas_safety", "2025-01-10"),
          doc("d-gas", "gas_safety", "2026-01-10"),
          doc("d-eicr", "eicr", "2026-02-01"),
        ],
      }),
      "GET /api/compliance/homes/p-1/licences": () => ({ items: [] }),
      "GET /api/documents/d-gas/services": () => ({
        items: [
          {
            id: "s-1",
            documentId: "d-gas",
            tenancyId: "t-1",
            tenantName: "Tess Tenant",
            servedOn: "2026-01-11",
            method: "keyhold_email",
            note: null,
            servedBy: "Lee Landlord",
            emailedAt: "2026-01-11T10:00:00Z",
            acknowledgedAt: null,
          },
        ],
      }),
      "GET /api/documents/d-eicr/services": () => ({ items: [] }),
      "GET /api/compliance/tenancies/t-1/alarm-checks": () => ({
        items: [],
        combustionApplianceRooms: null,
        tenancyStart: "2026-01-01",
      }),
      "GET /api/compliance/tenancies/t-1/right-to-rent": () => ({
        items: [],
        adultOccupiers: null,
        rule: { summary: "Each adult is checked.", source: "Immigration Act 2014 s.22" },
      }),
    });
    renderPage(<HomeRecords propertyId="p-1" />);
    expect(await screen.findByText(/Tess Tenant: 11 Jan 2026/)).toBeTruthy();
    expect(screen.getByText("Not opened yet")).toBeTruthy();
    expect(screen.queryByText(/gas_safety file/)).toBeTruthy();
    expect(screen.getAllByText(/Dated/)).toHaveLength(2);
    expect(screen.getByLabelText("Outcome of the report")).toBeTruthy();
    expect(screen.getByText(/Remedial work due by/)).toBeTruthy();
    expect(await screen.findByText(/No check recorded\. Record the day/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Checks for Tess Tenant" })).toBeTruthy();
  });
});
