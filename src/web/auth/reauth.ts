/**
 * The one way the web answers the server's 403 `reauth_required` (a sensitive action with a password
 * entered too long ago): apiFetch asks here, the mounted <ReauthDialog> asks the person for their
 * password, and the request is sent again. Several requests waiting share one dialog.
 */
type Prompt = () => Promise<boolean>;

let prompt: Prompt | null = null;
let pending: Promise<boolean> | null = null;

/** Registered by <ReauthDialog>; returns the unregister function. */
export function setReauthPrompt(p: Prompt): () => void {
  prompt = p;
  return () => {
    if (prompt === p) prompt = null;
  };
}

/** Resolves true once the password was confirmed, false when the person cancelled. */
export function requestReauth(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt().finally(() => {
    pending = null;
  });
  return pending;
}
