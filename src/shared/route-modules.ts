/**
 * Public page paths and the lazy page module each one renders (relative to src/web). The server
 * uses it to preload a page's code with the HTML, so the page chunk does not wait for the entry
 * chunk to run; bench/budgets.ts uses it to measure each page's initial download.
 * Every module named here must be a lazy page in src/web/router.tsx (budgets fails otherwise).
 */
export const publicRouteModules: [pattern: string, module: string][] = [
  ["/", "features/home/HomePage.tsx"],
  ["/properties", "features/properties/PropertiesPage.tsx"],
  ["/properties/:id", "features/properties/PropertyDetailPage.tsx"],
  ["/blogs", "features/blogs/BlogsPage.tsx"],
  ["/blogs/:idOrSlug", "features/blogs/BlogPostPage.tsx"],
  ["/services", "features/services/ServicesPage.tsx"],
  ["/services/:category", "features/services/ServiceCategoryPage.tsx"],
  ["/services/:category/:service", "features/services/ServiceDetailPage.tsx"],
  ["/about", "features/about/AboutPage.tsx"],
  ["/contact", "features/contact/ContactPage.tsx"],
  ["/login", "features/auth/LoginPage.tsx"],
  ["/register", "features/auth/RegisterPage.tsx"],
  ["/privacy-policy", "features/legal/PrivacyPolicyPage.tsx"],
  ["/terms-and-conditions", "features/legal/TermsPage.tsx"],
];

/**
 * Public pages that only show content and links: sent as finished HTML whose shell parts (the
 * menu, back-to-top, the cookie banner) hydrate on their own (src/web/islands.tsx), so the router
 * and query cache a whole-page hydration needs never load there; a link is a page load, answered
 * by the server's rendering of the next page. Decision 0014. Patterns from the table above.
 */
export const staticPublicPages = new Set([
  "/",
  "/about",
  "/services",
  // Not "/services/:category": the investor services page carries the live rent check.
  "/services/:category/:service",
  // An article: a visit by id is sent to its slug by the server (ssr-loaders.ts).
  "/blogs/:idOrSlug",
  "/privacy-policy",
  "/terms-and-conditions",
]);

/** The first entry whose pattern matches the path (":name" matches one segment). */
function routeFor(pathname: string): [pattern: string, module: string] | undefined {
  const parts = pathname.replace(/\/+$/, "").split("/").slice(1);
  return publicRouteModules.find(([pattern]) => {
    const want = pattern === "/" ? [] : pattern.split("/").slice(1);
    return want.length === parts.length && want.every((w, i) => w.startsWith(":") || w === parts[i]);
  });
}

/** The module of the first pattern matching the path. */
export const routeModuleFor = (pathname: string): string | undefined => routeFor(pathname)?.[1];

/** Whether the path is one of the static public pages (served with islands, not the app). */
export function isStaticPublicPage(pathname: string): boolean {
  const route = routeFor(pathname);
  return route !== undefined && staticPublicPages.has(route[0]);
}
