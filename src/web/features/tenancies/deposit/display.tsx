import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";

export { DutyBadge } from "@web/components/duty-badge";

/** The error of a failed save as a toast, when the form has no field to show it on. */
export function toastError(err: unknown) {
  const description = err instanceof ApiRequestError ? err.message : String(err);
  toast({ title: "Not saved", description, variant: "destructive" });
}
