import type { PostedForm } from "@shared/ssr";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import {
  createBrowserRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
  matchRoutes,
  RouterProvider,
} from "react-router";
import { AuthProvider } from "./auth/AuthProvider";
import { sessionQueryKey } from "./auth/auth-api";
import { PostedFormContext } from "./lib/posted-form-context";
import { routes } from "./router";

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Marks the document once a server-rendered page has hydrated (`<html data-hydrated>`): before
 * that its buttons do nothing, so the browser tests wait for it (e2e/fixtures.ts). It wraps the
 * app rather than sit beside it: a sibling would change every useId below from the server's
 * (ids follow the tree's shape), and parts that find their server HTML by id would miss it.
 */
function HydratedMark({ on, children }: { on: boolean; children: ReactNode }) {
  useEffect(() => {
    if (on) document.documentElement.dataset.hydrated = "";
  }, [on]);
  return children;
}

const app = (
  router: ReturnType<typeof createBrowserRouter>,
  serverRendered: boolean,
  posted: PostedForm | null = null,
) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HydratedMark on={serverRendered}>
        <AuthProvider waitForSession={!serverRendered}>
          <PostedFormContext value={posted}>
            <RouterProvider router={router} />
          </PostedFormContext>
        </AuthProvider>
      </HydratedMark>
    </QueryClientProvider>
  </StrictMode>
);

interface SsrData {
  router: HydrationState & { errors: Record<string, { __type: string; [k: string]: unknown }> | null };
  /** The server's query cache: each query's key, data and when it was read (entry-server.tsx). */
  queries: { key: unknown[]; data: unknown; at: number }[];
  /** A refused form post the page was rendered again with (entry-server.tsx). */
  posted: PostedForm | null;
}

/** Route errors as the server sent them (entry-server.tsx), back as the objects the app checks. */
function reviveErrors(errors: SsrData["router"]["errors"]): HydrationState["errors"] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      e.__type === "RouteErrorResponse"
        ? new ErrorResponse(e.status as number, e.statusText as string, e.data)
        : new Error(String(e.message)),
    ]),
  );
}

/**
 * A server-rendered page (src/server/ssr) carries its router state and query cache: take both,
 * load the matched lazy pages first (so the first render is the server's), then hydrate.
 * Anything else (the signed-in app, the dev server) renders from scratch.
 */
export async function start() {
  const container = document.getElementById("root")!;
  const ssr = document.getElementById("ssr-data");
  if (!ssr?.textContent) {
    createRoot(container).render(app(createBrowserRouter(routes), false));
    return;
  }
  const data = JSON.parse(ssr.textContent) as SsrData;
  for (const q of data.queries) queryClient.setQueryData(q.key, q.data, { updatedAt: q.at });
  // The server renders a page only for a request without a session cookie (src/server/ssr), so
  // the visitor is known to be signed out: no session request, and no second render of the
  // whole page when it answers. Coming back to the tab checks again (AuthProvider).
  queryClient.setQueryData(sessionQueryKey, { user: null });
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, {
    hydrationData: { ...data.router, errors: reviveErrors(data.router.errors) },
  });
  // In a transition, React hydrates in slices that yield to the browser (as Next.js does) instead
  // of one long task: the page stays responsive to input while it hydrates.
  startTransition(() => {
    hydrateRoot(container, app(router, true, data.posted));
  });
}
