import { cn } from "@web/lib/utils";
import { type ComponentProps, type RefObject, useLayoutEffect, useRef } from "react";

/** The heading's visible text, or "" when it is only for screen readers (an actions column). */
function visibleHeading(th: Element): string {
  const all = th.textContent?.trim() ?? "";
  const hidden = Array.from(th.querySelectorAll(".sr-only"))
    .map((e) => e.textContent?.trim() ?? "")
    .join(" ")
    .trim();
  return hidden && hidden === all ? "" : all;
}

/** The column heading of each column, a heading spanning columns repeated for each. */
function columnLabels(headRow: HTMLTableRowElement): string[] {
  const labels: string[] = [];
  for (const th of Array.from(headRow.cells)) {
    const text = visibleHeading(th);
    for (let i = 0; i < Math.max(1, th.colSpan); i++) labels.push(text);
  }
  return labels;
}

function labelRow(row: HTMLTableRowElement, labels: string[]) {
  let col = 0;
  for (const cell of Array.from(row.cells)) {
    const span = Math.max(1, cell.colSpan);
    // A row heading is the card's title; a cell across every column needs no label.
    const label = cell.tagName === "TH" || span >= labels.length ? "" : (labels[col] ?? "");
    if (cell.getAttribute("data-label") !== label) cell.setAttribute("data-label", label);
    col += span;
  }
}

/**
 * Writes each body cell's column heading into its `data-label`, which the card layout below
 * 640 px shows beside the value (styles.css, `.rtable`). Kept up to date as rows come and go.
 */
export function labelCells(table: HTMLTableElement) {
  const headRow = table.tHead?.rows[table.tHead.rows.length - 1];
  if (!headRow) return;
  const labels = columnLabels(headRow);
  const bodies = [...Array.from(table.tBodies), ...(table.tFoot ? [table.tFoot] : [])];
  for (const body of bodies) for (const row of Array.from(body.rows)) labelRow(row, labels);
}

function useCellLabels(ref: RefObject<HTMLTableElement | null>) {
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    labelCells(table);
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
}

/**
 * A table from 640 px of room, and below that a list of cards (one per row, each value labelled
 * by its column heading), so a phone never scrolls sideways for the rows' data. The room is the
 * table's container's width (a CSS container query), not the screen's, so a table in a narrow
 * column turns into cards too.
 */
export function Table({ className, caption, ...props }: ComponentProps<"table"> & { caption?: string }) {
  const ref = useRef<HTMLTableElement>(null);
  useCellLabels(ref);
  return (
    <div className="rtable-room">
      {/* Focusable, so keyboard users can scroll a table wider than its room (axe: scrollable-region-focusable).
          Relative, so visually hidden (absolutely positioned) text in cells scrolls with the table. */}
      <div
        className="rtable relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        role="region"
        // Not the caption alone: a section headed like its table would give two landmarks one name.
        aria-label={caption ? `${caption} (table)` : "Table"}
      >
        <table ref={ref} className={cn("w-full min-w-[40rem] text-left text-sm", className)} {...props}>
          {caption && <caption className="sr-only">{caption}</caption>}
          {props.children}
        </table>
      </div>
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
