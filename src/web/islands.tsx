import { type ReactNode, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { reloadWhenSignedIn } from "./auth/reload-when-signed-in";
import { CookieChoiceReset } from "./features/legal/CookieChoiceReset";
import type { IslandName } from "./shell/Island";
import { LazyCookieBanner } from "./shell/LazyCookieBanner";
import { Navbar } from "./shell/Navbar";
import { ScrollTopButton } from "./shell/ScrollControls";
import { ShellNavigationContext } from "./shell/shell-link";

/**
 * What a static public page runs (decision 0014): the server sent the whole page as HTML
 * (src/server/ssr), and only its working parts hydrate, each on its own: the shell's, and the
 * privacy policy's cookie choice. Nothing here reads the session on load: the server renders a
 * page only for a visitor without a session cookie (a sign-in elsewhere reloads the page, see
 * reloadWhenSignedIn). No router either: the shell's links are followed by the browser, and the
 * server renders the next page (the app's own pages hydrate the whole app there), as they would
 * be without script.
 */
const parts: Record<IslandName, () => ReactNode> = {
  navbar: () => <Navbar user={null} />,
  "scroll-top": () => <ScrollTopButton />,
  "cookie-banner": () => <LazyCookieBanner />,
  "cookie-choice": () => <CookieChoiceReset />,
};

/** Calls back once the part has hydrated (its first effects ran). */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(() => onDone(), [onDone]);
  return children;
}

export function start() {
  const shell = { pathname: window.location.pathname };
  const found = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
    (el) => (el.dataset.island as IslandName) in parts,
  );
  // Marked as the whole app marks a hydrated page (start.tsx): the browser tests wait for it.
  const done = new Set<Element>();
  const mark = () => {
    if (done.size === found.length) document.documentElement.dataset.hydrated = "";
  };
  for (const el of found) {
    const part = parts[el.dataset.island as IslandName];
    hydrateRoot(
      el,
      <StrictMode>
        <ShellNavigationContext value={shell}>
          <Hydrated
            onDone={() => {
              done.add(el);
              mark();
            }}
          >
            {part()}
          </Hydrated>
        </ShellNavigationContext>
      </StrictMode>,
    );
  }
  mark();
  reloadWhenSignedIn();
}
