import { SCROLL_TOP_THRESHOLD_PX } from "@shared/constants";
import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useShellPathname } from "./shell-link";

/** Every route change starts at the top of the page. */
export function ScrollToTopOnNavigate() {
  const pathname = useShellPathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The one back-to-top button, shown past the threshold. */
export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed right-4 bottom-20 z-40 inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
