import { AppError, type ErrorCode } from "@shared/errors";
import type { ApiErrorBody } from "@shared/schemas/errors";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/**
 * The one table from error code to HTTP status, used at the edge only (app.ts onError and the
 * few handlers that answer an error themselves). Services throw `AppError(code, …)` and never
 * name a status. A code missing here fails the typecheck.
 */
export const httpStatusOf: Record<ErrorCode, ContentfulStatusCode> = {
  validation_error: 400,
  invalid_json: 400,
  bad_request: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unsupported_file_type: 400,
  invalid_image: 400,
  too_many_images: 409,
  too_many_files: 409,
  too_many_streams: 429,
  idempotency_key_reused: 409,
  unauthenticated: 401,
  invalid_credentials: 401,
  invalid_password: 400,
  invalid_token: 400,
  reauth_required: 403,
  account_suspended: 403,
  account_not_found: 403,
  email_taken: 409,
  email_not_verified: 403,
  not_a_tenant_account: 403,
  forbidden: 403,
  rate_limited: 429,
  not_found: 404,
  conflict: 409,
  invalid_transition: 409,
  self_suspend: 409,
  last_admin: 409,
  active_tenancy_exists: 409,
  invitation_withdrawn: 409,
  not_delivering: 409,
  not_retryable: 409,
  slug_taken: 409,
  tenancy_ended: 409,
  tenancy_not_active: 409,
  notice_exists: 409,
  notice_withdrawn: 409,
  terms_locked: 409,
  tenant_joined: 409,
  ticket_closed: 409,
  link_invalid: 403,
  link_expired: 403,
  material_information_missing: 409,
  storage_full: 507,
  starting: 503,
  unavailable: 503,
  internal_error: 500,
};

/** The HTTP status of an error a service threw. */
export const statusOf = (err: AppError): ContentfulStatusCode => httpStatusOf[err.code];

/**
 * 503 with Retry-After: something the request needs is briefly out of reach (see app.ts onError).
 * Logged at error (the database cannot be reached), or at warn when any caller can bring it about
 * and nothing is broken (the file parsers are all busy): an alert nobody can trigger at will.
 */
export class UnavailableError extends AppError {
  readonly logLevel: "warn" | "error";
  constructor(
    message: string,
    readonly retryAfterSec: number,
    options?: { cause?: unknown; logLevel?: "warn" | "error" },
  ) {
    super("unavailable", message, undefined, { cause: options?.cause });
    this.logLevel = options?.logLevel ?? "error";
  }
}

export const notFound = (message = "Not found") => new AppError("not_found", message);

/** A 400 naming one field and the rule it breaks (the message goes on the form's field). */
export const fieldError = (field: string, message: string) =>
  new AppError("validation_error", `Invalid input. ${field}: ${message}`, { [field]: message });

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
