import { screen } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { ServedList } from "./ServeDocumentDialog";

const service = (id: string, method: string) => ({
  id,
  documentId: "d-gas",
  tenancyId: "t-1",
  tenantName: `Tenant ${id}`,
  servedOn: "2026-01-11",
  method,
  note: null,
  servedBy: "Lee Landlord",
  emailedAt: null,
  acknowledgedAt: null,
});

describe("how a document was served, mid-sentence (issue 42 item 8)", () => {
  it("keeps the product's name capitalised: e-mailed through Keyhold", async () => {
    stubApi({
      "GET /api/documents/d-gas/services": () => ({
        items: [service("a", "keyhold_email"), service("b", "email"), service("c", "post")],
      }),
    });
    renderPage(<ServedList documentId="d-gas" />);
    expect(await screen.findByText("Tenant a: 11 Jan 2026, e-mailed through Keyhold")).toBeTruthy();
    expect(screen.getByText("Tenant b: 11 Jan 2026, by e-mail (sent outside Keyhold)")).toBeTruthy();
    expect(screen.getByText("Tenant c: 11 Jan 2026, by post")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/keyhold/);
  });
});
