import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

type RentsQuery = {
  city: string;
  bedrooms?: number;
  range: "3m" | "6m" | "12m" | "custom";
  from?: string;
  to?: string;
};

/** Market rents are public figures shown on the services page and in the analytics pages. */
export const marketKeys = {
  all: ["market"] as const,
  cities: ["market", "cities"] as const,
  rents: (q: RentsQuery) => ["market", "rents", q] as const,
};

export function useMarketCities() {
  return useQuery({
    queryKey: marketKeys.cities,
    queryFn: () => data(api.GET("/api/market/cities")),
    staleTime: 5 * 60_000,
  });
}

export function useMarketRents(query: RentsQuery, enabled: boolean) {
  return useQuery({
    queryKey: marketKeys.rents(query),
    queryFn: () => data(api.GET("/api/market/rents", { params: { query } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}
