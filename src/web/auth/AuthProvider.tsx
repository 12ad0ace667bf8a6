import type { SessionUser, SignInInput, SignUpInput } from "@shared/schemas/auth";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useMemo } from "react";
import {
  confirmSession,
  fetchSession,
  sessionQueryKey,
  signInRequest,
  signOutRequest,
  signUpRequest,
} from "./auth-api";

export interface AuthContextValue {
  /** The signed-in user (auth user merged with the users row), or null. */
  user: SessionUser | null;
  /** The first session check has not answered yet (user is null meanwhile). */
  pending?: boolean;
  signIn(input: SignInInput): Promise<SessionUser>;
  signUp(input: SignUpInput): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Replace the cached user after a profile change. */
  setUser(user: SessionUser | null): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session is re-checked when the tab regains focus. No timer: a tab left open must not keep an
 * idle session alive (the server's idle timeout, SESSION_IDLE_MINUTES, counts real requests only).
 */
const SESSION_STALE_MS = 60_000;

/**
 * Holds the current user. Renders nothing until the first session check has answered, so
 * guards never see a half-known user (the index.html loading screen stays up meanwhile).
 * A server-rendered public page (`waitForSession={false}`) renders at once as an anonymous
 * visitor, exactly as the server did, and updates when the check answers; guards wait meanwhile.
 */
export function AuthProvider({
  children,
  waitForSession = true,
}: {
  children: ReactNode;
  waitForSession?: boolean;
}) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: SESSION_STALE_MS,
    refetchOnWindowFocus: true,
    retry: 2,
  });

  const setUser = useCallback(
    (user: SessionUser | null) => queryClient.setQueryData(sessionQueryKey, { user }),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.data?.user ?? null,
      pending: session.isPending,
      setUser,
      async signIn(input) {
        await signInRequest(input);
        const user = await confirmSession();
        setUser(user);
        return user;
      },
      async signUp(input) {
        await signUpRequest(input);
        const user = await confirmSession();
        setUser(user);
        return user;
      },
      async signOut() {
        await signOutRequest();
        // Nothing cached for the previous user may leak into the next one.
        queryClient.clear();
        setUser(null);
      },
    }),
    [session.data, session.isPending, setUser, queryClient],
  );

  if (session.isPending && waitForSession) return null;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
