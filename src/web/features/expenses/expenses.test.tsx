import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { fieldError } from "@web/test/session";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ExpenseDialog } from "./ExpenseDialog";
import { ImportDialog } from "./ImportDialog";

const homes = [
  {
    id: "h-1",
    title: "Flat 1",
    postcode: "LS1 1AA",
    landlordId: "l-1",
    landlordName: "Lena",
    hasAgent: true,
  },
  {
    id: "h-2",
    title: "House 2",
    postcode: "LS2 2BB",
    landlordId: "l-1",
    landlordName: "Lena",
    hasAgent: false,
  },
];

describe("the expense form", () => {
  beforeEach(() => dismissToast());

  it("checks amounts in pounds, sends pence, and shows the server's field message", async () => {
    const refusal = "Only a home with an agent can have an expense paid by the agent from rent";
    const calls = stubApi({
      "POST /api/money/expenses": () =>
        Response.json(
          { error: { code: "validation_error", message: refusal, fields: { paidBy: refusal } } },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderPage(<ExpenseDialog homes={homes} isLandlord />);
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    const dialog = await screen.findByRole("dialog");
    // The category's HMRC hint is shown beside the choice.
    expect(within(dialog).getByText(/not improvements: those are capital/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Record expense" }));
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText("Home"))).toMatch(/Choose a home/));
    expect(fieldError(within(dialog).getByLabelText("Supplier"))).toBe("Enter who was paid");
    expect(fieldError(within(dialog).getByLabelText(/Amount paid/))).toMatch(/Enter the amount/);

    await user.selectOptions(within(dialog).getByLabelText("Home"), "portfolio:l-1");
    await user.type(within(dialog).getByLabelText("Supplier"), "Smith & Co");
    await user.type(within(dialog).getByLabelText(/Amount paid/), "1,250.50");
    await user.type(within(dialog).getByLabelText(/VAT in it/), "2000");
    await user.click(within(dialog).getByRole("button", { name: "Record expense" }));
    await waitFor(() =>
      expect(fieldError(within(dialog).getByLabelText(/VAT in it/))).toBe(
        "The VAT cannot be more than the amount",
      ),
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/VAT in it/));
    await user.type(within(dialog).getByLabelText(/VAT in it/), "208.42");
    await user.selectOptions(within(dialog).getByLabelText("HMRC category"), "professionalFees");
    await user.selectOptions(within(dialog).getByLabelText("Who paid"), "agent");
    await user.click(within(dialog).getByRole("button", { name: "Record expense" }));
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText("Who paid"))).toBe(refusal));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      propertyId: null,
      landlordId: "l-1",
      supplier: "Smith & Co",
      amountMinor: 125_050,
      vatMinor: 20_842,
      category: "professionalFees",
      capital: false,
      paidBy: "agent",
    });
  }, 20_000);
});

describe("the import dialog", () => {
  beforeEach(() => dismissToast());

  it("shows each row's errors, refuses to import until the file is fixed, then imports all rows", async () => {
    const bad = {
      rows: [
        {
          row: 2,
          errors: [],
          expense: {
            propertyId: "h-1",
            propertyTitle: "Flat 1",
            paidOn: "2026-03-14",
            supplier: "Aviva",
            description: "",
            amountMinor: 32_000,
            vatMinor: 0,
            category: "premisesRunningCosts",
            capital: false,
            paidBy: "owner",
          },
        },
        {
          row: 3,
          errors: ["Row 3: category “Food” is not an HMRC property expense category"],
          expense: null,
        },
      ],
      validCount: 1,
      errorCount: 1,
      totalMinor: 32_000,
    };
    const good = { ...bad, rows: [bad.rows[0]], errorCount: 0 };
    const seen: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        const file = (init!.body as FormData).get("file") as File;
        seen.push(`${path} ${file.name}`);
        if (path.endsWith("/preview")) return Response.json(file.name === "bad.csv" ? bad : good);
        return Response.json({ importId: "i-1", created: 1, totalMinor: 32_000 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<ImportDialog />);
    await user.click(screen.getByRole("button", { name: "Import CSV" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("link", { name: "Download the template" }).getAttribute("href")).toBe(
      "/api/money/expenses/import/template.csv",
    );
    const input = within(dialog).getByLabelText("CSV file");
    await user.upload(
      input,
      new File(["Date,Property\n14/03/2026,Flat 1,Food"], "bad.csv", { type: "text/csv" }),
    );
    expect(await within(dialog).findByText(/Row 3: category “Food” is not an HMRC/)).toBeTruthy();
    expect(within(dialog).getByText(/1 of 2 rows have errors/)).toBeTruthy();
    expect(
      (within(dialog).getByRole("button", { name: "Import 1 expense" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.upload(
      input,
      new File(["Date,Property\n14/03/2026,Flat 1,other"], "fixed.csv", { type: "text/csv" }),
    );
    expect(await within(dialog).findByText(/All 1 rows are ready/)).toBeTruthy();
    const importButton = within(dialog).getByRole("button", {
      name: "Import 1 expense",
    }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(false);
    await user.click(importButton);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(seen).toEqual([
      "/api/money/expenses/import/preview bad.csv",
      "/api/money/expenses/import/preview fixed.csv",
      "/api/money/expenses/import/confirm fixed.csv",
    ]);
  }, 20_000);
});
