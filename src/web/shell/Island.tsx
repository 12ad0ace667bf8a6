import type { ReactNode } from "react";

/** The parts that work on a static public page (hydrated there by src/web/islands.tsx). */
export type IslandName = "navbar" | "scroll-top" | "cookie-banner" | "cookie-choice";

/**
 * Marks a part of the layout that a static public page hydrates on its own, with nothing around
 * it (decision 0014). Its element takes no box (`display: contents`), so the layout is the same
 * with it; the app renders it everywhere, so a whole-page hydration meets the same tree.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
