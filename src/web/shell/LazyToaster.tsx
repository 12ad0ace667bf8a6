import { getToast, subscribeToast } from "@web/components/ui/toast-store";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";

const Toaster = lazy(() => import("@web/components/ui/toast").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toast viewport (Radix Toast, ~8 KB gzip) when the first toast is raised, instead of
 * shipping it in every page's initial download; from then on it stays mounted.
 */
export function LazyToaster() {
  const current = useSyncExternalStore(subscribeToast, getToast, getToast);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
