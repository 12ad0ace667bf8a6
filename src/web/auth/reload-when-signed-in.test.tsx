import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, type Mock, vi } from "vitest";
import { reloadWhenSignedIn } from "./reload-when-signed-in";

/** The session endpoint as the server answers it, signed in or not. */
function session(user: { id: string } | null) {
  const fetch = vi.fn(async () => Response.json({ user }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const backToTab = () => document.dispatchEvent(new Event("visibilitychange"));

/**
 * Comes back to the tab until a check asks `fetch`: one check runs at a time, so when it does, the
 * check before it has ended (and whatever it was going to do, it has done).
 */
async function backToTabUntilAsked(fetch: Mock) {
  await waitFor(
    () => {
      if (fetch.mock.calls.length === 0) backToTab();
      expect(fetch).toHaveBeenCalledWith("/api/auth/session", expect.anything());
    },
    { interval: 5 },
  );
}

describe("reloadWhenSignedIn (static public pages)", () => {
  let stop = () => {};
  afterEach(() => stop());

  it("reloads when the visitor comes back to the tab signed in, not while signed out", async () => {
    const reload = vi.fn();
    const fetch = session(null);
    stop = reloadWhenSignedIn(reload);
    backToTab();
    expect(fetch).toHaveBeenCalledWith("/api/auth/session", expect.anything());

    const signedIn = session({ id: "u1" });
    await backToTabUntilAsked(signedIn);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { interval: 5 });
    // Reloaded by the signed-in check: the signed-out one had ended before it began, without reloading.
    expect(signedIn).toHaveBeenCalledBefore(reload);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(signedIn).toHaveBeenCalledTimes(1);
  });

  it("asks on a page restored from the history cache, not on its first show", async () => {
    const reload = vi.fn();
    const fetch = session({ id: "u1" });
    stop = reloadWhenSignedIn(reload);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(fetch).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { interval: 5 });
    // Only the restored page asked (a check on the first show would have been a second one).
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("stays on the page when the session cannot be read", async () => {
    const reload = vi.fn();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    stop = reloadWhenSignedIn(reload);
    backToTab();
    // The next return to the tab asks again, so the failed check has ended: it did not reload.
    const later = session(null);
    await backToTabUntilAsked(later);
    expect(reload).not.toHaveBeenCalled();
  });
});
