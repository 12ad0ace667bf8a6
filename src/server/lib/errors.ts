import type { ErrorCode } from "@shared/errors";
import type { ApiErrorBody } from "@shared/schemas/errors";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/** Thrown by services for anything the caller can fix; turned into the JSON error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * 503 with Retry-After: something the request needs is briefly out of reach (see app.ts onError).
 * Logged at error (the database cannot be reached), or at warn when any caller can bring it about
 * and nothing is broken (the file parsers are all busy): an alert nobody can trigger at will.
 */
export class UnavailableError extends ApiError {
  readonly logLevel: "warn" | "error";
  constructor(
    message: string,
    readonly retryAfterSec: number,
    options?: { cause?: unknown; logLevel?: "warn" | "error" },
  ) {
    super(503, "unavailable", message);
    if (options?.cause !== undefined) this.cause = options.cause;
    this.logLevel = options?.logLevel ?? "error";
  }
}

export const notFound = (message = "Not found") => new ApiError(404, "not_found", message);

/** A 400 naming one field and the rule it breaks (the message goes on the form's field). */
export const fieldError = (field: string, message: string) =>
  new ApiError(400, "validation_error", `Invalid input. ${field}: ${message}`, { [field]: message });

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** First message per field path, e.g. { email: "Please enter a valid e-mail address" }. */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(c: Context, error: ZodError) {
  const fields = zodFields(error);
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join("; ");
  return c.json(errorBody("validation_error", `Invalid input. ${summary}`, fields), 400);
}
