import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

/** The chart period as the analytics endpoints take it (see useRange in components/charts). */
export type RangeParams = { range: "3m" | "6m" | "12m" | "custom"; from?: string; to?: string };

export const analyticsKeys = {
  all: ["analytics"] as const,
  admin: (r: RangeParams) => ["analytics", "admin", r] as const,
  agent: (r: RangeParams) => ["analytics", "agent", r] as const,
  portfolioRents: ["analytics", "portfolio-rents"] as const,
};

/** Platform figures for admins; agents get the same shape scoped to their portfolio. */
export function useAdminAnalytics(range: RangeParams, enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.admin(range),
    queryFn: () => data(api.GET("/api/analytics/admin", { params: { query: range } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useAgentAnalytics(range: RangeParams, enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.agent(range),
    queryFn: () => data(api.GET("/api/analytics/agent", { params: { query: range } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The caller's homes, each against the median asking rent of similar published listings. */
export function usePortfolioRents() {
  return useQuery({
    queryKey: analyticsKeys.portfolioRents,
    queryFn: () => data(api.GET("/api/analytics/portfolio-rents")),
  });
}
