import { MAX_OFFSET_ROWS } from "@shared/listing-search-limits";
import { Button } from "@web/components/ui/button";
import { ChevronLeft, ChevronRight } from "lucide-react";

const count = new Intl.NumberFormat("en-GB");

/** "1,234", or "1,000+" when the server stopped counting there. */
export const formatTotal = (total: number, capped: boolean) => `${count.format(total)}${capped ? "+" : ""}`;

interface ListingPagerProps {
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
  /** Go to a page: by number alone (shallow pages) or with the cursor that leads there. */
  onPageChange(page: number, cursor?: string): void;
}

/**
 * Pages of the listing search. "Next" always follows the answer's cursor (read straight off the
 * index however deep); "Previous" uses the page number while it is shallow (a clean, shareable
 * URL) and the cursor beyond. Past 1,000 matches the total is shown as "1,000+" and the page has
 * no "of N".
 */
export function ListingPager(p: ListingPagerProps) {
  const first = p.shown === 0 ? 0 : (p.page - 1) * p.pageSize + 1;
  const last = first + Math.max(0, p.shown - 1);
  const pages = Math.max(1, Math.ceil(p.total / p.pageSize));
  const target = p.page - 1;
  const shallow = (target - 1) * p.pageSize <= MAX_OFFSET_ROWS;
  const canGoBack = target >= 1 && (shallow || Boolean(p.prevCursor));
  const previous = () =>
    shallow || !p.prevCursor ? p.onPageChange(target) : p.onPageChange(target, p.prevCursor);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-slate-700"
    >
      <p aria-live="polite">
        {p.shown === 0
          ? "No properties on this page"
          : `Showing ${count.format(first)}–${count.format(last)} of ${formatTotal(p.total, p.totalCapped)} properties`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={!canGoBack} onClick={previous}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span>{`Page ${count.format(p.page)}${p.totalCapped ? "" : ` of ${count.format(pages)}`}`}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={!p.nextCursor}
          onClick={() => p.nextCursor && p.onPageChange(p.page + 1, p.nextCursor)}
        >
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
