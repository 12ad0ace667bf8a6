import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { useSearchState } from "@web/lib/use-search-state";
import type { ReactNode } from "react";

export interface Column<T> {
  /** The column heading (a visually hidden text for an actions column). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes for the heading cell. */
  headerClassName?: string;
  /** Classes for each body cell. */
  className?: string;
}

/** One page of a list as the API answers it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  pageSize: number;
}

/** What DataList reads from a TanStack query of a list page. */
export interface ListQuery<P> {
  data: P | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
}

/**
 * A paged list: the request's error, a skeleton until the first page arrives, an empty state, or
 * the table (a keyboard-scrollable region on small screens) with pagination bound to ?page= in the URL.
 */
export function DataList<T, P extends ListPage<T>>({
  query,
  caption,
  columns,
  rowKey,
  empty,
  noun,
}: {
  query: ListQuery<P>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when the page has no rows. */
  empty: ReactNode;
  /** What is being counted in the pagination text, e.g. "users". */
  noun: string;
}) {
  const { page, set } = useSearchState([]);
  const d = query.data;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {query.error?.message}
      </p>
    );
  }
  if (!d) return <Skeleton className="h-64" />;
  if (d.items.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={query.isFetching}>
      <Table caption={caption}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
              <Th key={i} className={c.headerClassName}>
                {c.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {d.items.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
                <Td key={i} className={c.className}>
                  {c.cell(row)}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination
        page={page}
        pageSize={d.pageSize}
        total={d.total}
        noun={noun}
        onPageChange={(p) => set({ page: String(p) })}
      />
    </div>
  );
}

/** An actions column's heading: read by screen readers, not shown. */
export const actionsHeader = <span className="sr-only">Actions</span>;
