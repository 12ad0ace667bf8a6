/**
 * The server renderer of the public pages (built by `vite build --ssr` to dist/server; the server
 * loads it in src/server/ssr). The same routes and providers as start.tsx, as an anonymous visitor:
 * the page's data comes from the server's reads through server-only loaders (ssr-loaders.ts).
 */
import { isStaticPublicPage, routeModuleFor } from "@shared/route-modules";
import { canonicalRedirect, type SsrHead, type SsrInput, type SsrPage, type SsrRedirect } from "@shared/ssr";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { AuthProvider } from "./auth/AuthProvider";
import { sessionQueryKey } from "./auth/auth-api";
import { type HeadCollector, HeadContext } from "./lib/head";
import { PostedFormContext } from "./lib/posted-form-context";
import { site } from "./lib/site";
import { routes } from "./router";
import { type SsrLoadContext, ssrLoaders } from "./ssr-loaders";

/** Public pages the client renders itself: they depend on who is signed in. */
const clientOnly = new Set(["/login", "/register"]);

/**
 * The app's routes with the server-only loaders attached to the top-level public pages. Same
 * shape (so the same route ids) as the browser's routes.
 */
function withLoaders(list: RouteObject[], depth: number): RouteObject[] {
  return list.map((route) => {
    const children = route.children ? withLoaders(route.children, depth + 1) : undefined;
    const key = route.index ? "" : route.path;
    const load = depth === 2 && key !== undefined ? ssrLoaders[key] : undefined;
    return {
      ...route,
      ...(children ? { children } : {}),
      ...(load
        ? {
            loader: (args: LoaderFunctionArgs) => load(args, args.context as unknown as SsrLoadContext),
          }
        : {}),
    } as RouteObject;
  });
}

const handler = createStaticHandler(withLoaders(routes, 0));

/** Route errors in the shape the browser revives (start.tsx): only route error responses are sent. */
function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, err] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(err)
      ? { __type: "RouteErrorResponse", status: err.status, statusText: err.statusText, data: err.data }
      : { __type: "Error", message: "Something went wrong while showing this page." };
  }
  return out;
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export async function render(input: SsrInput): Promise<SsrPage | SsrRedirect | null> {
  // One site configuration per server process: the module-level `site` takes the server's.
  Object.assign(site, input.site);
  const url = new URL(input.url);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
  const loadContext: SsrLoadContext = { queryClient, reads: input.reads };
  const context = await handler.query(new Request(url), {
    requestContext: loadContext as never,
  });
  if (context instanceof Response) return canonicalRedirect(context.status, context.headers.get("Location"));
  const leaf = context.matches.at(-1);
  // Only the public pages and the top-level 404; the signed-in app stays client-rendered.
  const topLevelNotFound = context.matches.length === 3 && leaf?.route.path === "*";
  const isPublic =
    !clientOnly.has(url.pathname.replace(/\/+$/, "") || "/") && routeModuleFor(url.pathname) !== undefined;
  if (!topLevelNotFound && !isPublic) return null;

  const collector: HeadCollector = { origin: input.publicUrl, jsonLd: [], links: [] };
  const router = createStaticRouter(handler.dataRoutes, context);
  // Rendered to the end before anything is sent: the head needs what the page collected, and a
  // finished tree needs no inline scripts to reveal parts (the CSP allows none).
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <HeadContext value={collector}>
        <AuthProvider waitForSession={false}>
          <PostedFormContext value={input.posted ?? null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PostedFormContext>
        </AuthProvider>
      </HeadContext>
    </QueryClientProvider>,
    // Never move a large finished part out of line (that needs a script to put it back).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const body = await new Response(prelude).text();
  const status = collector.status ?? (topLevelNotFound ? 404 : context.statusCode);
  const head: SsrHead = {
    title: collector.title,
    description: collector.description,
    canonical: collector.meta?.url ?? `${input.publicUrl}${url.pathname === "/" ? "/" : url.pathname}`,
    meta: collector.meta ?? {},
    jsonLd: status === 200 ? collector.jsonLd : [],
    links: status === 200 ? collector.links : [],
  };
  // A static public page hydrates only its islands (src/web/islands.tsx), which need no data. A
  // read it did not finish here would never come in the browser: refused, and the server sends the
  // client-rendered app instead (src/server/ssr/page.ts logs it). Decision 0014.
  if (isStaticPublicPage(url.pathname)) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      // The session's read: the visitor is known to be signed out (islands.tsx reads no session).
      .filter((q) => q.state.status === "pending" && q.queryKey[0] !== sessionQueryKey[0])
      .map((q) => JSON.stringify(q.queryKey));
    if (waiting.length)
      throw new Error(
        `${url.pathname} is a static public page but reads ${waiting.join(", ")} in the browser: take it out of staticPublicPages`,
      );
    return { status, body, head, data: "{}", islands: true };
  }
  const data = scriptJson({
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    // A refused form post, shown again: the browser hydrates the form with the same refusal.
    posted: input.posted ?? null,
    // The cache as start.tsx puts it back (setQueryData with the same time): the answers read.
    queries: queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === "success")
      .map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt })),
  });
  return { status, body, head, data };
}
