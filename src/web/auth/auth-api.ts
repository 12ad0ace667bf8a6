import type { SessionUser, SignInInput, SignUpInput } from "@shared/schemas/auth";
import { apiFetch } from "@web/lib/api";

export const sessionQueryKey = ["session"] as const;

export const fetchSession = () => apiFetch<{ user: SessionUser | null }>("/api/auth/session");
export const signInRequest = (input: SignInInput) =>
  apiFetch<{ user: SessionUser }>("/api/auth/sign-in", { method: "POST", json: input });
export const signUpRequest = (input: SignUpInput) =>
  apiFetch<{ user: SessionUser }>("/api/auth/sign-up", { method: "POST", json: input });
export const signOutRequest = () =>
  apiFetch<{ ok: true }>("/api/auth/sign-out", { method: "POST", json: {} });
