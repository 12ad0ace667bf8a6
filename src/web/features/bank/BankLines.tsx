import { type BankLineStatus, PROPOSAL_THRESHOLD } from "@shared/schemas/bank";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { Landmark } from "lucide-react";
import { useState } from "react";
import { useBankLines } from "./api";
import { confirmable } from "./LineItem";
import { LinesCards, LinesPager, LinesTable } from "./LinesList";
import { itemsOf, type LineActionsState, useLineActions } from "./use-line-actions";

type Status = BankLineStatus | "";
type LinesQuery = ReturnType<typeof useBankLines>;
type LinesPage = NonNullable<LinesQuery["data"]>;

const filters: { value: Status; label: string }[] = [
  { value: "unmatched", label: "Unmatched" },
  { value: "matched", label: "Matched" },
  { value: "ignored", label: "Ignored" },
  { value: "", label: "All" },
];

/** The status filter, each with its count once the lines are loaded. */
function StatusFilter({
  status,
  counts,
  onChange,
}: {
  status: Status;
  counts: LinesPage["counts"] | undefined;
  onChange: (s: Status) => void;
}) {
  return (
    <div role="group" aria-label="Show lines" className="flex flex-wrap gap-2">
      {filters.map((f) => (
        <Button
          key={f.label}
          size="sm"
          variant={status === f.value ? "default" : "secondary"}
          aria-pressed={status === f.value}
          onClick={() => onChange(f.value)}
        >
          {f.label}
          {counts && f.value ? ` (${counts[f.value] ?? 0})` : ""}
        </Button>
      ))}
    </div>
  );
}

/** Confirm the selected lines, or every proposal at or above the threshold. */
function ConfirmBar({ items, actions }: { items: LinesPage["items"]; actions: LineActionsState }) {
  const chosen = items.filter((l) => actions.selected.has(l.id) && confirmable(l));
  const sure = items.filter((l) => confirmable(l) && l.proposal!.score >= PROPOSAL_THRESHOLD);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        disabled={actions.busy || chosen.length === 0}
        onClick={() => actions.doConfirm(itemsOf(chosen))}
      >
        Confirm selected ({chosen.length})
      </Button>
      <Button
        variant="secondary"
        disabled={actions.busy || sure.length === 0}
        onClick={() => actions.doConfirm(itemsOf(sure))}
      >
        Confirm all proposals ({sure.length})
      </Button>
    </div>
  );
}

/** The lines (table and cards, with the pager), or the error, the skeleton or the empty state. */
function LinesBody({
  lines,
  status,
  offset,
  onOffset,
  actions,
}: {
  lines: LinesQuery;
  status: Status;
  offset: number;
  onOffset: (offset: number) => void;
  actions: LineActionsState;
}) {
  if (lines.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {lines.error.message}
      </p>
    );
  }
  const d = lines.data;
  if (!d) return <Skeleton className="h-64" />;
  if (d.items.length === 0) {
    return (
      <EmptyState icon={Landmark} title={status === "unmatched" ? "Nothing to reconcile" : "No lines here"}>
        {(d.counts.unmatched ?? 0) + (d.counts.matched ?? 0) + (d.counts.ignored ?? 0) === 0
          ? "Import a statement from your bank above: Keyhold proposes the tenancy for each rent received and the expense for each payment out."
          : "Every imported line in this view is dealt with. Import a newer statement to carry on."}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={lines.isFetching}>
      <div className="hidden sm:block">
        <LinesTable items={d.items} actions={actions} />
      </div>
      <LinesCards items={d.items} actions={actions} />
      <LinesPager offset={offset} shown={d.items.length} total={d.total} onOffset={onOffset} />
    </div>
  );
}

/** The imported lines by status, with their proposals; confirm, correct, ignore or undo. */
export function BankLines() {
  const [status, setStatus] = useState<Status>("unmatched");
  const [offset, setOffset] = useState(0);
  const lines = useBankLines(status, offset);
  const actions = useLineActions();
  const items = lines.data?.items ?? [];

  return (
    <section aria-labelledby="bank-lines-h" className="space-y-4">
      <h2 id="bank-lines-h" className="text-lg font-semibold text-slate-900">
        Statement lines
      </h2>
      <StatusFilter
        status={status}
        counts={lines.data?.counts}
        onChange={(s) => {
          setStatus(s);
          setOffset(0);
          actions.clearSelection();
        }}
      />
      {status !== "matched" && status !== "ignored" && items.length > 0 && (
        <ConfirmBar items={items} actions={actions} />
      )}
      <LinesBody lines={lines} status={status} offset={offset} onOffset={setOffset} actions={actions} />
    </section>
  );
}
