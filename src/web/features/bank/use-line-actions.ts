import type { BankLine, ConfirmInput } from "@shared/schemas/bank";
import { toast } from "@web/components/ui/toast-store";
import { useState } from "react";
import { useConfirmLines, useIgnoreLines, useUndoLine } from "./api";
import type { LineAction } from "./LineItem";

export type ConfirmItem = ConfirmInput["items"][number];

/** What confirming the line's proposal sends (its tenancy or expense), or null when it has none. */
export const itemOf = (l: BankLine): ConfirmItem | null =>
  l.proposal?.tenancyId
    ? { lineId: l.id, tenancyId: l.proposal.tenancyId }
    : l.proposal?.expenseId
      ? { lineId: l.id, expenseId: l.proposal.expenseId }
      : null;

/** The confirm items of `lines`, skipping any without a proposal to confirm. */
export const itemsOf = (lines: BankLine[]) => lines.map(itemOf).filter((i): i is ConfirmItem => !!i);

const report = (e: unknown) =>
  toast({ title: e instanceof Error ? e.message : "Something went wrong", variant: "destructive" });

/** The lines' selection, the line being corrected, and the confirm, ignore and undo actions. */
export function useLineActions() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [correcting, setCorrecting] = useState<string | null>(null);
  const confirm = useConfirmLines();
  const ignore = useIgnoreLines();
  const undo = useUndoLine();
  const busy = confirm.isPending || ignore.isPending || undo.isPending;

  const doConfirm = (items: ConfirmItem[]) =>
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
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return {
    selected,
    toggle,
    clearSelection: () => setSelected(new Set()),
    correcting,
    stopCorrecting: () => setCorrecting(null),
    busy,
    doConfirm,
    act,
  };
}

export type LineActionsState = ReturnType<typeof useLineActions>;
