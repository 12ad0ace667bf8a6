import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { useSearchState } from "@web/lib/use-search-state";
import type { ReactNode } from "react";

/**
 * One page of a list as the API answers it. A list without `total` is not paged (every row at
 * once); a paged endpoint that does not echo its `pageSize` gets it from the caller.
 */
export interface ListPage<T> {
  items: T[];
  total?: number;
  pageSize?: number;
}

/** What a list reads from a TanStack query of a list page. */
export interface ListQuery<P> {
  data: P | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
}

export interface ListFrameProps<T, P> {
  /** The list's query (its page type P, whose rows are T: both are inferred from it). */
  query: ListQuery<P> & ListQuery<ListPage<T>>;
  /** Shown instead of the rows when the page has none. */
  empty: ReactNode;
  /** What is being counted in the pagination text, e.g. "users". */
  noun?: string;
  /** The page size asked for, when the answer does not say it. */
  pageSize?: number;
}

/**
 * The states every list goes through: the request's error, a skeleton until the first page
 * arrives, the empty state, or the rows (`children` renders them: a table, cards) followed by
 * pagination bound to ?page= in the URL when the list is paged.
 */
export function ListFrame<T, P extends ListPage<T> = ListPage<T>>({
  query,
  empty,
  noun,
  pageSize,
  children,
}: ListFrameProps<T, P> & { children: (items: T[]) => ReactNode }) {
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
  const size = d.pageSize ?? pageSize;
  return (
    <div aria-busy={query.isFetching}>
      {children(d.items)}
      {d.total !== undefined && size !== undefined && (
        <Pagination
          page={page}
          pageSize={size}
          total={d.total}
          noun={noun}
          onPageChange={(p) => set({ page: String(p) })}
        />
      )}
    </div>
  );
}
