import "./zod-setup";
import { z } from "zod";
import { MAX_OFFSET_ROWS } from "../listing-search-limits";
import { furnishedOptions, type ListingSort, listingSorts, propertyTypes } from "../property-vocab";
import { pageQuery } from "./admin";
import { isoDate } from "./dates";

/**
 * The public listing search: its query (filters, sort, a page number or a cursor) and its answer.
 *
 * Shallow pages may be asked for by number (OFFSET, at most `MAX_OFFSET_ROWS` rows skipped); any
 * page may be reached with a cursor, the sort key and id of the row just before (or after) it,
 * which the database finds straight off the index whatever the depth (keyset pagination). Every
 * answer carries the cursors of the next and previous pages. Totals are counted up to
 * `COUNT_CAP`; beyond that the answer says "at least" (`totalCapped`).
 */

export { COUNT_CAP, listingFilterFields, MAX_OFFSET_ROWS } from "../listing-search-limits";

/** Where a cursor points: the next page starts after its row, the previous page ends before it. */
export type CursorDirection = "next" | "prev";

/** A decoded cursor: the sort it belongs to, the row's sort key and id, and the direction. */
export interface ListingCursor {
  sort: ListingSort;
  /** rent_pcm (pence) for the rent sorts; created_at as UTC ISO with microseconds for newest. */
  key: number | string;
  id: string;
  dir: CursorDirection;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** created_at exactly as the server writes it (microseconds, UTC). */
const timestampKey = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const cursorJson = z.object({
  s: z.enum(listingSorts),
  k: z.union([z.number().int().min(0).max(1_000_000_000), z.string().regex(timestampKey)]),
  i: z.string().regex(uuid),
  d: z.enum(["n", "p"]),
});

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (ch) => ch.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** An opaque, URL-safe cursor. */
export function encodeCursor(c: ListingCursor): string {
  return toBase64Url(JSON.stringify({ s: c.sort, k: c.key, i: c.id, d: c.dir === "next" ? "n" : "p" }));
}

/** The cursor, or null when the text is not one of ours (or was altered). */
export function decodeCursor(text: string): ListingCursor | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = cursorJson.safeParse(raw);
  if (!parsed.success) return null;
  const { s, k, i, d } = parsed.data;
  // The key must be of the sort's kind: a number for rent, a timestamp for newest.
  if ((s === "newest") !== (typeof k === "string")) return null;
  return { sort: s, key: k, id: i.toLowerCase(), dir: d === "n" ? "next" : "prev" };
}

const optionalInt = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} can't be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-GB")}`)
    .optional();

const BAD_CURSOR = "The page link is not valid or has expired: start again from the first page";

/** Public search. Rents are monthly equivalents in minor units (pence). */
export const listingQuerySchema = z
  .object({
    q: z.string().trim().max(100, "Search at most 100 characters").optional(),
    city: z.string().trim().max(80).optional(),
    minRent: optionalInt("Minimum rent", 100_000_000),
    maxRent: optionalInt("Maximum rent", 100_000_000),
    minBeds: optionalInt("Bedrooms", 50),
    type: z.enum(propertyTypes, { error: "Unknown property type" }).optional(),
    furnished: z.enum(furnishedOptions, { error: "Unknown furnishing" }).optional(),
    availableBy: isoDate().optional(),
    sort: z.enum(listingSorts, { error: "Sort by newest, rent_asc or rent_desc" }).default("newest"),
    page: pageQuery.page,
    pageSize: z.coerce.number().int().min(1).max(50, "Page size must be at most 50").default(12),
    cursor: z
      .string()
      .max(300, BAD_CURSOR)
      .optional()
      .transform((text, ctx) => {
        if (text === undefined || text === "") return undefined;
        const cursor = decodeCursor(text);
        if (cursor) return cursor;
        ctx.addIssue({ code: "custom", message: BAD_CURSOR });
        return z.NEVER;
      })
      .meta({
        description:
          "The `nextCursor` or `prevCursor` of an earlier answer with the same sort; `page` then only labels the page.",
      }),
  })
  .refine((q) => q.minRent === undefined || q.maxRent === undefined || q.minRent <= q.maxRent, {
    path: ["maxRent"],
    message: "The maximum rent must be at least the minimum",
  })
  .refine((q) => !q.cursor || q.cursor.sort === q.sort, {
    path: ["cursor"],
    message: "The page link belongs to another sort order: start again from the first page",
  })
  .refine((q) => q.cursor || (q.page - 1) * q.pageSize <= MAX_OFFSET_ROWS, {
    path: ["page"],
    message: `Pages beyond the first ${MAX_OFFSET_ROWS.toLocaleString("en-GB")} results are reached with "Next" (a cursor), not by number`,
  });
export type ListingQuery = z.input<typeof listingQuerySchema>;
export type ListingQueryParsed = z.output<typeof listingQuerySchema>;
