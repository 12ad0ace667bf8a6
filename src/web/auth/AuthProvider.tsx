import type { SessionUser, SignInInput, SignUpInput } from "@shared/schemas/auth";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useMemo } from "react";
import { fetchSession, sessionQueryKey, signInRequest, signOutRequest, signUpRequest } from "./auth-api";

export interface AuthContextValue {
  /** The signed-in user (auth user merged with the users row), or null. */
  user: SessionUser | null;
  signIn(input: SignInInput): Promise<SessionUser>;
  signUp(input: SignUpInput): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Replace the cached user after a profile change. */
  setUser(user: SessionUser | null): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** While the tab is in use the session is re-checked, which also lets the server extend it. */
const SESSION_REFRESH_MS = 5 * 60_000;

/**
 * Holds the current user. Renders nothing until the first session check has answered, so
 * guards never see a half-known user (the index.html loading screen stays up meanwhile).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: SESSION_REFRESH_MS,
    refetchInterval: SESSION_REFRESH_MS,
    refetchIntervalInBackground: false,
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
      setUser,
      async signIn(input) {
        const { user } = await signInRequest(input);
        setUser(user);
        return user;
      },
      async signUp(input) {
        const { user } = await signUpRequest(input);
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
    [session.data, setUser, queryClient],
  );

  if (session.isPending) return null;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
