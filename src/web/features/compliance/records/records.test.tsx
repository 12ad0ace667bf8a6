import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { fieldError } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
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
});
