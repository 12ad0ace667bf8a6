import type { BankImportResult, BankPreview } from "@shared/schemas/bank";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { stubUploads } from "@web/test/upload";
import { beforeEach, describe, expect, it } from "vitest";
import { StatementUpload } from "./StatementUpload";

const preview: BankPreview = {
  format: "csv",
  fileName: "hsbc.csv",
  headers: ["Date", "Details", "Money in", "Money out", "Ref"],
  rows: [
    ["02/11/2026", "RENT J SMITH", "950.00", "", "KH1A2B3C"],
    ["03/11/2026", "SCREWFIX", "", "12.99", ""],
  ],
  lineCount: 3,
  suggested: { date: "Date", description: "Details" },
};

const result: BankImportResult = {
  import: {
    id: "i-1",
    fileName: "hsbc.csv",
    format: "csv",
    lineCount: 3,
    duplicateCount: 1,
    createdAt: "2026-11-04T10:00:00.000Z",
  },
  newCount: 2,
  duplicateCount: 1,
  proposedCount: 1,
};

const file = () => new File(["Date,Details,Money in,Money out,Ref\n"], "hsbc.csv", { type: "text/csv" });

describe("importing a bank statement", () => {
  beforeEach(() => window.localStorage.clear());

  it("maps a CSV's columns, sends the mapping with the file, and remembers it for the next file", async () => {
    stubApi({});
    const uploads = stubUploads({
      "POST /api/money/bank/preview": () => ({ body: { preview } }),
      "POST /api/money/bank/imports": () => ({ status: 201, body: { result } }),
    });
    const user = userEvent.setup();
    renderPage(<StatementUpload />);
    await user.upload(screen.getByLabelText("Statement file"), file());

    const form = (await screen.findByRole("group", { name: "Map the columns" })).closest("form")!;
    expect(screen.getByText("hsbc.csv").parentElement?.textContent).toBe("hsbc.csv: CSV, 3 lines.");
    // The suggested mapping is filled in; the file's first rows are shown to check against.
    expect((within(form).getByLabelText("Date") as HTMLSelectElement).value).toBe("Date");
    expect((within(form).getByLabelText("Description") as HTMLSelectElement).value).toBe("Details");
    const rows = within(form).getByRole("region", { name: "First rows of the file (table)" });
    expect(within(rows).getByText("RENT J SMITH")).toBeTruthy();
    // No amount column yet: nothing can be imported.
    expect(within(form).getByText(/Choose an amount column/)).toBeTruthy();
    const importButton = within(form).getByRole("button", { name: "Import 3 lines" }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);

    await user.selectOptions(within(form).getByLabelText(/Paid in/), "Money in");
    await user.selectOptions(within(form).getByLabelText(/Paid out/), "Money out");
    await user.selectOptions(within(form).getByLabelText(/Reference/), "Ref");
    expect(within(form).queryByText(/Choose an amount column/)).toBeNull();
    await user.click(importButton);

    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "2 new lines, 1 already imported; 1 with a proposed match below.",
    );
    expect(uploads.map((u) => u.path)).toEqual(["/api/money/bank/preview", "/api/money/bank/imports"]);
    expect(JSON.parse(String(uploads[1]!.form.get("mapping")))).toEqual({
      dateFormat: "dmy",
      date: "Date",
      description: "Details",
      paidIn: "Money in",
      paidOut: "Money out",
      reference: "Ref",
    });
    expect((uploads[1]!.form.get("file") as File).name).toBe("hsbc.csv");
    expect(screen.queryByRole("group", { name: "Map the columns" })).toBeNull();

    // The next statement with the same headers starts from the mapping used this time.
    await user.upload(screen.getByLabelText("Statement file"), file());
    const again = await screen.findByRole("group", { name: "Map the columns" });
    expect((within(again).getByLabelText(/Paid in/) as HTMLSelectElement).value).toBe("Money in");
    expect((within(again).getByLabelText(/Reference/) as HTMLSelectElement).value).toBe("Ref");
  }, 20_000);

  it("imports an OFX file without a mapping", async () => {
    stubApi({});
    const uploads = stubUploads({
      "POST /api/money/bank/preview": () => ({
        body: { preview: { ...preview, format: "ofx", fileName: "b.ofx", suggested: null } },
      }),
      "POST /api/money/bank/imports": () => ({ status: 201, body: { result } }),
    });
    const user = userEvent.setup();
    renderPage(<StatementUpload />);
    await user.upload(screen.getByLabelText("Statement file"), new File(["<OFX>"], "b.ofx"));
    await user.click(await screen.findByRole("button", { name: "Import 3 lines" }));
    await screen.findByRole("status");
    expect(screen.queryByRole("group", { name: "Map the columns" })).toBeNull();
    expect(uploads[1]!.form.get("mapping")).toBeNull();
  });

  it("shows the server's reasons when a file cannot be imported, and keeps the mapping to fix", async () => {
    stubApi({});
    stubUploads({
      "POST /api/money/bank/preview": () => ({ body: { preview } }),
      "POST /api/money/bank/imports": () => ({
        status: 400,
        body: {
          error: {
            code: "validation_error",
            message: "Some rows could not be read",
            fields: { "Row 3": "“31/02/2026” is not a date" },
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(<StatementUpload />);
    await user.upload(screen.getByLabelText("Statement file"), file());
    const form = (await screen.findByRole("group", { name: "Map the columns" })).closest("form")!;
    await user.selectOptions(within(form).getByLabelText(/Amount/), "Money in");
    await user.click(within(form).getByRole("button", { name: "Import 3 lines" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Some rows could not be read")).toBeTruthy();
    expect(within(alert).getByRole("listitem").textContent).toBe("Row 3: “31/02/2026” is not a date");
    expect(screen.queryByRole("status")).toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText(/Amount/) as HTMLSelectElement).value).toBe("Money in"),
    );
  });
});
