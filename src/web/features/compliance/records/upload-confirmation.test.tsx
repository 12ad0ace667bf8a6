import type { TenancyDocument } from "@shared/schemas/tenancies";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HomeRecords } from "./HomeRecords";

const uploaded: TenancyDocument = {
  id: "d-new",
  propertyId: "p-1",
  tenancyId: null,
  kind: "gas_safety",
  title: "Gas safety 2026",
  fileName: "gas.pdf",
  contentType: "application/pdf",
  sizeBytes: 10,
  issuedOn: "2026-12-01",
  expiresOn: "2027-11-30",
  outcome: null,
  remedialDueOn: null,
  remedialDoneOn: null,
  remedialConfirmedOn: null,
  uploadedBy: null,
  createdAt: "2026-12-07T09:00:00Z",
} as TenancyDocument;

/**
 * The page's upload goes through XHR (for its progress): a stand-in answers at once with the stored
 * document. A global stub, not a module mock: the web tests share one module graph per worker.
 */
class UploadXhr {
  status = 0;
  response: unknown = null;
  responseType = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  path = "";
  open(_method: string, path: string) {
    this.path = path;
  }
  setRequestHeader() {}
  abort() {}
  send() {
    this.status = this.path === "/api/manage/properties/p-1/documents" ? 201 : 404;
    this.response = { document: uploaded };
    queueMicrotask(() => this.onload?.());
  }
}

afterEach(() => vi.unstubAllGlobals());

/** Issue 42 item 10: uploading a certificate says so where it happened, and the next step. */
describe("uploading a certificate on the home's records", () => {
  it("confirms in place what was uploaded, its dates and what to do next, until dismissed", async () => {
    stubApi({
      "GET /api/tenancies": () => ({ items: [] }),
      "GET /api/manage/properties/p-1/documents": () => ({ items: [] }),
      "GET /api/compliance/homes/p-1/licences": () => ({ items: [] }),
    });
    vi.stubGlobal("XMLHttpRequest", UploadXhr);
    renderPage(<HomeRecords propertyId="p-1" />);
    fireEvent.click(await screen.findByRole("button", { name: /Upload a certificate/ }));
    fireEvent.change(screen.getByLabelText("File"), {
      target: { files: [new File(["%PDF-1.4"], "gas.pdf", { type: "application/pdf" })] },
    });
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(
      "Uploaded: Gas safety certificate (Gas safety 2026), dated 1 Dec 2026",
    );
    expect(status.textContent).toContain("next due 30 Nov 2027");
    expect(status.textContent).toContain("record when each tenant was given it");
    fireEvent.click(within(status).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
