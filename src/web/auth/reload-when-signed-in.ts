import type { SessionResponse } from "@shared/schemas/auth";
import { SESSION_PATH } from "./session-path";

/**
 * The session, asked without fetchSession's apiFetch: its re-auth machinery is of no use here, and
 * sharing it with the app moved ~1 KB into every page's chunks.
 */
async function signedIn(): Promise<boolean> {
  const res = await fetch(SESSION_PATH, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  return res.ok && Boolean(((await res.json()) as SessionResponse).user);
}

/**
 * For a static public page (decision 0014): the server rendered it for a visitor without a
 * session, and nothing on it reads the session again. When the visitor comes back to the tab, or
 * back to the page from the browser's history cache, after signing in elsewhere (another tab, the
 * sign-in page they went to from here), the page is loaded again: the server then sends the app,
 * with their account menu, as it does for every signed-in visit. The app's own pages re-read the
 * session when the window regains focus (TanStack Query), so they need none of this.
 * Returns the function that stops watching.
 */
export function reloadWhenSignedIn(reload: () => void = () => window.location.reload()): () => void {
  let checking = false;
  const check = async () => {
    if (checking || document.visibilityState !== "visible") return;
    checking = true;
    try {
      if (await signedIn()) reload();
    } catch {
      // Offline or the server restarting: the next return to the tab asks again.
    } finally {
      checking = false;
    }
  };
  const onVisibility = () => void check();
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) void check();
  };
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pageshow", onPageShow);
  };
}
