import { useAuth } from "@web/auth/use-auth";
import { useLocation } from "react-router";

/** Where the staff tenancy pages are mounted (/landlord, /agent or /admin). */
export function useTenancyBase() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const section = pathname.split("/")[1] ?? "";
  // An agent may open the admin section's tenancy pages, but their payments page is /agent's.
  const root = section === "admin" && user?.role === "agent" ? "/agent" : `/${section}`;
  return { base: `/${section}/tenancies`, root, role: user?.role };
}
