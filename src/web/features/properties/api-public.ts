import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";

/**
 * The public half of the properties data layer (search and the property page), apart so the
 * home page and the public pages load no management code. api.ts re-exports it and holds the rest.
 * The properties feature's only way to the server. Every key starts with "properties", so another
 * feature whose change shows in property lists (a tenancy let or ended) refreshes them all by
 * invalidating `["properties"]`, without importing this file.
 */
export const propertyKeys = {
  all: ["properties"] as const,
  listings: (params: ListingParams) => ["properties", "listings", params] as const,
  listing: (id: string) => ["properties", "listing", id] as const,
  managedLists: ["properties", "managed"] as const,
  managed: (params: ListingParams) => ["properties", "managed", params] as const,
  managedOne: (id: string) => ["properties", "managed-one", id] as const,
  enquiries: ["properties", "enquiries"] as const,
  enquiryList: (params: ListingParams) => ["properties", "enquiries", params] as const,
  people: (kind: PeopleKind, q: string) => ["properties", "people", kind, q] as const,
};

/** Filters as they come from the URL: empty values are left out of the request. */
export type ListingParams = Record<string, string | number | undefined>;
export type PeopleKind = "agents" | "landlords";
type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

/**
 * The URL's filters for the typed client. They are the user's text, so the server (which answers
 * 400 on a bad value) checks them, not the type: hence the cast.
 */
export const query = <P extends keyof paths>(params: ListingParams) =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== ""),
  ) as unknown as QueryOf<P>;

export const notFoundNoRetry = (count: number, err: Error) =>
  !(err instanceof ApiRequestError && err.status === 404) && count < 2;

export function useListings(params: ListingParams) {
  return useQuery({
    queryKey: propertyKeys.listings(params),
    queryFn: () => data(api.GET("/api/properties", { params: { query: query<"/api/properties">(params) } })),
    placeholderData: keepPreviousData,
  });
}

export function usePublicProperty(id: string) {
  return useQuery({
    queryKey: propertyKeys.listing(id),
    queryFn: () => data(api.GET("/api/properties/{id}", { params: { path: { id } } })),
    retry: notFoundNoRetry,
  });
}
