import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/**
 * The money reports (issue 17 items 6 and 7): the yield and cash-flow overview for landlords and
 * agents, and the landlord's Making Tax Digital page. Other money pages (expenses, statements,
 * bank, homes) are mounted by their own features under the same /…/money paths.
 */
const overview = (role: "landlord" | "agent"): RouteObject => ({
  path: "money",
  element: <Guard role={role} feature="properties" />,
  children: [
    { index: true, ...page(() => import("./OverviewPage")) },
    ...(role === "landlord" ? [{ path: "tax", ...page(() => import("./TaxPage")) }] : []),
  ],
});

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
  landlord: [overview("landlord")],
  tenant: [],
  agent: [overview("agent")],
  admin: [],
};
