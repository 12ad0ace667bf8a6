import { COOKIE_CONSENT_KEY } from "@shared/constants";
import { buttonVariants } from "@web/components/ui/button-variants";
import { useEffect, useState } from "react";

function readChoice(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

const choiceText: Record<string, string> = {
  true: "You have accepted optional cookies.",
  false: "You have declined optional cookies.",
};

/**
 * Withdrawing consent must be as easy as giving it, so the banner can be brought back from here.
 * An island of the privacy policy, a static page (src/web/islands.tsx): no router, no class merging.
 */
export function CookieChoiceReset() {
  // Read after the first render, which must match the server's (it cannot know the choice).
  const [choice, setChoice] = useState<string | null>(null);
  useEffect(() => setChoice(readChoice()), []);

  const reset = () => {
    try {
      localStorage.removeItem(COOKIE_CONSENT_KEY);
    } catch {
      // Storage unavailable: there is no stored choice to clear.
    }
    // The banner decides whether to show when the app starts.
    window.location.reload();
  };

  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="mt-0! text-sm">
        {choice
          ? (choiceText[choice] ?? "Your cookie choice is saved.")
          : "You have not made a cookie choice yet."}
      </p>
      <button
        type="button"
        className={buttonVariants({ variant: "secondary" })}
        onClick={reset}
        disabled={!choice}
      >
        Change my cookie choice
      </button>
    </div>
  );
}
