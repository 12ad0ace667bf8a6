import { Guard } from "@web/auth/Guard";
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
  public: [],
  signedIn: [],
  landlord: [{ path: "analytics", ...page(() => import("./LandlordAnalyticsPage")) }],
  tenant: [],
  agent: [
    {
      path: "analytics",
      element: <Guard role="agent" feature="analytics" />,
      children: [{ index: true, ...page(() => import("./AgentAnalyticsPage")) }],
    },
  ],
  admin: [
    {
      path: "analytics",
      element: <Guard role="admin" feature="analytics" />,
      children: [{ index: true, ...page(() => import("./AdminAnalyticsPage")) }],
    },
  ],
};
