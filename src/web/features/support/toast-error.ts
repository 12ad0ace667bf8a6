import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";

/** The support pages' error toast: the server's message, or the error itself. */
export const toastError = (err: unknown) =>
  toast({
    title: "Error",
    description: err instanceof ApiRequestError ? err.message : String(err),
    variant: "destructive",
  });
