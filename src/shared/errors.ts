/**
 * The closed list of error codes the API answers with, in `{ error: { code, message, fields? } }`.
 * Services throw `AppError(code, message, fields?)` with one of these; the HTTP status is decided at
 * the edge, from the code alone (src/server/lib/errors.ts `httpStatusOf`). The web app branches on
 * them (for example `reauth_required` opens the password dialog). Add a code here before using it.
 */
export const errorCodes = [
  // Input
  "validation_error",
  "invalid_json",
  "bad_request",
  "payload_too_large",
  "unsupported_media_type",
  "unsupported_file_type",
  "invalid_image",
  "too_many_images",
  "too_many_files",
  "too_many_streams",
  "idempotency_key_reused",
  // Who you are
  "unauthenticated",
  "invalid_credentials",
  "invalid_password",
  "invalid_token",
  "reauth_required",
  "account_suspended",
  "account_not_found",
  "email_taken",
  "email_not_verified",
  "not_a_tenant_account",
  "forbidden",
  "rate_limited",
  // What exists and its state
  "not_found",
  "conflict",
  "invalid_transition",
  "self_suspend",
  "last_admin",
  "active_tenancy_exists",
  "invitation_withdrawn",
  "not_delivering",
  "not_retryable",
  "slug_taken",
  "tenancy_ended",
  "tenancy_not_active",
  "notice_exists",
  "notice_withdrawn",
  "terms_locked",
  "tenant_joined",
  "ticket_closed",
  "link_invalid",
  "link_expired",
  "material_information_missing",
  // The server
  "storage_full",
  "starting",
  "unavailable",
  "internal_error",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * What a service throws for anything the caller can fix or must be told: a code from the closed
 * list, a message in plain words, and optionally a message per field (shown on the form). No HTTP
 * here: one table at the edge maps each code to its status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }
}
