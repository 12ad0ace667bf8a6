import { useAuth } from "@web/auth/use-auth";
import { useLocation } from "react-router";

/** Where the management pages are mounted (/landlord, /agent or /admin) and what the user may do there. */
export function useManageBase() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const base = `/${pathname.split("/")[1] ?? ""}/properties`;
  const role = user?.role;
  return {
    base,
    role,
    canCreate: role === "landlord" || role === "admin",
    canAssignAgent: role === "landlord" || role === "admin",
    canReassignLandlord: role === "admin",
  };
}
