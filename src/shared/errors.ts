/**
 * The closed list of error codes the API answers with, in `{ error: { code, message, fields? } }`.
 * Services throw `ApiError(status, code, message)` with one of these; the web app branches on them
 * (for example `reauth_required` opens the password dialog). Add a code here before using it.
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
