import { parseMoney } from "@shared/money";
import type { ListingParams } from "./api-public";
import { type ListingFilterValues, listingFilterKeys } from "./ListingSearchForm";

export const LISTING_PAGE_SIZE = 12;
/** What the search page keeps in its URL: the filters, and the cursor of a page reached by "Next". */
export const listingStateKeys = [...listingFilterKeys, "cursor"] as const;
/** Pounds in the URL (shareable, readable); pence for the API. */
const toPence = (pounds: string) => parseMoney(pounds) ?? undefined;

/**
 * The search page's request (and query key) from its URL filters: one function for the page and
 * the server renderer, so the data the server puts in the page is found under the same key.
 */
export function listingParams(
  values: ListingFilterValues & { cursor?: string },
  page: number,
): ListingParams {
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
    cursor: values.cursor || undefined,
  };
}
