/**
 * The listing search's fields and limits, without zod: the search page loads these, the schema
 * (schemas/listing-search.ts) checks them.
 */

/** The listing search's filters, in one order: the search form's URL keys and the server's query shapes. */
export const listingFilterFields = [
  "q",
  "city",
  "minRent",
  "maxRent",
  "minBeds",
  "type",
  "furnished",
  "availableBy",
] as const;

/** Totals are counted up to this many rows, then shown as "1,000+". */
export const COUNT_CAP = 1000;
/** Rows a page number may skip (OFFSET); deeper pages need a cursor. */
export const MAX_OFFSET_ROWS = 1000;
