import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { type ReactNode, useId, useState } from "react";

export interface ChartColumn<T> {
  label: string;
  value(row: T): ReactNode;
}

interface ChartCardProps<T> {
  title: string;
  description?: string;
  loading?: boolean;
  rows: T[];
  columns: ChartColumn<T>[];
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}

/**
 * A chart with its title, a loading skeleton, an empty state, and a table of the same numbers
 * one click away (for screen readers, keyboard users and anyone who wants the figures).
 */
export function ChartCard<T>({
  title,
  description,
  loading,
  rows,
  columns,
  empty,
  emptyText,
  children,
}: ChartCardProps<T>) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card role="group" className="flex flex-col gap-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
        {!loading && !empty && (
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? "Show chart" : "Show as table"}
          </button>
        )}
      </div>
      {loading ? (
        <Skeleton className="h-56" />
      ) : empty ? (
        <p className="flex h-56 items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-600">
          {emptyText ?? "No data in this period yet."}
        </p>
      ) : asTable ? (
        <div
          className="max-h-72 overflow-auto focus-visible:outline-2 focus-visible:outline-brand-600"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          role="region"
          aria-label={`${title} (table)`}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.label}
                    scope="col"
                    className="border-b border-slate-200 py-2 pr-4 font-semibold text-slate-700"
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional series points
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.label} className="border-b border-slate-100 py-2 pr-4 text-slate-800">
                      {c.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <figure aria-label={title} className="h-56">
          {children}
        </figure>
      )}
    </Card>
  );
}
