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

export type SweepRole = "admin" | "agent" | "landlord" | "tenant";

/** Ids of real rows a signed-in role can open, found through the API (see the a11y sweep). */
export interface DetailIds {
  property?: string;
  tenancy?: string;
  ticket?: string;
  blog?: string;
}

/** The staff pages landlords, agents and admins share under their own prefix (src/web/features/*\/routes.tsx). */
const staffPages = (base: string, ids: DetailIds) => [
  `${base}/properties`,
  `${base}/properties/enquiries`,
  // Only landlords and admins add properties; an agent is sent back to the list with a toast.
  ...(base === "/agent" ? [] : [`${base}/properties/new`]),
  `${base}/properties/${ids.property}`,
  `${base}/tenancies`,
  `${base}/tenancies/new`,
  `${base}/tenancies/${ids.tenancy}`,
  `${base}/compliance`,
];

/** Pages every signed-in user has (router.tsx "signedIn" and the support feature). */
const everyone = (ids: DetailIds) => [
  "/profile",
  "/support",
  "/support/tickets",
  "/support/tickets/create",
  `/support/tickets/${ids.ticket}`,
];

const blogPages = (base: string, ids: DetailIds) => [base, `${base}/new`, `${base}/${ids.blog}`];

/**
 * Every signed-in page of each role, as src/web/router.tsx and the features' routes.tsx mount them,
 * with detail pages opened on real seeded rows. Keep in step with the router when pages are added.
 */
export function signedInRoutes(role: SweepRole, ids: DetailIds): string[] {
  switch (role) {
    case "admin":
      return [
        "/admin",
        "/admin/users",
        "/admin/logs",
        "/admin/analytics",
        "/admin/payments",
        "/admin/support",
        "/admin/email",
        ...staffPages("/admin", ids),
        ...blogPages("/admin/blogs", ids),
        "/blog-management",
        ...everyone(ids),
      ];
    case "agent":
      return [
        "/agent",
        "/agent/analytics",
        "/agent/payments",
        "/agent/support",
        ...staffPages("/agent", ids),
        ...blogPages("/agent/blogs", ids),
        ...blogPages("/blog-management", ids),
        ...everyone(ids),
      ];
    case "landlord":
      return [
        "/landlord",
        "/landlord/analytics",
        "/landlord/payments",
        ...staffPages("/landlord", ids),
        ...everyone(ids),
      ];
    case "tenant":
      return ["/tenant", ...everyone(ids)];
  }
}

/** Which detail ids each role's pages need. */
export const detailKinds: Record<SweepRole, (keyof DetailIds)[]> = {
  admin: ["property", "tenancy", "ticket", "blog"],
  agent: ["property", "tenancy", "ticket", "blog"],
  landlord: ["property", "tenancy", "ticket"],
  tenant: ["ticket"],
};
