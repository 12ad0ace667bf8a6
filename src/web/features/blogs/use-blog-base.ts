import { useAuth } from "@web/auth/use-auth";
import { useLocation } from "react-router";

/** Where the management pages are mounted (/blog-management, /agent/blogs or /admin/blogs). */
export function useBlogBase() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const first = pathname.split("/")[1] ?? "";
  const base = first === "blog-management" ? "/blog-management" : `/${first}/blogs`;
  return { base, isAdmin: user?.role === "admin" };
}
