import type { Role } from "@shared/permissions";
import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/** The statutory clock and each home's duties: landlords, agents and admins (the server picks the rows). */
const staffPages = (role: Exclude<Role, "tenant">): RouteObject[] => [
  {
    path: "compliance",
    element: <Guard role={role} feature="properties" />,
    children: [
      { index: true, ...page(() => import("./ClockPage")) },
      { path: "homes/:propertyId", ...page(() => import("./HomeCompliancePage")) },
    ],
  },
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
  // A certificate e-mailed to a tenant who has not joined: no account, the link is the key.
  public: [{ path: "certificate/:token", ...page(() => import("./CertificateLinkPage")) }],
  signedIn: [],
  landlord: staffPages("landlord"),
  tenant: [],
  agent: staffPages("agent"),
  admin: staffPages("admin"),
};
