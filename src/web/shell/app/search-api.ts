import type { Role } from "@shared/permissions";
import type { SearchResults } from "@shared/schemas/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

export const searchKeys = {
  all: ["search"] as const,
  query: (q: string) => ["search", q] as const,
};

/** The global search's answer for `q` (at least 2 characters, else nothing is asked). */
export function useSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.query(q),
    queryFn: ({ signal }) => data(api.GET("/api/search", { params: { query: { q } }, signal })),
    enabled: q.length >= 2,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export interface SearchOption {
  id: string;
  kind: "Properties" | "Tenants" | "Tickets";
  label: string;
  detail: string;
  to: string;
}

/** The answer as the combobox's options, grouped by kind, each with the page it opens for the role. */
export function searchOptions(results: SearchResults, role: Role): SearchOption[] {
  return [
    ...results.properties.map((p) => ({
      id: `property-${p.id}`,
      kind: "Properties" as const,
      label: p.title,
      detail: [p.address, p.postcode].filter(Boolean).join(", "),
      to: role === "tenant" ? "/tenant" : `/${role}/properties/${p.id}`,
    })),
    ...results.tenants.map((t) => ({
      id: `tenant-${t.tenancyId}`,
      kind: "Tenants" as const,
      label: t.name,
      detail: `${t.email} · ${t.property}`,
      to: `/${role}/tenancies/${t.tenancyId}`,
    })),
    ...results.tickets.map((t) => ({
      id: `ticket-${t.id}`,
      kind: "Tickets" as const,
      label: `${t.reference} ${t.subject}`,
      detail: "",
      to: `/support/tickets/${t.id}`,
    })),
  ];
}
