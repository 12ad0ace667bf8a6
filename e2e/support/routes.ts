/** Every public route of the spec (original-spec section 2), kept independent of the app's own content module. */
export const serviceSubPages: Record<string, string[]> = {
  landlord: [
    "end-of-tenancy",
    "maintenance",
    "property-management",
    "rent-collection",
    "tenant-sourcing",
    "legal-compliance",
  ],
  tenant: [
    "end-of-tenancy",
    "rent-payment",
    "service-accommodation",
    "tenant-support",
    "maintenance-requests",
    "property-search",
  ],
  investor: [
    "financial-planning",
    "investment-management",
    "investment-strategy",
    "market-analysis",
    "portfolio-management",
    "property-acquisition",
  ],
  custom: ["security", "business", "management", "relations"],
};

export const serviceCategories = Object.keys(serviceSubPages);

export const publicRoutes: string[] = [
  "/",
  "/login",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions",
  "/services",
  ...serviceCategories.map((c) => `/services/${c}`),
  ...Object.entries(serviceSubPages).flatMap(([c, subs]) => subs.map((s) => `/services/${c}/${s}`)),
];
