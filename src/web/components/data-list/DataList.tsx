import { Table, Td, Th } from "@web/components/ui/table";
import type { ComponentProps, ReactNode } from "react";
import { ListFrame, type ListFrameProps, type ListPage } from "./ListFrame";

export interface Column<T> {
  /** The column heading (a visually hidden text for an actions or photo column). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes for the heading cell. */
  headerClassName?: string;
  /** Classes for each body cell. */
  className?: string;
}

/** Attributes of a body row, data-* ones included (a test id). */
export type RowProps = ComponentProps<"tr"> & { [data: `data-${string}`]: string | undefined };

export interface TableProps<T> {
  caption: string;
  /** The columns in order; `false` leaves one out (a column only some roles or filters show). */
  columns: (Column<T> | false)[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => RowProps;
}

/**
 * A paged list shown as a table (a keyboard-scrollable region, and labelled cards below 640 px:
 * components/ui/table.tsx), with ListFrame's error, loading, empty and pagination states.
 */
export function DataList<T, P extends ListPage<T> = ListPage<T>>({
  caption,
  columns,
  rowKey,
  rowProps,
  ...frame
}: ListFrameProps<T, P> & TableProps<T>) {
  return (
    <ListFrame<T, P> {...frame}>
      {(items) => (
        <DataTable items={items} caption={caption} columns={columns} rowKey={rowKey} rowProps={rowProps} />
      )}
    </ListFrame>
  );
}

/** The rows as a table; the caller (DataList) handles the list's states. */
function DataTable<T>({ items, caption, columns, rowKey, rowProps }: TableProps<T> & { items: T[] }) {
  const shown = columns.filter((c): c is Column<T> => c !== false);
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {shown.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
            <Th key={i} className={c.headerClassName}>
              {c.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {shown.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
              <Td key={i} className={c.className}>
                {c.cell(row)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** An actions column's heading: read by screen readers, not shown. */
export const actionsHeader = <span className="sr-only">Actions</span>;
