import { decideAccess, type Feature, type Role } from "@shared/permissions";
import { toast } from "@web/components/ui/toast-store";
import { PageLoading } from "@web/shell/PageLoading";
import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "./use-auth";

/**
 * Route guard with an optional role and feature, deciding through the shared permissions
 * module (the server enforces the same rules). A denied visit toasts and redirects, replacing
 * the history entry; sign-in brings the user back to where they were sent away from.
 */
export function Guard({ role, feature }: { role?: Role; feature?: Feature }) {
  const { user, pending } = useAuth();
  const location = useLocation();
  const outcome = decideAccess(user, { role, feature });
  const toasted = useRef(false);

  useEffect(() => {
    if (!pending && !outcome.allow && !toasted.current) {
      toasted.current = true;
      toast({ ...outcome.toast, variant: "destructive" });
    }
  }, [outcome, pending]);

  // Only after a server-rendered page: the session check has not answered yet.
  if (pending) return <PageLoading />;
  if (outcome.allow) {
    return <Outlet />;
  }
  const from = `${location.pathname}${location.search}`;
  return <Navigate to={outcome.redirectTo} replace={outcome.replace} state={user ? undefined : { from }} />;
}
