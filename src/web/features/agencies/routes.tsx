import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/** Routes this feature adds, grouped by where the router mounts them (paths relative to that place). */
export const routes: {
  public: RouteObject[];
  signedIn: RouteObject[];
  landlord: RouteObject[];
  tenant: RouteObject[];
  agent: RouteObject[];
  admin: RouteObject[];
} = {
  // Where the agency invitation e-mail's link lands: works signed in or not.
  public: [{ path: "agency-invitation", ...page(() => import("./AgencyInvitationPage")) }],
  signedIn: [],
  landlord: [{ path: "agents", ...page(() => import("./AgentsPage")) }],
  tenant: [],
  agent: [{ path: "agency", ...page(() => import("./AgencyPage")) }],
  admin: [],
};
