/**
 * Server-rendered parts whose code can wait: their HTML is on the page from the start, and they
 * hydrate only when the visitor comes near them (scrolled within reach, touched or focused), so
 * their code is neither evaluated nor hydrated while the page itself hydrates.
 *
 * Until then the part is the server's HTML: what a visitor types into it is kept (the component
 * may read it back on hydration, see lib/posted-form.ts `typedValues`), and a form sent before
 * its code arrives is a plain post the server takes. Rendered on the client (a later navigation),
 * the part loads at once as an ordinary lazy component.
 *
 * Render it from a component memoised on plain props: an update reaching a part that has not yet
 * hydrated would make React drop the server's HTML and render the fallback instead.
 */
import { type ReactNode, Suspense, use, useEffect, useId, useRef, useState } from "react";

/** How far from the viewport a part starts to load: about a screen's scroll on a phone. */
const NEAR_MARGIN = "300px";
const TOUCH_EVENTS = ["focusin", "pointerdown"] as const;

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function newGate(opened: boolean): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const gate: Gate = {
    opened,
    promise,
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  if (opened) resolve();
  return gate;
}

/** Suspends (keeping the server's HTML in place while hydrating) until the gate opens. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.opened) use(gate.promise);
  return children;
}

/** Its children (a lazy component, say) hydrate when the visitor comes near them. */
export function HydrateWhenNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Closed only when hydrating, that is when the server's HTML of this very part is on the page
  // (its id is the same on both sides). On the server, and when rendered on the client, it is open.
  const id = useId();
  const [gate] = useState(() => newGate(typeof document === "undefined" || !document.getElementById(id)));
  useEffect(() => {
    const el = ref.current;
    if (gate.opened || !el) return;
    if (typeof IntersectionObserver === "undefined") {
      gate.open();
      return;
    }
    // On the window, capturing: React stops a discrete event aimed at a part it has not yet
    // hydrated at its root, before it could reach the part itself.
    const touched = (event: Event) => {
      if (event.target instanceof Node && el.contains(event.target)) open();
    };
    const stop = () => {
      seen.disconnect();
      for (const name of TOUCH_EVENTS) window.removeEventListener(name, touched, { capture: true });
    };
    const open = () => {
      stop();
      gate.open();
    };
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: NEAR_MARGIN,
    });
    seen.observe(el);
    for (const name of TOUCH_EVENTS) window.addEventListener(name, touched, { capture: true });
    return stop;
  }, [gate]);
  return (
    <div ref={ref} id={id}>
      <Suspense fallback={fallback}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
