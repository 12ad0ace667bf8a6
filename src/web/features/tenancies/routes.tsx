import type { Role } from "@shared/permissions";
import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/** The staff pages, the same for landlords, agents and admins; the server decides which rows each sees. */
const staffPages = (role: Exclude<Role, "tenant">): RouteObject[] => [
  {
    path: "tenancies",
    element: <Guard role={role} feature="properties" />,
    children: [
      { index: true, ...page(() => import("./TenanciesPage")) },
      { path: "new", ...page(() => import("./NewTenancyPage")) },
      { path: ":id", ...page(() => import("./TenancyDetailPage")) },
    ],
  },
  // Admins' payments page is the fuller one of the "payments" feature (features/admin-payments).
  ...(role === "admin"
    ? []
    : [
        {
          path: "payments",
          element: <Guard role={role} feature="properties" />,
          children: [{ index: true, ...page(() => import("./PaymentsPage")) }],
        },
      ]),
];

/** Routes this feature adds, grouped by where the router mounts them (paths relative to that place). */
export const routes: {
  public: RouteObject[];
  signedIn: RouteObject[];
  landlord: RouteObject[];
  tenant: RouteObject[];
  agent: RouteObject[];
  admin: RouteObject[];
} = {
  // Where the tenancy invitation e-mail's link lands: works signed in or not.
  public: [{ path: "tenancy-invitation", ...page(() => import("./TenancyInvitationPage")) }],
  signedIn: [],
  landlord: staffPages("landlord"),
  // The tenant's tenancy lives on their home page, /tenant.
  tenant: [],
  agent: staffPages("agent"),
  admin: staffPages("admin"),
};
