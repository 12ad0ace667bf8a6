/**
 * The one way the web answers the server's 403 `reauth_required` (a sensitive action with a password
 * entered too long ago): apiFetch asks here, the <ReauthDialog> mounted once by the layout asks the
 * person for their password, and the request is sent again. Several requests waiting share one
 * question. The question lives here, not in the dialog, so it is never lost while the dialog's code
 * is still loading or while a page is being replaced.
 */
let settle: ((ok: boolean) => void) | null = null;
let pending: Promise<boolean> | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Resolves true once the password was confirmed, false when the person cancelled. */
export function requestReauth(): Promise<boolean> {
  if (pending) return pending;
  pending = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  emit();
  return pending;
}

/** Answers the open question (called by the dialog). */
export function settleReauth(ok: boolean): void {
  const done = settle;
  settle = null;
  pending = null;
  emit();
  done?.(ok);
}

/** Whether a question is waiting for the person's password. */
export const reauthAsked = (): boolean => pending !== null;

export function subscribeReauth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
