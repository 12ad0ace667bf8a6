import { act, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HydrateWhenNear } from "./hydrate-when-near";

/** An IntersectionObserver the test drives: `near()` reports every observed element in view. */
let observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
class TestObserver {
  elements: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    observed.push(this);
  }
  observe(el: Element) {
    this.elements.push(el);
  }
  disconnect() {
    observed = observed.filter((o) => o !== this);
  }
}
const near = () => {
  for (const o of [...observed]) {
    o.callback(
      o.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      o as unknown as IntersectionObserver,
    );
  }
};

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

let container: HTMLDivElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal("IntersectionObserver", TestObserver);
  observed = [];
  mounted.mockClear();
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
});

describe("HydrateWhenNear", () => {
  it("over the server's HTML: stays that HTML until the visitor comes near, then hydrates it", async () => {
    container.innerHTML = renderToString(tree);
    const serverForm = container.querySelector("form");
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(mounted).not.toHaveBeenCalled();
    expect(container.querySelector("form")).toBe(serverForm);
    await act(async () => near());
    expect(mounted).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same form element, not a new one.
    expect(container.querySelector("form")).toBe(serverForm);
    expect(container.textContent).not.toContain("Loading");
  });

  it("hydrates at once when the visitor focuses a field inside it", async () => {
    container.innerHTML = renderToString(tree);
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(mounted).not.toHaveBeenCalled();
    await act(async () => container.querySelector("input")!.focus());
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it("rendered on the client (a later navigation), renders at once", async () => {
    await act(async () => {
      createRoot(container).render(tree);
    });
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(observed).toHaveLength(0);
  });
});
