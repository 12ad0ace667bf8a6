import type { ComplianceSettings } from "@shared/schemas/compliance-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";
import { type ClockFilters, complianceKeys } from "@web/lib/compliance-keys";
import { tenancyKeys } from "@web/lib/tenancy-keys";

type ClockQuery = NonNullable<paths["/api/compliance/duties"]["get"]["parameters"]["query"]>;

export type { ClockFilters } from "@web/lib/compliance-keys";
export { complianceKeys } from "@web/lib/compliance-keys";

const noRetryOn4xx = (count: number, err: Error) =>
  !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2;

/** The statutory clock: every duty of the caller's homes, filtered (the server checks the values). */
export function useClock(filters: ClockFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as ClockFilters;
  return useQuery({
    queryKey: complianceKeys.clock(query),
    queryFn: () =>
      data(
        api.GET("/api/compliance/duties", {
          params: { query: query as ClockQuery },
        }),
      ),
    placeholderData: (prev) => prev,
    retry: noRetryOn4xx,
  });
}

/**
 * The staff list of deposits needing attention (GET /api/deposits/attention), under the tenancies'
 * key so a deposit recorded on a tenancy refreshes it.
 */
export function useDepositAttention() {
  return useQuery({
    queryKey: tenancyKeys.depositAttention,
    queryFn: async () => (await data(api.GET("/api/deposits/attention"))).items,
  });
}

/** One home's duties and score. */
export function useHomeCompliance(propertyId: string) {
  return useQuery({
    queryKey: complianceKeys.home(propertyId),
    queryFn: () => data(api.GET("/api/compliance/homes/{propertyId}", { params: { path: { propertyId } } })),
    retry: noRetryOn4xx,
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: complianceKeys.feed,
    queryFn: async () => (await data(api.GET("/api/compliance/calendar-feed"))).feed,
  });
}

export function useCreateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await data(api.POST("/api/compliance/calendar-feed"))).feed,
    onSuccess: () => qc.invalidateQueries({ queryKey: complianceKeys.feed }),
  });
}

export function useRevokeCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await data(api.DELETE("/api/compliance/calendar-feed"))).feed,
    onSuccess: () => qc.invalidateQueries({ queryKey: complianceKeys.feed }),
  });
}

export function useComplianceSettings() {
  return useQuery({
    queryKey: complianceKeys.settings,
    queryFn: async () => (await data(api.GET("/api/compliance/settings"))).settings,
  });
}

export function useSaveComplianceSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ComplianceSettings) =>
      (await data(api.PUT("/api/compliance/settings", { body }))).settings,
    onSuccess: (settings) => qc.setQueryData(complianceKeys.settings, settings),
  });
}
