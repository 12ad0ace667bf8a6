import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** The server's per-field messages of a failed request, or undefined when it sent none. */
export function fieldErrorsOf(err: unknown): Record<string, string> | undefined {
  return err instanceof ApiRequestError && Object.keys(err.fields).length ? err.fields : undefined;
}

/** Puts the server's per-field messages on the form; answers whether there were any. */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): boolean {
  if (!(err instanceof ApiRequestError)) return false;
  const entries = Object.entries(err.fields);
  for (const [field, message] of entries) setError(field as Path<T>, { message });
  return entries.length > 0;
}

/** The error toast: the server's message, or the error itself. */
export const toastError = (err: unknown) =>
  toast({
    title: "Error",
    description: err instanceof ApiRequestError ? err.message : String(err),
    variant: "destructive",
  });

/** A failed form submit: the server's field messages on their fields, else an error toast. */
export function showFormError<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): void {
  if (!applyFieldErrors(err, setError)) toastError(err);
}
