import type { Role } from "@shared/permissions";
import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/** Expenses under each role's money area (landlords, co-owners read; agents): the server picks the rows. */
const moneyPages = (role: Extract<Role, "landlord" | "agent">): RouteObject[] => [
  {
    path: "money/expenses",
    element: <Guard role={role} feature="properties" />,
    children: [{ index: true, ...page(() => import("./ExpensesPage")) }],
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
