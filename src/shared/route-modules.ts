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

/** The module of the first pattern matching the path (":name" matches one segment). */
export function routeModuleFor(pathname: string): string | undefined {
  const parts = pathname.replace(/\/+$/, "").split("/").slice(1);
  for (const [pattern, module] of publicRouteModules) {
    const want = pattern === "/" ? [] : pattern.split("/").slice(1);
    if (want.length === parts.length && want.every((w, i) => w.startsWith(":") || w === parts[i]))
      return module;
  }
  return undefined;
}
