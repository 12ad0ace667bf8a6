/**
 * The session endpoint (GET: who is signed in, `SessionResponse`). A module of its own so that the
 * static pages' islands can ask it (reload-when-signed-in.ts) without loading apiFetch.
 */
export const SESSION_PATH = "/api/auth/session";
