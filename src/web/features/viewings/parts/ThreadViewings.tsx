import { type Viewing, viewingInterestLabels } from "@shared/schemas/viewings";
import { formatLondonSlot } from "@web/lib/format";
import { CancelViewingDialog } from "./CancelViewingDialog";
import { OutcomeDialog } from "./OutcomeDialog";
import { ViewingStatusBadge } from "./viewing-ui";

/**
 * The enquiry's viewings, soonest first, with what can be done to each: cancel one offered or
 * booked still to come; record (or correct) the outcome of a booked one once it has started.
 */
export function ThreadViewings({
  viewings,
  emptyText = "No viewing times offered yet. Offer some in your reply.",
  now = Date.now(),
}: {
  viewings: Viewing[];
  emptyText?: string;
  now?: number;
}) {
  if (viewings.length === 0) return <p className="text-sm text-slate-700">{emptyText}</p>;
  return (
    <ul className="space-y-3">
      {viewings.map((v) => {
        const started = Date.parse(v.startsAt) <= now;
        const canCancel = (v.status === "proposed" || v.status === "booked") && !started;
        const canRecord =
          started && (v.status === "booked" || v.status === "attended" || v.status === "no_show");
        return (
          <li key={v.id} data-testid="thread-viewing" className="rounded-xl border border-slate-200 p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words text-slate-900">
                <time dateTime={v.startsAt}>{formatLondonSlot(v.startsAt, v.endsAt)}</time>
              </p>
              <ViewingStatusBadge status={v.status} />
            </div>
            {v.host && <p className="mt-1 text-sm text-slate-700">With {v.host}</p>}
            {v.interest && (
              <p className="mt-1 text-sm text-slate-700">Interest: {viewingInterestLabels[v.interest]}</p>
            )}
            {v.note && (
              <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-700">{v.note}</p>
            )}
            {(canCancel || canRecord) && (
              <div className="mt-3 flex flex-wrap gap-2">
                {canRecord && <OutcomeDialog viewing={v} />}
                {canCancel && <CancelViewingDialog viewing={v} />}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
