import type { AdminAnalytics } from "@shared/schemas/analytics";
import { screen, waitFor } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminAnalyticsPage from "./AdminAnalyticsPage";

function figures(over: Partial<AdminAnalytics> = {}): AdminAnalytics {
  return {
    scope: "platform",
    from: "2026-09-01",
    to: "2026-11-30",
    usersByRole: [{ key: "tenant", count: 3 }],
    signUps: [{ month: "2026-11", value: 2 }],
    waitlist: [{ month: "2026-11", value: 0 }],
    totals: { users: 1234, suspended: 1, waitlist: 4, contactMessages: 5 },
    propertiesByStatus: [
      { key: "let", count: 2 },
      { key: "draft", count: 1 },
    ],
    propertiesByCity: [{ key: "Leeds", count: 3 }],
    payments: [{ month: "2026-11", count: 2, amount: 150000 }],
    tickets: [{ month: "2026-11", value: 1 }],
    resolution: [{ month: "2026-11", value: 30 }],
    ticketTotals: { opened: 7, resolved: 6, medianResolutionHours: 30 },
    ...over,
  };
}

// Recharts needs a layout jsdom does not have; the chart cards' data tables carry the same figures.
vi.mock("@web/components/charts/series-charts", async (actual) => ({
  ...(await actual<typeof import("@web/components/charts/series-charts")>()),
  MonthlyLine: () => null,
  CategoryBars: () => null,
}));

afterEach(() => vi.unstubAllGlobals());

const kpi = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("admin analytics page (analytics frame)", () => {
  it("asks for the period in the URL and shows the platform KPIs", async () => {
    const calls = stubApi({ "GET /api/analytics/admin": () => figures() });
    renderPage(<AdminAnalyticsPage />, { path: "/admin/analytics?range=3m", route: "/admin/analytics" });
    expect(await screen.findByRole("heading", { name: "Platform analytics", level: 1 })).toBeTruthy();
    await waitFor(() => expect(kpi("Accounts")).toBe("1,234"));
    expect(kpi("Properties")).toBe("3");
    expect(kpi("Rent received in period")).toBe("£1,500");
    expect(kpi("Median time to resolve")).toContain("30 h");
    expect(calls.map((c) => c.path)).toEqual(["/api/analytics/admin?range=3m"]);
  });

  it("shows an agent's portfolio without the platform figures", async () => {
    stubApi({ "GET /api/analytics/admin": () => figures({ scope: "agent" }) });
    renderPage(<AdminAnalyticsPage />, { path: "/admin/analytics", route: "/admin/analytics" });
    expect(await screen.findByRole("heading", { name: "Portfolio analytics", level: 1 })).toBeTruthy();
    expect(screen.queryByText("Accounts")).toBeNull();
    expect(screen.getByText(/^The properties you manage, from/)).toBeTruthy();
  });

  it("shows the server's message when the figures fail", async () => {
    stubApi({
      "GET /api/analytics/admin": () =>
        Response.json({ error: { code: "forbidden", message: "Not for you" } }, { status: 403 }),
    });
    renderPage(<AdminAnalyticsPage />, { path: "/admin/analytics", route: "/admin/analytics" });
    expect((await screen.findByRole("alert")).textContent).toBe("Not for you");
  });
});
