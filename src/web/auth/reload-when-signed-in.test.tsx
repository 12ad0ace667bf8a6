import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadWhenSignedIn } from "./reload-when-signed-in";

/** The session endpoint as the server answers it, signed in or not. */
function session(user: { id: string } | null) {
  const fetch = vi.fn(async () => Response.json({ user }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("reloadWhenSignedIn (static public pages)", () => {
  let stop = () => {};
  afterEach(() => stop());

  it("reloads when the visitor comes back to the tab signed in, not while signed out", async () => {
    const reload = vi.fn();
    const fetch = session(null);
    stop = reloadWhenSignedIn(reload);
    document.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect(fetch).toHaveBeenCalledWith("/api/auth/session", expect.anything());
    expect(reload).not.toHaveBeenCalled();

    session({ id: "u1" });
    document.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("asks on a page restored from the history cache, not on its first show", async () => {
    const reload = vi.fn();
    const fetch = session({ id: "u1" });
    stop = reloadWhenSignedIn(reload);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
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
    document.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });
});
