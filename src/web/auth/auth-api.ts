import type { SessionResponse, SessionUser, SignInInput, SignUpInput } from "@shared/schemas/auth";
import { apiFetch } from "@web/lib/api";
import { SESSION_PATH } from "./session-path";

export const sessionQueryKey = ["session"] as const;

export const fetchSession = () => apiFetch<SessionResponse>(SESSION_PATH);
export const signInRequest = (input: SignInInput) =>
  apiFetch<{ user: SessionUser }>("/api/auth/sign-in", { method: "POST", json: input });
export const signUpRequest = (input: SignUpInput) =>
  apiFetch<{ user: SessionUser }>("/api/auth/sign-up", { method: "POST", json: input });
export const signOutRequest = () =>
  apiFetch<{ ok: true }>("/api/auth/sign-out", { method: "POST", json: {} });

/** Signed in on the server, but the browser did not keep the session cookie (e.g. Secure over plain HTTP). */
export class SessionNotKeptError extends Error {
  constructor() {
    super("The browser did not keep the session.");
  }
}

/** After sign-in or sign-up: is the session really there? Never claim success when it is not. */
export async function confirmSession(): Promise<SessionUser> {
  const { user } = await fetchSession();
  if (!user) throw new SessionNotKeptError();
  return user;
}
