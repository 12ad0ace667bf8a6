import { today } from "@shared/dates";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { fieldError } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import { PaymentForm } from "./PaymentForm";
import { payment, tenancy } from "./tenancies.factories";

const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message, fields } }, { status });

describe("payment form", () => {
  // The toast store is module state: start each test without the previous one\'s toast.
  beforeEach(() => dismissToast());

  it("suggests what is owed and refuses an amount that is not a positive sum in pounds", async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    const t = tenancy({ summary: { ...tenancy().summary, balanceMinor: 150_050, pendingMinor: 50_000 } });
    renderPage(<PaymentForm tenancy={t} mode="record" />);
    const amount = screen.getByLabelText("Amount (£)") as HTMLInputElement;
    expect(amount.value).toBe("1000.50");
    expect((screen.getByLabelText("Paid on") as HTMLInputElement).value).toBe(today());

    for (const bad of ["0", "abc", "12.345"]) {
      await user.clear(amount);
      await user.type(amount, bad);
      await user.click(screen.getByRole("button", { name: "Record payment" }));
      await waitFor(() =>
        expect(fieldError(amount)).toBe("Enter an amount in pounds, e.g. 1200 or 1,250.50"),
      );
    }
    expect(calls).toEqual([]);
  });

  it("records the amount in pence with an idempotency key, reused when the same submit is retried", async () => {
    const keys: (string | null)[] = [];
    let attempts = 0;
    const calls = stubApi({
      "POST /api/tenancies/t-2/payments": (req) => {
        keys.push(req.headers.get("idempotency-key"));
        attempts++;
        if (attempts === 1) return apiError(503, "unavailable", "Keyhold is busy. Try again in a moment.");
        return Response.json({ payment: payment({ amount: 125_050 }), tenancy: tenancy() }, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderPage(<PaymentForm tenancy={tenancy({ id: "t-2" })} mode="record" />);
    const amount = screen.getByLabelText("Amount (£)");
    await user.clear(amount);
    await user.type(amount, "1,250.50");
    await user.type(screen.getByLabelText(/^Reference/), "JUNE-RENT");

    await user.click(screen.getByRole("button", { name: "Record payment" }));
    await waitFor(() =>
      expect(getToast()).toMatchObject({
        title: "Error",
        description: "Keyhold is busy. Try again in a moment.",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    await waitFor(() => expect(getToast()).toMatchObject({ title: "Payment recorded" }));
    expect(getToast()?.description).toBe("£1,250.50 added to the ledger.");

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls[1]?.body).toEqual({
      amount: 125_050,
      paidOn: today(),
      method: "bank_transfer",
      reference: "JUNE-RENT",
      note: "",
    });
  });

  it("takes a fresh key for the next payment once one is saved", async () => {
    const keys: (string | null)[] = [];
    stubApi({
      "POST /api/tenancies/t-3/payments/report": (req) => {
        keys.push(req.headers.get("idempotency-key"));
        return Response.json(
          { payment: payment({ status: "pending" }), tenancy: tenancy() },
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    renderPage(<PaymentForm tenancy={tenancy({ id: "t-3" })} mode="report" />);
    await user.click(screen.getByRole("button", { name: "Report payment" }));
    await waitFor(() => expect(getToast()).toMatchObject({ title: "Payment reported" }));
    await user.click(screen.getByRole("button", { name: "Report payment" }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("shows the server's field error on the field and its message otherwise", async () => {
    let answer = apiError(400, "validation_error", "Check the highlighted fields", {
      paidOn: "The payment date can't be before the tenancy starts",
    });
    stubApi({ "POST /api/tenancies/t-4/payments": () => answer });
    const user = userEvent.setup();
    renderPage(<PaymentForm tenancy={tenancy({ id: "t-4" })} mode="record" />);
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText("Paid on"))).toBe(
        "The payment date can't be before the tenancy starts",
      ),
    );

    answer = apiError(409, "tenancy_ended", "This tenancy has ended: no more payments can be added.");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    await waitFor(() =>
      expect(getToast()).toMatchObject({
        title: "Error",
        description: "This tenancy has ended: no more payments can be added.",
        variant: "destructive",
      }),
    );
  });
});
