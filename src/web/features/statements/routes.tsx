import type { Role } from "@shared/permissions";
import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/** Owner statements under the money area: landlords (owners) and agents. */
const moneyPages = (role: "landlord" | "agent"): RouteObject[] => [
  {
    path: "money/statements",
    element: <Guard role={role satisfies Role} feature="properties" />,
    children: [
      { index: true, ...page(() => import("./StatementsPage")) },
      { path: ":id", ...page(() => import("./StatementPage")) },
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
  public: [],
  signedIn: [],
  landlord: moneyPages("landlord"),
  tenant: [],
  agent: moneyPages("agent"),
  admin: [],
};
