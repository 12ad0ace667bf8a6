import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "@web/components/ui/button";
import { useEffect, useRef } from "react";
import { type Blocker, useBlocker } from "react-router";

export interface UnsavedChangesGuard {
  blocker: Blocker;
  /** Lets the next navigation through (after a save or delete that leaves the page on purpose). */
  allowNext(): void;
}

/**
 * Asks before leaving a page with unsaved changes: in-app navigation shows LeaveDialog, closing
 * or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allow = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allow.current) {
      allow.current = false;
      return false;
    }
    return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return {
    blocker,
    allowNext: () => {
      allow.current = true;
    },
  };
}

export function LeaveDialog({ guard }: { guard: UnsavedChangesGuard }) {
  const { blocker } = guard;
  const open = blocker.state === "blocked";
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && blocker.reset?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Leave without saving?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            You have unsaved changes to this post. If you leave now, they will be lost.
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              Stay on this page
            </Button>
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              Leave without saving
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
