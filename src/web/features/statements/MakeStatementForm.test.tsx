import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { beforeEach, describe, expect, it } from "vitest";
import { MakeStatementForm } from "./MakeStatementForm";
import { StatementFigures } from "./StatementFigures";

const statement = {
  id: "0b7c3a8e-2f61-4c61-9d0a-3e1f7f6c2a11",
  ownerId: "owner-1",
  ownerName: "Cora Co-owner",
  month: "2026-03-01",
  rentMinor: 40_000,
  feesMinor: 4_800,
  expensesMinor: 6_000,
  paidOutMinor: 29_200,
  homeCount: 1,
  generatedAt: "2026-04-01T00:10:00.000Z",
  emailedAt: null,
  partial: false,
  figures: {
    from: "2026-03-01",
    to: "2026-03-31",
    ownerName: "Cora Co-owner",
    homes: [
      {
        propertyId: "p1",
        title: "Aspen Court",
        address: "12 Ledger Lane, Leeds, LS1 4AP",
        shareBp: 4_000,
        lines: [
          {
            date: "2026-03-05",
            kind: "rent" as const,
            description: "Rent received",
            amountMinor: 40_000,
            vatMinor: 0,
          },
          {
            date: "2026-03-05",
            kind: "fee" as const,
            description: "Management fee",
            amountMinor: 4_800,
            vatMinor: 800,
          },
        ],
        ownerPaid: [],
        rentMinor: 40_000,
        feesMinor: 4_800,
        feesVatMinor: 800,
        expensesMinor: 6_000,
        ownerPaidMinor: 0,
        paidOutMinor: 29_200,
      },
    ],
    totals: {
      rentMinor: 40_000,
      feesMinor: 4_800,
      feesVatMinor: 800,
      expensesMinor: 6_000,
      ownerPaidMinor: 0,
      paidOutMinor: 29_200,
    },
  },
};

describe("owner statements on the web", () => {
  beforeEach(() => dismissToast());

  it("shows the owner's share, each line and the amount paid out", () => {
    renderPage(<StatementFigures statement={statement} />);
    expect(screen.getByText(/figures are the owner's 40 % share/)).toBeTruthy();
    expect(screen.getByText("Rent received")).toBeTruthy();
    expect(screen.getAllByText("-£48")).toHaveLength(2);
    expect(screen.getByText("Amount paid out")).toBeTruthy();
    expect(screen.getAllByText("£292")).toHaveLength(2);
  });

  it("makes a month for the chosen owner and opens the statement", async () => {
    const calls = stubApi({
      "POST /api/money/statements": async (req) => {
        const body = (await req.json()) as { month: string };
        if (body.month === "2026-03") return { statement };
        return Response.json(
          {
            error: {
              code: "validation_error",
              message: "Invalid input",
              fields: { month: "Choose a month from 2000 onwards" },
            },
          },
          { status: 400 },
        );
      },
    });
    const user = userEvent.setup();
    const { router } = renderPage(
      <MakeStatementForm
        owners={[
          { id: "owner-1", name: "Cora Co-owner" },
          { id: "owner-2", name: "Lena Landlord" },
        ]}
        pickOwner
        base="/agent/money/statements"
      />,
      { path: "/agent/money/statements" },
    );
    const month = screen.getByLabelText("Month") as HTMLInputElement;
    await user.selectOptions(screen.getByLabelText("Owner"), "owner-2");
    await user.clear(month);
    await user.type(month, "2026-03");
    await user.click(screen.getByRole("button", { name: "Make the statement" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/agent/money/statements/${statement.id}`),
    );
    expect(calls.at(-1)).toMatchObject({ body: { month: "2026-03", ownerId: "owner-2" } });
  });
});
