import type { Deposit } from "@shared/schemas/deposits";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { fieldError } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import { tenancy } from "../tenancies.factories";
import { DepositSection } from "./DepositSection";

const deposit = (over: Partial<Deposit> = {}): Deposit => ({
  tenancyId: "t-1",
  tenancyStatus: "active",
  currency: "GBP",
  jurisdiction: "england",
  agreedAmount: 100_000,
  cap: { capMinor: 115_384, explanation: "5 weeks' rent: £1,153.84 (Tenant Fees Act 2019 Sch 1 para 2)." },
  schemes: ["dps", "tds", "mydeposits"],
  holding: null,
  received: null,
  protection: null,
  protectionStatus: null,
  prescribedInfo: null,
  prescribedInfoStatus: null,
  statusNote: null,
  returnStatus: "none",
  returnProposedOn: null,
  tenantRespondedOn: null,
  disputeNote: null,
  returnedOn: null,
  returnedAmount: null,
  deductions: [],
  deductionsTotal: 0,
  ...over,
});

const received = { amount: 100_000, receivedOn: "2026-09-01", receivedFrom: "Tess" };

describe("deposit section", () => {
  beforeEach(() => dismissToast());

  it("shows days overdue and puts the server's cap refusal on the amount field", async () => {
    const cap =
      "A deposit of £1,200.00 is more than the England cap of 5 weeks' rent: £1,153.84; it is £46.16 over.";
    const calls = stubApi({
      "GET /api/tenancies/t-1/deposit": () => ({
        deposit: deposit({
          received,
          protectionStatus: { state: "overdue", dueOn: "2026-09-30", days: 12 },
          prescribedInfoStatus: { state: "due", dueOn: "2026-09-30", days: 0 },
        }),
      }),
      "PUT /api/tenancies/t-1/deposit/received": () =>
        Response.json(
          { error: { code: "validation_error", message: cap, fields: { amount: cap } } },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderPage(<DepositSection tenancy={tenancy({ id: "t-1" })} staff />);
    const section = await screen.findByRole("region", { name: "Deposit" });
    await within(section).findByText("12 days overdue (due 30 Sept 2026)");
    expect(within(section).getByText(/Due by 30 Sept 2026: last day/)).toBeTruthy();
    expect(within(section).getByText(/this is not legal advice/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Edit deposit received" }));
    const amount = screen.getByLabelText("Amount received (£)");
    await user.clear(amount);
    await user.type(amount, "1200");
    await user.click(screen.getByRole("button", { name: "Save deposit received" }));
    await waitFor(() => expect(fieldError(amount)).toBe(cap));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      amount: 120_000,
      receivedOn: "2026-09-01",
      receivedFrom: "Tess",
    });
  });

  it("lets the tenant see the deductions and agree, with no staff actions", async () => {
    const proposed = deposit({
      tenancyStatus: "ended",
      received,
      protection: { scheme: "tds", reference: "TDS-9", protectedOn: "2026-09-05" },
      protectionStatus: { state: "done", dueOn: "2026-09-30", days: 0 },
      returnStatus: "proposed",
      deductions: [
        {
          id: "d-1",
          amount: 15_000,
          reason: "Oven clean",
          document: null,
          createdAt: "2026-11-20T10:00:00Z",
        },
      ],
      deductionsTotal: 15_000,
    });
    const calls = stubApi({
      "GET /api/tenancies/t-1/deposit": () => ({ deposit: proposed }),
      "POST /api/tenancies/t-1/deposit/response": () => ({
        deposit: { ...proposed, returnStatus: "agreed" },
      }),
    });
    const user = userEvent.setup();
    renderPage(<DepositSection tenancy={tenancy({ id: "t-1", status: "ended" })} staff={false} />);
    const section = await screen.findByRole("region", { name: "Deposit" });
    await within(section).findByText("Tenancy Deposit Scheme (TDS), ref. TDS-9");
    expect(within(section).getByRole("list", { name: "Proposed deductions" }).textContent).toContain(
      "Oven clean",
    );
    expect(screen.queryByRole("button", { name: /Record|Propose/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Agree to the deductions" }));
    await waitFor(() => expect(getToast()).toMatchObject({ title: "You agreed to the deductions" }));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ response: "agree", note: null });
  });
});
