import { Guard } from "@web/auth/Guard";
import type { RouteObject } from "react-router";

/** Bank reconciliation for landlords and agents (the server keeps each user's lines to them). */
const page = (role: "landlord" | "agent"): RouteObject[] => [
  {
    path: "money/bank",
    element: <Guard role={role} feature="properties" />,
    children: [
      {
        index: true,
        lazy: async () => {
          const { default: BankPage } = await import("./BankPage");
          return { element: <BankPage role={role} /> };
        },
      },
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
  landlord: page("landlord"),
  tenant: [],
  agent: page("agent"),
  admin: [],
};
