import type { Role } from "@shared/permissions";
import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/** The contractor book and open orders under each staff role's area. */
const worksPages = (role: Extract<Role, "landlord" | "agent" | "admin">): RouteObject[] => [
  {
    path: "works",
    element: <Guard role={role} feature="properties" />,
    children: [{ index: true, ...page(() => import("./WorksPage")) }],
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
  // The contractor's page: no account, the link is the key.
  public: [{ path: "works/:token", ...page(() => import("./ContractorJobPage")) }],
  signedIn: [
    {
      path: "works-orders/:id",
      element: <Guard feature="properties" />,
      children: [{ index: true, ...page(() => import("./WorksOrderPage")) }],
    },
  ],
  landlord: worksPages("landlord"),
  tenant: [],
  agent: worksPages("agent"),
  admin: worksPages("admin"),
};
