import { createContext, useContext } from "react";

/** Open Graph / Twitter facts of a page; `url` is its canonical address. */
export interface PageMeta {
  title?: string;
  description?: string;
  image?: string;
  url?: string;
  type?: string;
}

/**
 * What a page puts in <head> when the server renders it. Pages feed it through the hooks below
 * while rendering (usePageTitle, useDocumentMeta, useStructuredData, useHeadLink); the server
 * turns it into tags (src/server/ssr). In the browser there is no collector: the hooks set the
 * title and tags from effects instead, so hydration never sees them.
 */
export interface HeadCollector {
  /** The site's public origin (PUBLIC_URL), for absolute canonical and image addresses. */
  origin: string;
  title?: string;
  description?: string;
  meta?: PageMeta;
  jsonLd: object[];
  /** Extra <link> tags as attribute maps (e.g. the cover image preload). */
  links: Record<string, string>[];
  /** The HTTP status the page asks for (404 from the 404 page). */
  status?: number;
}

export const HeadContext = createContext<HeadCollector | null>(null);

/** The collector while the server renders, null in the browser. */
export const useHeadCollector = () => useContext(HeadContext);

/** The site's public origin: PUBLIC_URL on the server, the page's own origin in the browser. */
export function useOrigin(): string {
  const head = useHeadCollector();
  return head?.origin ?? (typeof window === "undefined" ? "" : window.location.origin);
}

/** JSON-LD for crawlers; only server-rendered HTML carries it (crawlers read the first response). */
export function useStructuredData(data: object | null) {
  const head = useHeadCollector();
  if (head && data) head.jsonLd.push(data);
}

/** A <link> in the server-rendered head (a preload the browser should start before any script). */
export function useHeadLink(attrs: Record<string, string> | null) {
  const head = useHeadCollector();
  if (head && attrs) head.links.push(attrs);
}

/** The HTTP status of the server-rendered page (the 404 page answers 404 wherever it shows). */
export function useHttpStatus(status: number) {
  const head = useHeadCollector();
  if (head) head.status = status;
}
