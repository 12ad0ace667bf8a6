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
  // The applicant's page: no account, the e-mailed link is the key.
  public: [{ path: "enquiry/:token", ...page(() => import("./ApplicantEnquiryPage")) }],
  // One address for every staff role: the notifications and the calendar feed link here.
  signedIn: [
    {
      path: "enquiries/:id",
      element: <Guard feature="properties" />,
      children: [{ index: true, ...page(() => import("./EnquiryThreadPage")) }],
    },
    {
      path: "viewings",
      element: <Guard feature="properties" />,
      children: [{ index: true, ...page(() => import("./ViewingsPage")) }],
    },
  ],
  landlord: [],
  tenant: [],
  agent: [],
  admin: [],
};
