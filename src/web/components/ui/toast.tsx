import * as ToastPrimitive from "@radix-ui/react-toast";
import { cn } from "@web/lib/utils";
import { X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { dismissToast, getToast, subscribeToast, TOAST_DURATION_MS } from "./toast-store";

/** Renders the single current toast; a new toast replaces the old one. */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToast, getToast, getToast);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          duration={current.duration ?? TOAST_DURATION_MS}
          type={current.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            current.variant === "destructive"
              ? "border-red-800 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900",
          )}
          data-testid="toast"
          data-variant={current.variant ?? "default"}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
