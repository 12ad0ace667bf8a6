import type { BankLine } from "@shared/schemas/bank";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDay, formatMoney } from "@web/lib/format";

export type LineAction = "confirm" | "correct" | "ignore" | "restore" | "undo";

/** Whether the line has a proposal that can be confirmed as it stands (a match, not a suggestion). */
export const confirmable = (l: BankLine) =>
  l.status === "unmatched" && !!l.proposal && l.proposal.kind !== "new_expense" && l.proposal.score > 0;

export function Amount({ minor }: { minor: number }) {
  return (
    <span className={minor > 0 ? "font-semibold text-green-800" : "font-semibold text-slate-900"}>
      {minor > 0 ? "+" : "−"}
      {formatMoney(Math.abs(minor))}
    </span>
  );
}

export function LineText({ line }: { line: BankLine }) {
  return (
    <div className="min-w-0 break-words">
      <p className="font-medium text-slate-900">
        {line.description || line.counterparty || "No description"}
      </p>
      {(line.reference || line.counterparty) && (
        <p className="text-xs text-slate-600">
          {[line.counterparty, line.reference && `Ref ${line.reference}`].filter(Boolean).join(" · ")}
        </p>
      )}
    </div>
  );
}

/** What Keyhold proposes (score and reasons), or what the line is matched to. */
export function LineMatch({ line }: { line: BankLine }) {
  if (line.status === "matched") {
    return (
      <div className="space-y-1">
        <Badge tone="success">Matched</Badge>
        <p className="text-sm text-slate-800">{line.matchLabel}</p>
      </div>
    );
  }
  if (line.status === "ignored") return <Badge tone="neutral">Ignored</Badge>;
  const p = line.proposal;
  if (!p) return <p className="text-sm text-slate-700">No match found: correct it by hand, or ignore it.</p>;
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-900">
        {p.kind !== "new_expense" && (
          <Badge tone="info" className="mr-2">
            Score {p.score}
          </Badge>
        )}
        {p.label}
      </p>
      <p className="text-xs text-slate-600">{p.reasons.join(" · ")}</p>
    </div>
  );
}

export function LineActions({
  line,
  busy,
  onAction,
}: {
  line: BankLine;
  busy: boolean;
  onAction: (a: LineAction) => void;
}) {
  const what = `${formatDay(line.bookedOn)} ${formatMoney(Math.abs(line.amountMinor))}`;
  if (line.status === "matched") {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => onAction("undo")}
        aria-label={`Undo match of ${what}`}
      >
        Undo
      </Button>
    );
  }
  if (line.status === "ignored") {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => onAction("restore")}
        aria-label={`Restore ${what}`}
      >
        Restore
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {confirmable(line) && (
        <Button size="sm" disabled={busy} onClick={() => onAction("confirm")} aria-label={`Confirm ${what}`}>
          Confirm
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => onAction("correct")}
        aria-label={`Correct ${what}`}
      >
        {line.proposal ? "Correct" : "Match"}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => onAction("ignore")}
        aria-label={`Ignore ${what}`}
      >
        Ignore
      </Button>
    </div>
  );
}
