import { cn } from "@web/lib/utils";
import type { ComponentProps } from "react";

/** A table that scrolls sideways on small screens instead of breaking the page width. */
export function Table({ className, caption, ...props }: ComponentProps<"table"> & { caption?: string }) {
  return (
    // Focusable, so keyboard users can scroll a table wider than a phone's screen (axe: scrollable-region-focusable).
    // Relative, so visually hidden (absolutely positioned) text in cells scrolls with the table
    // instead of widening the page on a phone.
    <div
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      role="region"
      // Not the caption alone: a section headed like its table would give two landmarks one name.
      aria-label={caption ? `${caption} (table)` : "Table"}
    >
      <table className={cn("w-full min-w-[40rem] text-left text-sm", className)} {...props}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {props.children}
      </table>
    </div>
  );
}

export const Th = ({ className, ...props }: ComponentProps<"th">) => (
  <th
    scope="col"
    className={cn("border-b border-slate-200 bg-slate-50 px-4 py-3 font-semibold text-slate-700", className)}
    {...props}
  />
);

export const Td = ({ className, ...props }: ComponentProps<"td">) => (
  <td
    className={cn("border-b border-slate-100 px-4 py-3 align-middle text-slate-800", className)}
    {...props}
  />
);
