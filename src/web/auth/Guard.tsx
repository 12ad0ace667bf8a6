import { decideAccess, type Feature, type Role } from "@shared/permissions";
import { toast } from "@web/components/ui/toast-store";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "./use-auth";

/** The password prompt for sensitive actions, loaded only on signed-in pages. */
const ReauthDialog = lazy(() => import("./ReauthDialog"));

/**
 * Route guard with an optional role and feature, deciding through the shared permissions
 * module (the server enforces the same rules). A denied visit toasts and redirects, replacing
 * the history entry; sign-in brings the user back to where they were sent away from.
 */
export function Guard({ role, feature }: { role?: Role; feature?: Feature }) {
  const { user } = useAuth();
  const location = useLocation();
  const outcome = decideAccess(user, { role, feature });
  const toasted = useRef(false);

  useEffect(() => {
    if (!outcome.allow && !toasted.current) {
      toasted.current = true;
      toast({ ...outcome.toast, variant: "destructive" });
    }
  }, [outcome]);

  if (outcome.allow) {
    return (
      <>
        <Outlet />
        {user && (
          <Suspense fallback={null}>
            <ReauthDialog />
          </Suspense>
        )}
      </>
    );
  }
  const from = `${location.pathname}${location.search}`;
  return <Navigate to={outcome.redirectTo} replace={outcome.replace} state={user ? undefined : { from }} />;
}
