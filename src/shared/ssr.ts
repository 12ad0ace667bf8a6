/**
 * The contract between the server and the web app's server renderer (src/web/entry-server.tsx,
 * built to dist/ssr): the server hands in the public reads (its own services, called in
 * process as an anonymous visitor) and gets back the page's body, head facts and status.
 */
import type { Paged } from "./schemas/admin";
import type { BlogDetail, BlogSummary, BlogTagCount } from "./schemas/blogs";
import type { Listing, PublicProperty } from "./schemas/properties";
import type { SiteConfig } from "./site";

/** Query values as the web app's hooks hold them (the API's query strings before parsing). */
export type QueryValues = Record<string, string | number | undefined>;

/**
 * What a server-rendered public page may read, each answering exactly what the matching public
 * API route answers to a visitor who is not signed in; null where that route answers 400 or 404.
 */
export interface PublicReads {
  /** GET /api/properties */
  listings(query: QueryValues): Promise<Paged<Listing> | null>;
  /** GET /api/properties/{id} (counted as a view, as the API counts it) */
  property(id: string): Promise<{ property: PublicProperty } | null>;
  /** GET /api/blogs */
  posts(query: QueryValues): Promise<Paged<BlogSummary> | null>;
  /** GET /api/blogs/{idOrSlug} */
  post(idOrSlug: string): Promise<{ post: BlogDetail; related: BlogSummary[] } | null>;
  /** GET /api/blog-tags */
  blogTags(): Promise<{ items: BlogTagCount[] }>;
}

/** The public forms a page may send itself, as a plain HTML form, before its script has run. */
export type PostedFormName = "enquiry" | "contact";

/** The query parameter of a page the server sends a visitor back to after taking their form. */
export const SENT_PARAM = "sent";

/** What `?sent=` says when the server took a form the browser posted itself (the form's thanks). */
export const sentOutcomes = { enquiry: "enquiry", message: "message", waitlist: "waitlist" } as const;

/**
 * A public form the browser sent itself (pressed before the page hydrated) that the server could
 * not take: the page is rendered again with what the visitor wrote and why it was refused. Only in
 * the answer to that visitor's own POST; never kept, never cached.
 */
export interface PostedForm {
  form: PostedFormName;
  /** What the visitor wrote, field by field, as the form sent it. */
  values: Record<string, string>;
  /** The rule each refused field broke, by field name. */
  fields: Record<string, string>;
  /** A refusal that is not about one field (too many messages, the home is let agreed...). */
  message?: string;
}

export interface SsrInput {
  /** The full request URL (path and query are what matter). */
  url: string;
  /** A refused form post, shown again on the page that sent it. */
  posted?: PostedForm;
  site: SiteConfig;
  /** PUBLIC_URL: canonical and Open Graph addresses are built on it. */
  publicUrl: string;
  reads: PublicReads;
}

export interface SsrHead {
  title?: string;
  description?: string;
  canonical: string;
  meta: { title?: string; description?: string; image?: string; url?: string; type?: string };
  jsonLd: object[];
  links: Record<string, string>[];
}

export interface SsrPage {
  status: number;
  /** The rendered app, for inside <div id="root">. */
  body: string;
  head: SsrHead;
  /** JSON for <script type="application/json" id="ssr-data">: router state and dehydrated queries. */
  data: string;
  /** A static public page: only the shell's parts hydrate (src/web/islands.tsx), so `data` is `{}`. */
  islands?: boolean;
}

/** A public address whose canonical form is another (an article by id: its slug). */
export interface SsrRedirect {
  status: 301 | 308;
  /** Path and query on the same origin. */
  location: string;
}

/**
 * A route's redirect to a page's canonical address, else null: permanent, and a path on this
 * origin only (not "//host" nor "/\host", which browsers read as another host).
 */
export function canonicalRedirect(status: number, location: string | null): SsrRedirect | null {
  if (status !== 301 && status !== 308) return null;
  return location && /^\/(?![/\\])/.test(location) ? { status, location } : null;
}

/**
 * Renders a public page, sends the visitor to its canonical address, or answers null when the
 * path is the signed-in app's (client-rendered).
 */
export type SsrRender = (input: SsrInput) => Promise<SsrPage | SsrRedirect | null>;
