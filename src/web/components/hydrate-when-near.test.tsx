import { act, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hydrationHarness } from "../test/hydration";
import { HydrateWhenNear } from "./hydrate-when-near";

const h = hydrationHarness();
const near = () => h.near();

/** The part: counts its mounts, i.e. when its code has run in the browser. */
const mounted = vi.fn();
function Part() {
  useEffect(() => mounted(), []);
  return (
    <form aria-label="Part">
      <input name="name" defaultValue="" />
    </form>
  );
}
const tree = (
  <main>
    <HydrateWhenNear fallback={<p>Loading</p>}>
      <Part />
    </HydrateWhenNear>
  </main>
);

beforeEach(() => mounted.mockClear());

describe("HydrateWhenNear", () => {
  it("over the server's HTML: stays that HTML until the visitor comes near, then hydrates it", async () => {
    h.container.innerHTML = renderToString(tree);
    const serverForm = h.container.querySelector("form");
    await act(async () => {
      hydrateRoot(h.container, tree);
    });
    expect(mounted).not.toHaveBeenCalled();
    expect(h.container.querySelector("form")).toBe(serverForm);
    await act(async () => near());
    expect(mounted).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same form element, not a new one.
    expect(h.container.querySelector("form")).toBe(serverForm);
    expect(h.container.textContent).not.toContain("Loading");
  });

  it("hydrates at once when the visitor focuses a field inside it", async () => {
    h.container.innerHTML = renderToString(tree);
    await act(async () => {
      hydrateRoot(h.container, tree);
    });
    expect(mounted).not.toHaveBeenCalled();
    await act(async () => h.container.querySelector("input")!.focus());
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it("rendered on the client (a later navigation), renders at once", async () => {
    await act(async () => {
      createRoot(h.container).render(tree);
    });
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(h.watching()).toBe(0);
  });
});
