import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

export interface AuditFilters {
  actor: string;
  action: string;
  entity: string;
  from: string;
  to: string;
  page: number;
}

export const auditKeys = {
  all: ["audit"] as const,
  facets: ["audit", "facets"] as const,
  list: (f: AuditFilters) => ["audit", "list", f] as const,
};

/** The actions and entities that occur in the log, for the filter menus. */
export function useAuditFacets() {
  return useQuery({
    queryKey: auditKeys.facets,
    queryFn: () => data(api.GET("/api/admin/audit-logs/facets")),
  });
}

export function useAuditLog(f: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(f),
    queryFn: () =>
      data(
        api.GET("/api/admin/audit-logs", {
          params: {
            query: {
              actor: f.actor || undefined,
              action: f.action || undefined,
              entity: f.entity || undefined,
              from: f.from || undefined,
              to: f.to || undefined,
              page: f.page,
              pageSize: 25,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
