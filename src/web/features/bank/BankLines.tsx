import {
  type BankLine,
  type BankLineStatus,
  type ConfirmInput,
  PROPOSAL_THRESHOLD,
} from "@shared/schemas/bank";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { toast } from "@web/components/ui/toast-store";
import { formatDay } from "@web/lib/format";
import { Landmark } from "lucide-react";
import { Fragment, useState } from "react";
import { PAGE_SIZE, useBankLines, useConfirmLines, useIgnoreLines, useUndoLine } from "./api";
import { CorrectLine } from "./CorrectLine";
import { Amount, confirmable, type LineAction, LineActions, LineMatch, LineText } from "./LineItem";

const filters: { value: BankLineStatus | ""; label: string }[] = [
  { value: "unmatched", label: "Unmatched" },
  { value: "matched", label: "Matched" },
  { value: "ignored", label: "Ignored" },
  { value: "", label: "All" },
];

type Item = ConfirmInput["items"][number];
const itemOf = (l: BankLine): Item | null =>
  l.proposal?.tenancyId
    ? { lineId: l.id, tenancyId: l.proposal.tenancyId }
    : l.proposal?.expenseId
      ? { lineId: l.id, expenseId: l.proposal.expenseId }
      : null;

/** The imported lines by status, with their proposals; confirm, correct, ignore or undo. */
export function BankLines() {
  const [status, setStatus] = useState<BankLineStatus | "">("unmatched");
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [correcting, setCorrecting] = useState<string | null>(null);
  const lines = useBankLines(status, offset);
  const confirm = useConfirmLines();
  const ignore = useIgnoreLines();
  const undo = useUndoLine();
  const busy = confirm.isPending || ignore.isPending || undo.isPending;
  const d = lines.data;

  const report = (e: unknown) =>
    toast({ title: e instanceof Error ? e.message : "Something went wrong", variant: "destructive" });
  const doConfirm = (items: Item[]) =>
    confirm.mutate(
      { items },
      {
        onSuccess: (r) => {
          setSelected(new Set());
          setCorrecting(null);
          toast({ title: `${r.confirmed} line${r.confirmed === 1 ? "" : "s"} confirmed` });
        },
        onError: report,
      },
    );
  const act = (l: BankLine, a: LineAction) => {
    if (a === "confirm") {
      const item = itemOf(l);
      if (item) doConfirm([item]);
    } else if (a === "correct") setCorrecting(correcting === l.id ? null : l.id);
    else if (a === "undo")
      undo.mutate(l.id, { onSuccess: () => toast({ title: "Match undone" }), onError: report });
    else ignore.mutate({ lineIds: [l.id], ignored: a === "ignore" }, { onError: report });
  };
  const items = d?.items ?? [];
  const chosen = items.filter((l) => selected.has(l.id) && confirmable(l));
  const sure = items.filter((l) => confirmable(l) && l.proposal!.score >= PROPOSAL_THRESHOLD);
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const check = (l: BankLine) =>
    confirmable(l) ? (
      <input
        type="checkbox"
        className="size-5"
        checked={selected.has(l.id)}
        onChange={() => toggle(l.id)}
        aria-label={`Select ${formatDay(l.bookedOn)} ${l.description}`}
      />
    ) : null;
  const correct = (l: BankLine) =>
    correcting === l.id ? (
      <CorrectLine
        line={l}
        busy={busy}
        onConfirm={(i) => doConfirm([i])}
        onCancel={() => setCorrecting(null)}
      />
    ) : null;

  return (
    <section aria-labelledby="bank-lines-h" className="space-y-4">
      <h2 id="bank-lines-h" className="text-lg font-semibold text-slate-900">
        Statement lines
      </h2>
      <div role="group" aria-label="Show lines" className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <Button
            key={f.label}
            size="sm"
            variant={status === f.value ? "default" : "secondary"}
            aria-pressed={status === f.value}
            onClick={() => {
              setStatus(f.value);
              setOffset(0);
              setSelected(new Set());
            }}
          >
            {f.label}
            {d && f.value ? ` (${d.counts[f.value] ?? 0})` : ""}
          </Button>
        ))}
      </div>
      {status !== "matched" && status !== "ignored" && items.length > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={busy || chosen.length === 0}
            onClick={() => doConfirm(chosen.map(itemOf).filter((i): i is Item => !!i))}
          >
            Confirm selected ({chosen.length})
          </Button>
          <Button
            variant="secondary"
            disabled={busy || sure.length === 0}
            onClick={() => doConfirm(sure.map(itemOf).filter((i): i is Item => !!i))}
          >
            Confirm all proposals ({sure.length})
          </Button>
        </div>
      )}
      {lines.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {lines.error.message}
        </p>
      ) : !d ? (
        <Skeleton className="h-64" />
      ) : items.length === 0 ? (
        <EmptyState icon={Landmark} title={status === "unmatched" ? "Nothing to reconcile" : "No lines here"}>
          {(d.counts.unmatched ?? 0) + (d.counts.matched ?? 0) + (d.counts.ignored ?? 0) === 0
            ? "Import a statement from your bank above: Keyhold proposes the tenancy for each rent received and the expense for each payment out."
            : "Every imported line in this view is dealt with. Import a newer statement to carry on."}
        </EmptyState>
      ) : (
        <div aria-busy={lines.isFetching}>
          <div className="hidden sm:block">
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
                      <Td>{check(l)}</Td>
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
                        <LineActions line={l} busy={busy} onAction={(a) => act(l, a)} />
                      </Td>
                    </tr>
                    {correcting === l.id && (
                      <tr>
                        <Td colSpan={6}>{correct(l)}</Td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </Table>
          </div>
          <ul className="space-y-3 sm:hidden" aria-label="Statement lines">
            {items.map((l) => (
              <li key={l.id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="flex min-w-0 items-start gap-2">
                    {check(l)}
                    <div className="min-w-0">
                      <p className="text-xs text-slate-600">{formatDay(l.bookedOn)}</p>
                      <LineText line={l} />
                    </div>
                  </div>
                  <Amount minor={l.amountMinor} />
                </div>
                <LineMatch line={l} />
                <LineActions line={l} busy={busy} onAction={(a) => act(l, a)} />
                {correct(l)}
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
            <p>
              {offset + 1}–{offset + items.length} of {d.total}
            </p>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
              >
                Previous
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={offset + PAGE_SIZE >= d.total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              >
                Next
              </Button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
