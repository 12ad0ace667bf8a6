import type { TenancyDocument } from "@shared/schemas/tenancies";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ApiRequestError } from "@web/lib/api";
import type { UploadDocument } from "@web/lib/documents";
import { renderPage } from "@web/test/render";
import { fieldError } from "@web/test/session";
import { describe, expect, it, vi } from "vitest";
import { DocumentUpload } from "./DocumentUpload";

const pdf = () => new File(["%PDF-1.4"], "eicr.pdf", { type: "application/pdf" });

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText("File"), { target: { files: [file] } });
}

describe("document upload form", () => {
  it("checks the file first and sends nothing without one", async () => {
    const upload = vi.fn<UploadDocument>();
    renderPage(<DocumentUpload target={{ propertyId: "p-1" }} upload={upload} />);
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Choose a file to upload")).toBeTruthy();
    expect(fieldError(screen.getByLabelText("File"))).toBe("Choose a file to upload");
    expect(upload).not.toHaveBeenCalled();
  });

  it("sends only the fields the kind asks for through the page's upload, then closes", async () => {
    const upload = vi.fn<UploadDocument>(async () => ({ title: "EICR 2026" }) as TenancyDocument);
    const onDone = vi.fn();
    renderPage(
      <DocumentUpload target={{ propertyId: "p-1" }} upload={upload} defaultKind="eicr" onDone={onDone} />,
    );
    fireEvent.change(screen.getByLabelText("Outcome (optional)"), { target: { value: "satisfactory" } });
    fireEvent.change(screen.getByLabelText("Date of the inspection (optional)"), {
      target: { value: "2026-01-15" },
    });
    const file = pdf();
    chooseFile(file);
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledWith(
      { propertyId: "p-1" },
      file,
      {
        kind: "eicr",
        title: undefined,
        issuedOn: "2026-01-15",
        expiresOn: undefined,
        outcome: "satisfactory",
        epcRating: undefined,
      },
      expect.any(Function),
    );
  });

  it("shows the server's messages on their fields", async () => {
    const upload = vi.fn<UploadDocument>(async () => {
      throw new ApiRequestError(400, "validation_error", "Check the form", { issuedOn: "Too far back" });
    });
    renderPage(<DocumentUpload target={{ tenancyId: "t-1" }} upload={upload} defaultKind="gas_safety" />);
    chooseFile(pdf());
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Too far back")).toBeTruthy();
    expect(fieldError(screen.getByLabelText("Date of the check (optional)"))).toBe("Too far back");
  });
});
