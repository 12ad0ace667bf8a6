/**
 * For tests of server-rendered parts hydrating in jsdom: a container in the document, React's act
 * environment, and an IntersectionObserver the test drives (`near()` reports every observed
 * element in view; `watching()` how many observers are connected). Call in a describe's scope.
 */
import { afterEach, beforeEach, vi } from "vitest";

export function hydrationHarness() {
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
  const harness = {
    container: document.createElement("div"),
    near() {
      for (const o of [...observed]) {
        o.callback(
          o.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        );
      }
    },
    watching: () => observed.length,
  };
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal("IntersectionObserver", TestObserver);
    observed = [];
    harness.container = document.createElement("div");
    document.body.append(harness.container);
  });
  afterEach(() => {
    harness.container.remove();
    vi.unstubAllGlobals();
  });
  return harness;
}
