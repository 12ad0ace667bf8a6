import type { Role } from "@shared/permissions";
import type { SessionUser } from "@shared/schemas/auth";
import { AuthContext } from "@web/auth/AuthProvider";
import type { ReactElement } from "react";

/** A signed-in user of `role` for a component test (no session check, no network). */
export function signedInUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `${role}-1`,
    email: `${role}@example.com`,
    name: `Test ${role}`,
    role,
    phone: null,
    avatar: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** Wraps `ui` so `useAuth()` answers with `user`. */
export function asUser(user: SessionUser, ui: ReactElement) {
  const fail = () => Promise.reject(new Error("not in component tests"));
  return (
    <AuthContext.Provider value={{ user, signIn: fail, signUp: fail, signOut: fail, setUser: () => {} }}>
      {ui}
    </AuthContext.Provider>
  );
}

/** The inline error shown for a form control (FormField links it by aria-describedby), or null. */
export function fieldError(control: HTMLElement): string | null {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const id = ids.find((i) => i.endsWith("-error"));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
