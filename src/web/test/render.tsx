import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

/**
 * Renders a page or form as the app does (fresh query cache, a router at `path`), for Testing
 * Library component tests. The network is the test's own `fetch` stub (see `stubApi`): the
 * server's behaviour is covered by the API suite against the real database.
 */
export function renderPage(
  ui: ReactElement,
  { path = "/", route = path }: { path?: string; route?: string } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>{<RouterProvider router={router} />}</QueryClientProvider>,
    ),
  };
}

type Handler = (req: Request) => unknown | Response | Promise<unknown | Response>;

/**
 * Answers /api calls by "METHOD /api/path" (exact path, no query string); anything else is a 404.
 * A handler returns a Response, or a value sent as 200 JSON. Returns the requests made.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req =
        input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
      const url = new URL(req.url);
      const text = req.method === "GET" ? "" : await req.clone().text();
      calls.push({
        method: req.method,
        path: url.pathname + url.search,
        body: text ? JSON.parse(text) : undefined,
      });
      const handler = routes[`${req.method} ${url.pathname}`];
      if (!handler)
        return Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
      const out = await handler(req);
      return out instanceof Response ? out : Response.json(out);
    }),
  );
  return calls;
}
