import { parseMoney } from "@shared/money";
import type { ListingParams } from "./api-public";
import type { ListingFilterValues } from "./ListingSearchForm";

export const LISTING_PAGE_SIZE = 12;
/** Pounds in the URL (shareable, readable); pence for the API. */
const toPence = (pounds: string) => parseMoney(pounds) ?? undefined;

/**
 * The search page's request (and query key) from its URL filters: one function for the page and
 * the server renderer, so the data the server puts in the page is found under the same key.
 */
export function listingParams(values: ListingFilterValues, page: number): ListingParams {
  return {
    q: values.q,
    city: values.city,
    minRent: toPence(values.minRent),
    maxRent: toPence(values.maxRent),
    minBeds: values.minBeds,
    type: values.type,
    furnished: values.furnished,
    availableBy: values.availableBy,
    sort: values.sort || "newest",
    page,
    pageSize: LISTING_PAGE_SIZE,
  };
}
