import { AppError } from "@shared/errors";
/**
 * The public reads a server-rendered page may make (the SsrRender contract): the same services
 * and the same query parsing as the public API routes, called in process as a visitor who is not
 * signed in. Never a session: the HTML is the same for everyone, and holds only public rows.
 */
import { blogListQuerySchema } from "@shared/schemas/blogs";
import { listingQuerySchema } from "@shared/schemas/properties";
import type { PublicReads, QueryValues } from "@shared/ssr";
import type { Db } from "../db/client";
import { blogs } from "../features/blogs";
import { listing, propertyPage } from "../features/properties";
import { statusOf } from "../lib/errors";

/** The API's query strings: what the browser's client sends for the same values. */
const queryStrings = (q: QueryValues) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  );

/** Exactly the JSON the API would send (dates as strings, undefined left out). */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** null where the API answers 404. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.code === "not_found") return null;
    throw err;
  }
}

export function publicReads(db: Db): PublicReads {
  return {
    async listings(q) {
      const parsed = listingQuerySchema.safeParse(queryStrings(q));
      if (!parsed.success) return null;
      try {
        return asJson(await listing.listPublic(db, parsed.data));
      } catch (err) {
        // A stale or edited cursor, a page too deep: the page asks the API and shows its message.
        if (err instanceof AppError && statusOf(err) === 400) return null;
        throw err;
      }
    },
    // Counted as a view, as the API counts it: the browser will not ask again.
    property: (id) =>
      orNotFound(async () => JSON.parse((await propertyPage.viewPropertyAnonymous(db, id)).body)),
    async posts(q) {
      const parsed = blogListQuerySchema.safeParse(queryStrings(q));
      return parsed.success ? asJson(await blogs.listPublic(db, parsed.data)) : null;
    },
    post: (idOrSlug) => orNotFound(async () => asJson(await blogs.getPublic(db, idOrSlug))),
    blogTags: async () => ({ items: await blogs.publicTagCounts(db) }),
  };
}
