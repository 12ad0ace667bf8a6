/**
 * Rendered public pages kept for a few seconds: a page is the same for every visitor without a
 * session (ssr/reads.ts reads only public rows), so the next visitor to the same URL gets the
 * same HTML, compressed once, without rendering it again. Every instance forgets them all at once
 * on a listing or blog write (the cluster bus), and each after LISTING_CACHE_TTL_MS at most.
 */
import type { PublicReads } from "@shared/ssr";
import type { Db } from "../db/client";
import { recordListingView } from "../features/analytics";
import { BLOGS_CHANNEL } from "../features/blogs";
import { LISTING_CACHE_TTL_MS, LISTINGS_CHANNEL } from "../features/properties";
import { busCache } from "../lib/bus-cache";
import type { PrecompressedBody } from "../lib/compression";

export interface KeptPage {
  html: PrecompressedBody;
  /** The listings the page shows as a property page: each showing counts as a view. */
  views: string[];
}

/** Longer URLs (odd query strings) are rendered each time rather than fill the cache. */
export const MAX_KEPT_URL_LENGTH = 512;

export const keptPages = (db: Db) =>
  busCache<KeptPage>(db, "ssr-pages", {
    channel: [LISTINGS_CHANNEL, BLOGS_CHANNEL],
    ttlMs: LISTING_CACHE_TTL_MS,
    max: 200,
  });

/** The page's cache key (its path and query as asked), or null when too long to keep. */
export const pageKey = (pathAndQuery: string): string | null =>
  pathAndQuery.length <= MAX_KEPT_URL_LENGTH ? pathAndQuery : null;

/** The reads, noting each listing shown as a property page into `views`. */
export function notingViews(reads: PublicReads, views: string[]): PublicReads {
  return {
    ...reads,
    async property(id) {
      const found = await reads.property(id);
      if (found) views.push(found.property.id);
      return found;
    },
  };
}

/** A kept page shown again is a view again, as the API counts every anonymous property page. */
export async function countViews(db: Db, page: KeptPage): Promise<void> {
  for (const id of page.views) await recordListingView(db, id, null);
}
