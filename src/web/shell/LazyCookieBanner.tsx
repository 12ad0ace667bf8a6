import { COOKIE_CONSENT_KEY } from "@shared/constants";
import { lazy, Suspense, useEffect, useState } from "react";

const CookieBanner = lazy(() => import("./CookieBanner").then((m) => ({ default: m.CookieBanner })));

function storedChoice(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/**
 * The cookie banner, loaded only for a visitor who has not chosen yet (returning visitors never
 * download it). Decided after the first render, which must match the server's: it cannot know.
 */
export function LazyCookieBanner() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => setNeeded(storedChoice() === null), []);
  return needed ? (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  ) : null;
}
