import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/** The management pages, the same for every role; the server decides which rows each sees. */
const managePages = (): RouteObject[] => [
  { index: true, ...page(() => import("./ManagePropertiesPage")) },
  { path: "enquiries", ...page(() => import("./EnquiriesPage")) },
  { path: "new", ...page(() => import("./editor/PropertyEditorPage")) },
  { path: ":id", ...page(() => import("./editor/PropertyEditorPage")) },
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
  public: [
    { path: "properties", ...page(() => import("./PropertiesPage")) },
    { path: "properties/:id", ...page(() => import("./PropertyDetailPage")) },
  ],
  signedIn: [],
  landlord: [
    { path: "properties", element: <Guard role="landlord" feature="properties" />, children: managePages() },
  ],
  tenant: [],
  agent: [
    { path: "properties", element: <Guard role="agent" feature="properties" />, children: managePages() },
  ],
  admin: [
    { path: "properties", element: <Guard role="admin" feature="properties" />, children: managePages() },
  ],
};
