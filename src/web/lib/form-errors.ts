import { ApiRequestError } from "@web/lib/api";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Puts the server's per-field messages on the form; answers whether there were any. */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): boolean {
  if (!(err instanceof ApiRequestError)) return false;
  const entries = Object.entries(err.fields);
  for (const [field, message] of entries) setError(field as Path<T>, { message });
  return entries.length > 0;
}
