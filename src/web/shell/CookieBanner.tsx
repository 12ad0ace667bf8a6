import { COOKIE_CONSENT_KEY } from "@shared/constants";
import { buttonVariants } from "@web/components/ui/button-variants";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ShellLink } from "./shell-link";

const HEIGHT_VAR = "--cookie-banner-h";

/**
 * Keeps the page's own content out from under the banner (issue 42 item 9: it hid "Add time" and
 * "Create tenancy"): while it shows, the page gains room below its content equal to the banner's
 * height, and scrolling to a focused control leaves that much clear (styles.css reads the variable).
 */
function useReservedSpace(visible: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const el = ref.current;
    if (!visible || !el) return;
    const set = () => root.style.setProperty(HEIGHT_VAR, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(set);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [visible]);
  return ref;
}

/** Shown by LazyCookieBanner when no choice is stored yet. */
export function CookieBanner() {
  const [visible, setVisible] = useState(true);
  const ref = useReservedSpace(visible);
  if (!visible) return null;

  const choose = (value: "true" | "false") => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // Private mode without storage: hide for this visit anyway.
    }
    setVisible(false);
  };

  return (
    <section
      ref={ref}
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-2xl sm:border"
    >
      <div className="relative pr-8">
        <h2 className="text-base font-semibold text-slate-900">We use cookies</h2>
        <p className="mt-1 text-sm text-slate-700">
          This website uses cookies to keep you signed in, remember your preferences and understand how the
          site is used.{" "}
          <ShellLink to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
            Learn more<span className="sr-only"> about cookies</span>
          </ShellLink>
        </p>
        <button
          type="button"
          onClick={() => choose("false")}
          aria-label="Close"
          className="absolute top-0 right-0 rounded-md p-1 text-slate-600 hover:bg-slate-100"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-3 flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => choose("true")}>
          Accept
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => choose("false")}
        >
          Decline
        </button>
      </div>
    </section>
  );
}
