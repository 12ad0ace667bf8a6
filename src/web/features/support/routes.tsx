import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import NotFoundPage from "@web/shell/NotFoundPage";
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
  signedIn: [
    {
      path: "support",
      children: [
        { index: true, ...page(() => import("./SupportDashboardPage")) },
        { path: "tickets", ...page(() => import("./TicketsPage")) },
        { path: "tickets/create", ...page(() => import("./CreateTicketPage")) },
        { path: "tickets/:id", ...page(() => import("./ticket/TicketPage")) },
        { path: "*", Component: NotFoundPage },
      ],
    },
  ],
  landlord: [],
  tenant: [],
  agent: [
    {
      path: "support",
      element: <Guard role="agent" />,
      children: [{ index: true, ...page(() => import("./AgentSupportPage")) }],
    },
  ],
  // /admin/support is mounted by src/web/router.tsx, which composes the admin-users waitlist into it.
  admin: [],
};
