import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** How long a new page may take to render its heading (lazy chunk plus its first data). */
const HEADING_WAIT_MS = 10_000;

type Step = "focus" | "leave" | "stop";

/**
 * What to do with the new page's heading now: focus it; leave focus where it is (the heading we
 * focused still has it, or a loading heading gave way while focus stayed elsewhere); or stop
 * watching (the user moved on inside the new page before we focused anything).
 */
function nextStep(main: HTMLElement, heading: HTMLElement, focused: HTMLElement | null): Step {
  const active = document.activeElement;
  if (focused && active === focused) return "leave";
  if (active && active !== document.body && main.contains(active) && active !== heading) {
    return focused ? "leave" : "stop";
  }
  // First focus, or a loading heading was replaced by the page's own (focus fell to the body).
  if (focused && active && active !== document.body) return "leave";
  return "focus";
}

/**
 * Focuses the new page's main heading and announces it, watching while the page settles (a
 * skeleton's heading may give way to the real one) until the wait is over or the user acts.
 * Answers the function that stops watching.
 */
function focusHeadingWhenReady(announce: (text: string) => void) {
  let focused: HTMLElement | null = null;
  const tryFocus = () => {
    // Looked up each time: a change of layout (public site to back office) brings a new <main>.
    const main = document.getElementById("main");
    const heading = main?.querySelector("h1");
    if (!main || !heading) return;
    const step = nextStep(main, heading, focused);
    if (step === "stop") stop();
    if (step !== "focus") return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    focused = heading;
    announce(heading.textContent?.trim() || document.title);
  };

  const observer = new MutationObserver(tryFocus);
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener("keydown", stop, true);
    window.removeEventListener("pointerdown", stop, true);
  };
  window.addEventListener("keydown", stop, true);
  window.addEventListener("pointerdown", stop, true);
  observer.observe(document.body, { childList: true, subtree: true });
  tryFocus();
  return stop;
}

/**
 * After every client-side change of page (a link, sign-in, a redirect, back and forward; not the
 * first load, not a change of query string) focus moves to the new page's main heading and the
 * page is announced, so keyboard and screen-reader users start at the top of the new content.
 * One place for the whole app: pages only render their h1 inside <main>.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState("");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement("");
    return focusHeadingWhenReady(setAnnouncement);
  }, [pathname]);

  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
