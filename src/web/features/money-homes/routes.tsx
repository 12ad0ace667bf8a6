import type { Role } from "@shared/permissions";
import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/** The homes' money (owners, values, agreement) for landlords and agents; fee income for agents. */
const moneyPages = (role: "landlord" | "agent"): RouteObject[] => [
  {
    path: "money",
    element: <Guard role={role as Role} feature="properties" />,
    children: [
      { path: "homes", ...page(() => import("./HomesPage")) },
      { path: "homes/:propertyId", ...page(() => import("./HomeMoneyPage")) },
      ...(role === "agent" ? [{ path: "fees", ...page(() => import("./FeesPage")) }] : []),
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
  public: [{ path: "co-owner-invitation", ...page(() => import("./CoOwnerInvitationPage")) }],
  signedIn: [],
  landlord: moneyPages("landlord"),
  tenant: [],
  agent: moneyPages("agent"),
  admin: [],
};
