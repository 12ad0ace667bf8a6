import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "./auth/AuthProvider";
import { sessionQueryKey } from "./auth/auth-api";
import { start } from "./islands";
import { Layout } from "./shell/Layout";
import { isCurrent } from "./shell/shell-link";
import { hydrationHarness } from "./test/hydration";

const h = hydrationHarness();

/** The real Layout as the server renders a static page for an anonymous visitor (entry-server.tsx). */
async function serverHtml(path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, { user: null });
  const handler = createStaticHandler([
    { path: "/", element: <Layout />, children: [{ path: "*?", element: <h1>Page</h1> }] },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthProvider waitForSession={false}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe("static page islands", () => {
  const errors = vi.fn();
  let followed: boolean[] = [];
  const record = (e: MouseEvent) => {
    // After React's handlers: whether the app kept the click, then stop jsdom's navigation.
    if ((e.target as Element).closest("a")) {
      followed.push(!e.defaultPrevented);
      e.preventDefault();
    }
  };
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(errors);
    errors.mockClear();
    followed = [];
    window.addEventListener("click", record);
    delete document.documentElement.dataset.hydrated;
    window.history.replaceState(null, "", "/about");
    localStorage.removeItem("cookieConsent");
  });
  afterEach(() => {
    window.removeEventListener("click", record);
    vi.restoreAllMocks();
  });

  it("hydrates the layout's shell parts over the server's HTML without a mismatch, and they work", async () => {
    h.container.innerHTML = await serverHtml("/about");
    const header = h.container.querySelector("header");
    await act(async () => start());
    expect(errors).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.hydrated).toBe("");
    // Hydrated in place, and the current page is marked as in the app.
    expect(h.container.querySelector("header")).toBe(header);
    const about = [...h.container.querySelectorAll("a")].find((a) => a.textContent === "About")!;
    expect(about.getAttribute("aria-current")).toBe("page");

    const toggle = h.container.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')!;
    await act(async () => toggle.click());
    const menu = h.container.querySelector("#mobile-menu")!;
    expect(menu.textContent).toContain("Create account");
    // No router: a link is the browser's to follow, and the server renders the next page.
    await act(async () => menu.querySelector<HTMLAnchorElement>('a[href="/properties"]')!.click());
    expect(followed).toEqual([true]);
    // The cookie banner, for a visitor who has not chosen yet: its code loads on demand, which in a
    // run keeping both cores busy took over a second. Waited for outside act (RTL's waitFor): inside
    // act, React holds the banner's render until act ends.
    await waitFor(() => expect(h.container.textContent).toContain("We use cookies"), { timeout: 10_000 });
  });
});

describe("isCurrent", () => {
  it("matches the path itself, and below it unless end or home", () => {
    expect(isCurrent("/properties", "/properties")).toBe(true);
    expect(isCurrent("/properties/", "/properties")).toBe(true);
    expect(isCurrent("/properties/12", "/properties")).toBe(true);
    expect(isCurrent("/properties/12", "/properties", true)).toBe(false);
    expect(isCurrent("/propertiesx", "/properties")).toBe(false);
    expect(isCurrent("/about", "/")).toBe(false);
    expect(isCurrent("/", "/")).toBe(true);
  });
});
