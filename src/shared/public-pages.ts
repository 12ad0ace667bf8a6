/**
 * The public, indexable pages of the site (for the sitemap). The service slugs mirror
 * src/web/features/services/content.ts, which cannot be imported here (it carries React icons);
 * src/web/features/services/public-pages.test.ts fails when the two drift apart.
 */
export const staticPublicPaths = [
  "/",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions",
  "/services",
  "/properties",
  "/blogs",
] as const;

export const serviceCategoryPages: { slug: string; services: string[] }[] = [
  {
    slug: "landlord",
    services: [
      "end-of-tenancy",
      "maintenance",
      "property-management",
      "rent-collection",
      "tenant-sourcing",
      "legal-compliance",
    ],
  },
  {
    slug: "tenant",
    services: [
      "end-of-tenancy",
      "rent-payment",
      "service-accommodation",
      "tenant-support",
      "maintenance-requests",
      "property-search",
    ],
  },
  {
    slug: "investor",
    services: [
      "financial-planning",
      "investment-management",
      "investment-strategy",
      "market-analysis",
      "portfolio-management",
      "property-acquisition",
    ],
  },
  { slug: "custom", services: ["security", "business", "management", "relations"] },
];

/** Every static public path, service pages included. */
export function publicPagePaths(): string[] {
  return [
    ...staticPublicPaths,
    ...serviceCategoryPages.flatMap((c) => [
      `/services/${c.slug}`,
      ...c.services.map((s) => `/services/${c.slug}/${s}`),
    ]),
  ];
}
