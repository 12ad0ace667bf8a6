import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "@web/components/ui/button";
import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab gets the browser's own prompt. `when` is read at navigation time.
 */
export function UnsavedChangesPrompt({ when }: { when: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && when(),
  );
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!when()) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);

  const open = blocker.state === "blocked";
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && blocker.reset?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Leave without saving?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            You have changes that haven't been saved. If you leave now, they will be lost.
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              Stay on this page
            </Button>
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              Leave and discard
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
