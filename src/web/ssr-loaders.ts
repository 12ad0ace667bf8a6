/**
 * Server-only route loaders: before the server renders a public page they put the page's data in
 * the TanStack Query cache under the keys the page's hooks read, from the server's own services
 * (`PublicReads`, as an anonymous visitor). The browser's routes have no loaders: the page arrives
 * with its data and the dehydrated cache, so nothing is fetched twice.
 */
import type { PublicReads } from "@shared/ssr";
import type { QueryClient } from "@tanstack/react-query";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { BLOG_PAGE_SIZE, blogKeys } from "./features/blogs/api-public";
import { homeKeys } from "./features/home/api";
import { propertyKeys } from "./features/properties/api-public";
import { listingParams, listingStateKeys } from "./features/properties/listing-params";

export interface SsrLoadContext {
  queryClient: QueryClient;
  reads: PublicReads;
}

type Loader = (args: LoaderFunctionArgs, ctx: SsrLoadContext) => Promise<null>;

/** A missing or unpublished page: the route error boundary shows the 404 page, with status 404. */
const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** Filters as useSearchState reads them from the URL. */
const searchValues = <K extends string>(url: URL, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, url.searchParams.get(k) ?? ""])) as Record<K, string>;
const pageOf = (url: URL) => Math.max(1, Number(url.searchParams.get("page")) || 1);

/** Fills one query when the read has an answer; without one the page fetches it itself, as before. */
async function fill<T>(client: QueryClient, key: readonly unknown[], read: Promise<T | null>) {
  const value = await read;
  if (value !== null) client.setQueryData(key, value);
  return value;
}

/** Loaders by route path (relative to the app's top level; "" is the home page). */
export const ssrLoaders: Record<string, Loader> = {
  "": async (_args, { queryClient, reads }) => {
    const [listingsKey, postsKey] = [homeKeys.newestListings, homeKeys.newestPosts];
    await Promise.all([
      fill(queryClient, listingsKey, reads.listings(listingsKey[2])),
      fill(queryClient, postsKey, reads.posts(postsKey[2])),
    ]);
    return null;
  },
  properties: async ({ request }, { queryClient, reads }) => {
    const url = new URL(request.url);
    const params = listingParams(searchValues(url, listingStateKeys), pageOf(url));
    await fill(queryClient, propertyKeys.listings(params), reads.listings(params));
    return null;
  },
  "properties/:id": async ({ params }, { queryClient, reads }) => {
    const id = params.id ?? "";
    if ((await fill(queryClient, propertyKeys.listing(id), reads.property(id))) === null) throw notFound();
    return null;
  },
  blogs: async ({ request }, { queryClient, reads }) => {
    const url = new URL(request.url);
    const tag = url.searchParams.get("tag") ?? "";
    const query = { tag: tag || undefined, page: pageOf(url), pageSize: BLOG_PAGE_SIZE };
    await Promise.all([
      fill(queryClient, blogKeys.published(query), reads.posts(query)),
      fill(queryClient, blogKeys.tags, reads.blogTags()),
    ]);
    return null;
  },
  "blogs/:idOrSlug": async ({ params, request }, { queryClient, reads }) => {
    const idOrSlug = params.idOrSlug ?? "";
    const found = await fill(queryClient, blogKeys.post(idOrSlug), reads.post(idOrSlug));
    if (found === null) throw notFound();
    // The slug is the article's address: a visit by id is sent there for good (search engines
    // keep one address; the browser's page does the same with navigate when it is the app's).
    if (found.post.slug !== idOrSlug)
      throw redirect(`/blogs/${encodeURIComponent(found.post.slug)}${new URL(request.url).search}`, 301);
    return null;
  },
};
