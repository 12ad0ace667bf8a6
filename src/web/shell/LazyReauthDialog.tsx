import { reauthAsked, subscribeReauth } from "@web/auth/reauth";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";

const ReauthDialog = lazy(() => import("@web/auth/ReauthDialog"));

/**
 * Mounts the "Confirm it's you" dialog the first time the server asks for the password again, so
 * its code is not in every page's download; from then on it stays mounted. The question waits in
 * the reauth store, so it opens even if the dialog's code arrives after the server's answer.
 */
export function LazyReauthDialog() {
  const asked = useSyncExternalStore(subscribeReauth, reauthAsked, reauthAsked);
  const [needed, setNeeded] = useState(false);
  if (asked && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ReauthDialog />
    </Suspense>
  ) : null;
}
