import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

type RangeParams = { range: "3m" | "6m" | "12m" | "custom"; from?: string; to?: string };

/**
 * The dashboards' endpoints. The admin home's three-month summary reads the admin analytics
 * endpoint under the analytics feature's key shape (["analytics", "admin", range]), so it shares
 * that page's cache without importing the feature.
 */
export const dashboardKeys = {
  all: ["dashboards"] as const,
  landlord: (r: RangeParams) => ["dashboards", "landlord", r] as const,
  agent: ["dashboards", "agent"] as const,
};

/** A landlord's KPIs, rent due against collected per month and what needs attention. */
export function useLandlordDashboard(range: RangeParams, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.landlord(range),
    queryFn: () => data(api.GET("/api/dashboards/landlord", { params: { query: range } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** An agent's portfolio per landlord, SLA breaches, latest enquiries and what needs attention. */
export function useAgentDashboard() {
  return useQuery({
    queryKey: dashboardKeys.agent,
    queryFn: () => data(api.GET("/api/dashboards/agent")),
  });
}

/** The platform figures of a period, as the admin analytics page shows them. */
export function useAdminSummary(range: RangeParams) {
  return useQuery({
    queryKey: ["analytics", "admin", range] as const,
    queryFn: () => data(api.GET("/api/analytics/admin", { params: { query: range } })),
    placeholderData: keepPreviousData,
  });
}
