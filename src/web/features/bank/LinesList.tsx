import type { BankLine } from "@shared/schemas/bank";
import { Button } from "@web/components/ui/button";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatDay } from "@web/lib/format";
import { Fragment } from "react";
import { PAGE_SIZE } from "./api";
import { CorrectLine } from "./CorrectLine";
import { Amount, confirmable, LineActions, LineMatch, LineText } from "./LineItem";
import type { LineActionsState } from "./use-line-actions";

type LinesProps = { items: BankLine[]; actions: LineActionsState };
type LineProps = { line: BankLine; actions: LineActionsState };

/** The checkbox that selects a confirmable line for "Confirm selected". */
function LineCheck({ line: l, actions }: LineProps) {
  if (!confirmable(l)) return null;
  return (
    <input
      type="checkbox"
      className="size-5"
      checked={actions.selected.has(l.id)}
      onChange={() => actions.toggle(l.id)}
      aria-label={`Select ${formatDay(l.bookedOn)} ${l.description}`}
    />
  );
}

/** The correction form of the line being corrected. */
function LineCorrection({ line: l, actions }: LineProps) {
  if (actions.correcting !== l.id) return null;
  return (
    <CorrectLine
      line={l}
      busy={actions.busy}
      onConfirm={(i) => actions.doConfirm([i])}
      onCancel={actions.stopCorrecting}
    />
  );
}

/** The lines as a table (wide screens), a correction form under the line being corrected. */
export function LinesTable({ items, actions }: LinesProps) {
  return (
    <Table caption="Statement lines">
      <thead>
        <tr>
          <Th className="w-10">
            <span className="sr-only">Select</span>
          </Th>
          <Th>Date</Th>
          <Th>Line</Th>
          <Th className="text-right">Amount</Th>
          <Th>Match</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {items.map((l) => (
          <Fragment key={l.id}>
            <tr>
              <Td>
                <LineCheck line={l} actions={actions} />
              </Td>
              <Td className="whitespace-nowrap">{formatDay(l.bookedOn)}</Td>
              <Td>
                <LineText line={l} />
              </Td>
              <Td className="whitespace-nowrap text-right">
                <Amount minor={l.amountMinor} />
              </Td>
              <Td>
                <LineMatch line={l} />
              </Td>
              <Td>
                <LineActions line={l} busy={actions.busy} onAction={(a) => actions.act(l, a)} />
              </Td>
            </tr>
            {actions.correcting === l.id && (
              <tr>
                <Td colSpan={6}>
                  <LineCorrection line={l} actions={actions} />
                </Td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
}

/** The lines as cards (narrow screens). */
export function LinesCards({ items, actions }: LinesProps) {
  return (
    <ul className="space-y-3 sm:hidden" aria-label="Statement lines">
      {items.map((l) => (
        <li key={l.id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 items-start gap-2">
              <LineCheck line={l} actions={actions} />
              <div className="min-w-0">
                <p className="text-xs text-slate-600">{formatDay(l.bookedOn)}</p>
                <LineText line={l} />
              </div>
            </div>
            <Amount minor={l.amountMinor} />
          </div>
          <LineMatch line={l} />
          <LineActions line={l} busy={actions.busy} onAction={(a) => actions.act(l, a)} />
          <LineCorrection line={l} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

/** "1–50 of 120" with Previous and Next. */
export function LinesPager({
  offset,
  shown,
  total,
  onOffset,
}: {
  offset: number;
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
      <p>
        {offset + 1}–{offset + shown} of {total}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - PAGE_SIZE))}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={offset + PAGE_SIZE >= total}
          onClick={() => onOffset(offset + PAGE_SIZE)}
        >
          Next
        </Button>
      </div>
    </div>
  );
}
