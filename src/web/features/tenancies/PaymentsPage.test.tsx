import type { PaymentListItem } from "@shared/schemas/tenancies";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import PaymentsPage from "./PaymentsPage";
import { payment } from "./tenancies.factories";

function row(over: Partial<PaymentListItem> = {}): PaymentListItem {
  return {
    ...payment(),
    tenancy: { id: "t-1", propertyTitle: "Garden flat near the park", tenantName: "Tara Tenant" },
    ...over,
  };
}

function stubPayments(items: PaymentListItem[], total = items.length) {
  return stubApi({ "GET /api/payments": () => ({ items, total }) });
}

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith("/api/payments")).map((c) => c.path);

function renderAt(path: string) {
  return renderPage(asUser(signedInUser("landlord"), <PaymentsPage />), {
    path,
    route: "/landlord/payments",
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the payments page", () => {
  it("lists the API's payments with their tenancy and the actions each allows, 25 a page", async () => {
    const calls = stubPayments(
      [
        row({ id: "pay-1", status: "pending", reference: "RENT-NOV" }),
        row({ id: "pay-2", status: "completed" }),
      ],
      30,
    );
    const { router } = renderAt("/landlord/payments");
    const rows = await screen.findAllByTestId("payment-row");
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole("link", { name: "Garden flat near the park" }).getAttribute("href"),
    ).toBe("/landlord/tenancies/t-1");
    expect(within(rows[0]!).getByText("RENT-NOV")).toBeTruthy();
    expect(within(rows[0]!).getByText("Pending")).toBeTruthy();
    expect(within(rows[0]!).getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(within(rows[1]!).getByRole("button", { name: "Refund" })).toBeTruthy();
    expect(screen.getByText("Showing 1–25 of 30 payments")).toBeTruthy();
    expect(listCalls(calls)).toEqual(["/api/payments?page=1&pageSize=25"]);
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() => expect(listCalls(calls)).toContain("/api/payments?page=2&pageSize=25"));
  });

  it("puts the status filter in the URL and asks for it from page 1", async () => {
    const calls = stubPayments([row()], 30);
    const { router } = renderAt("/landlord/payments?page=2");
    await screen.findAllByTestId("payment-row");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "pending" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=pending"));
    await waitFor(() =>
      expect(listCalls(calls)).toContain("/api/payments?page=1&pageSize=25&status=pending"),
    );
  });

  it("with no payments, says how they get here", async () => {
    stubPayments([]);
    renderAt("/landlord/payments");
    expect(await screen.findByText("No payments yet")).toBeTruthy();
    expect(
      screen.getByText("Payments appear here when you record them on a tenancy or a tenant reports one."),
    ).toBeTruthy();
  });

  it("with a status that matches nothing, says so", async () => {
    stubPayments([]);
    renderAt("/landlord/payments?status=refunded");
    expect(await screen.findByText("No payments with this status")).toBeTruthy();
  });
});
