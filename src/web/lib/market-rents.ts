import type { MarketRents } from "@shared/schemas/dashboards";
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { api, data } from "./api-client";
import { useSearchState } from "./use-search-state";

type Period = { range: "3m" | "6m" | "12m" | "custom"; from?: string; to?: string };
type RentsQuery = Period & { city: string; bedrooms?: number };
type MarketCities = { items: { city: string; count: number }[] };

/**
 * Market rents are public figures shown on the services page and in the analytics pages (two
 * features), so their queries live here and the panel that shows them (components/market-rents)
 * takes them as props.
 */
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

/** What the market rents panel shows: the cities, the figures, and the choice kept in the URL. */
export interface MarketRentsView {
  cities: UseQueryResult<MarketCities, Error>;
  rents: UseQueryResult<MarketRents, Error>;
  /** The city asked for (?city=), or the one with the most listings. */
  city: string;
  /** ?beds=: "" for any size, "0" for a studio. */
  beds: string;
  set: (patch: { city?: string; beds?: string }) => void;
}

/**
 * The panel's data for a period (the page's RangePicker): city and bedrooms live in the URL
 * (?city=…&beds=…); without a city, the first of the cities list.
 */
export function useMarketRentsView(period: { params: Period; ready: boolean }): MarketRentsView {
  const { values, set } = useSearchState(["city", "beds"] as const);
  const cities = useMarketCities();
  const city = values.city || cities.data?.items[0]?.city || "";
  const rents = useMarketRents(
    { ...period.params, city, ...(values.beds ? { bedrooms: Number(values.beds) } : {}) },
    Boolean(city) && period.ready,
  );
  return { cities, rents, city, beds: values.beds, set };
}
