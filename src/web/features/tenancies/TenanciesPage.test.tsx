import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import TenanciesPage from "./TenanciesPage";
import { tenancy } from "./tenancies.factories";

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith("/api/tenancies")).map((c) => c.path);

function renderAt(path: string) {
  return renderPage(asUser(signedInUser("landlord"), <TenanciesPage />), {
    path,
    route: "/landlord/tenancies",
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the tenancies list", () => {
  it("lists the API's tenancies with rent, balance and what is due, without pages", async () => {
    const calls = stubApi({
      "GET /api/tenancies": () => ({
        items: [
          tenancy({
            summary: {
              ...tenancy().summary,
              balanceMinor: 60_000,
              arrearsMinor: 60_000,
              daysOverdue: 12,
              nextDue: { dueDate: "2026-12-01", amountMinor: 120_000 },
            },
          }),
          tenancy({
            id: "t-2",
            property: { ...tenancy().property, title: "Corner house" },
            tenant: null,
            invitation: { email: "new@example.com", expiresAt: "2026-12-31T00:00:00.000Z" },
          }),
        ],
      }),
    });
    renderAt("/landlord/tenancies");
    const table = await screen.findByRole("table", { name: "Tenancies" });
    expect(within(table).getByRole("link", { name: "Garden flat near the park" }).getAttribute("href")).toBe(
      "/landlord/tenancies/t-1",
    );
    expect(within(table).getByText("Tara Tenant")).toBeTruthy();
    expect(within(table).getByText("£600 owed")).toBeTruthy();
    expect(within(table).getByText("12 days overdue")).toBeTruthy();
    expect(within(table).getByText(/^£1,200 on /)).toBeTruthy();
    expect(within(table).getByText("Invited")).toBeTruthy();
    expect(within(table).getByText("new@example.com")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    expect(listCalls(calls)).toEqual(["/api/tenancies"]);
  });

  it("puts the status and the search in the URL and asks for them", async () => {
    const calls = stubApi({ "GET /api/tenancies": () => ({ items: [tenancy()] }) });
    const { router } = renderAt("/landlord/tenancies");
    await screen.findByRole("table", { name: "Tenancies" });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "active" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=active"));
    fireEvent.change(screen.getByLabelText("Search tenancies"), { target: { value: "LS1" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=active&q=LS1"));
    await waitFor(() => expect(listCalls(calls)).toContain("/api/tenancies?q=LS1&status=active"));
  });

  it("shows one property's tenancies until asked for every property", async () => {
    const calls = stubApi({ "GET /api/tenancies": () => ({ items: [tenancy()] }) });
    const { router } = renderAt("/landlord/tenancies?propertyId=p-1");
    await screen.findByRole("table", { name: "Tenancies" });
    expect(listCalls(calls)).toEqual(["/api/tenancies?propertyId=p-1"]);
    fireEvent.click(screen.getByRole("button", { name: "Show every property" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(listCalls(calls)).toContain("/api/tenancies"));
  });

  it("with no tenancies, names the next step: invite the first tenant", async () => {
    stubApi({ "GET /api/tenancies": () => ({ items: [] }) });
    renderAt("/landlord/tenancies");
    expect(await screen.findByText("No tenancies yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Invite your first tenant" }).getAttribute("href")).toBe(
      "/landlord/tenancies/new",
    );
  });

  it("with a filter that matches nothing, suggests another search", async () => {
    stubApi({ "GET /api/tenancies": () => ({ items: [] }) });
    renderAt("/landlord/tenancies?status=ended");
    expect(await screen.findByText("No tenancies match")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Invite your first tenant" })).toBeNull();
  });
});
