import { Guard } from "@web/auth/Guard";
import { page } from "@web/lib/lazy-page";
import type { RouteObject } from "react-router";

/**
 * The management pages, the same at every mount point; the server decides which posts each
 * user may see and change. One ":id" route ("new" for a new post) keeps the editor mounted
 * when a new post is first saved and its address changes.
 */
const managePages = (): RouteObject[] => [
  { index: true, ...page(() => import("./ManageBlogsPage")) },
  { path: ":id", ...page(() => import("./editor/BlogEditorPage")) },
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
    { path: "blogs", ...page(() => import("./BlogsPage")) },
    { path: "blogs/:idOrSlug", ...page(() => import("./BlogPostPage")) },
  ],
  signedIn: [{ path: "blog-management", element: <Guard feature="blogs" />, children: managePages() }],
  landlord: [],
  tenant: [],
  agent: [{ path: "blogs", element: <Guard role="agent" feature="blogs" />, children: managePages() }],
  admin: [{ path: "blogs", element: <Guard role="admin" feature="blogs" />, children: managePages() }],
};
