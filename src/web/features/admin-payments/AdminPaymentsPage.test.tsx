import type { AdminPayment, AdminPaymentList } from "@shared/schemas/admin-payments";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminPaymentsPage from "./AdminPaymentsPage";

function payment(over: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: crypto.randomUUID(),
    tenancyId: crypto.randomUUID(),
    amount: 95000,
    currency: "GBP",
    paidOn: "2026-11-01",
    method: "bank_transfer",
    status: "completed",
    reference: "NOV-RENT",
    propertyId: "p1",
    propertyTitle: "Flat 2, Park Row",
    landlordId: "l1",
    landlordName: "Lena Landlord",
    tenantName: "Tom Tenant",
    ...over,
  };
}

function list(items: AdminPayment[]): AdminPaymentList {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    totals: { count: items.length, completed: 95000, pending: 0, failed: 0, refunded: 0 },
  };
}

function stubPayments(items: AdminPayment[]) {
  return stubApi({
    "GET /api/admin/payments": () => list(items),
    "GET /api/manage/landlords": () => ({ items: [{ id: "l1", name: "Lena Landlord", email: "l@x.test" }] }),
  });
}

const paymentCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith("/api/admin/payments")).map((c) => c.path);

afterEach(() => vi.unstubAllGlobals());

describe("admin payments page (shared data list)", () => {
  it("sends the URL's filters and shows rows and totals", async () => {
    const calls = stubPayments([payment()]);
    renderPage(<AdminPaymentsPage />, {
      path: "/admin/payments?status=completed&landlordId=l1",
      route: "/admin/payments",
    });
    expect(await screen.findByText("Flat 2, Park Row")).toBeTruthy();
    expect(screen.getByText("NOV-RENT")).toBeTruthy();
    expect(screen.getByText("1 payments match")).toBeTruthy();
    expect(paymentCalls(calls)).toEqual(["/api/admin/payments?status=completed&landlordId=l1&page=1"]);
  });

  it("checks the dates before asking and blocks the export", async () => {
    const calls = stubPayments([]);
    renderPage(<AdminPaymentsPage />, {
      path: "/admin/payments?from=2026-02-01&to=2026-01-01",
      route: "/admin/payments",
    });
    // The landlord menu's request shows the page's queries have started.
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/manage/landlords"));
    expect((screen.getByRole("button", { name: /Export CSV/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(paymentCalls(calls)).toEqual([]);
  });

  it("searches by property once typing pauses, from page 1", async () => {
    const calls = stubPayments([payment()]);
    renderPage(<AdminPaymentsPage />, { path: "/admin/payments?page=2", route: "/admin/payments" });
    await screen.findByText("Flat 2, Park Row");
    fireEvent.change(screen.getByLabelText("Property"), { target: { value: "LS1" } });
    await waitFor(() => expect(paymentCalls(calls)).toContain("/api/admin/payments?property=LS1&page=1"));
  });
});
