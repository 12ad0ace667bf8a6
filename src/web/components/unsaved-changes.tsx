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
 * Asks before leaving a page with unsaved changes: in-app navigation to another page shows
 * `LeaveDialog`, closing or reloading the tab gets the browser's own prompt. `dirty` may be a
 * function, read at navigation time (for forms that track changes in refs).
 */
export function useUnsavedChangesGuard(dirty: boolean | (() => boolean)): UnsavedChangesGuard {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const isDirty = () => (typeof dirtyRef.current === "function" ? dirtyRef.current() : dirtyRef.current);
  const allow = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allow.current) {
      allow.current = false;
      return false;
    }
    return currentLocation.pathname !== nextLocation.pathname && isDirty();
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: isDirty reads the ref; re-arm when a boolean flag changes
  useEffect(() => {
    if (dirty === false) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!isDirty()) return;
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

/** The "Leave without saving?" dialog of a guard; `what` names the changes ("to this post"). */
export function LeaveDialog({ guard, what }: { guard: UnsavedChangesGuard; what?: string }) {
  const { blocker } = guard;
  const open = blocker.state === "blocked";
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && blocker.reset?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Leave without saving?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {what ? `You have unsaved changes ${what}.` : "You have changes that haven't been saved."} If you
            leave now, they will be lost.
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
