import { useAuth } from "@web/auth/use-auth";
import { DutyStatusBadge } from "@web/components/duty-status-badge";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDay } from "@web/lib/format";
import { Link } from "react-router";
import { useClock } from "./api";

/** Overdue and missing duties listed on the card at most. */
const SHOWN = 4;

/**
 * The portfolio's compliance score on a landlord's or agent's home: the score, overdue and missing
 * counts, the first few duties needing action, and the way to the statutory clock.
 */
export function ComplianceScoreCard() {
  const { user } = useAuth();
  const clock = useClock({ limit: SHOWN, homes: "false" });
  const base = `/${user?.role ?? "landlord"}/compliance`;
  const d = clock.data;
  const urgent = (d?.duties ?? []).filter((x) => x.status === "overdue" || x.status === "missing");
  return (
    <Card className="flex flex-col gap-3" data-testid="compliance-score-card">
      <h3 className="font-semibold text-slate-900">Compliance</h3>
      {clock.isPending ? (
        <Skeleton className="h-24" />
      ) : clock.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {clock.error.message}
        </p>
      ) : d!.total === 0 ? (
        <p className="text-sm text-slate-600">
          Add a home to see its legal duties and your compliance score.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">Score</dt>
              <dd className="text-xl font-bold text-slate-900">
                {d!.score.score === null ? "—" : `${d!.score.score}%`}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">Overdue</dt>
              <dd className="text-xl font-bold text-slate-900">{d!.score.overdue}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">Missing</dt>
              <dd className="text-xl font-bold text-slate-900">{d!.score.missing}</dd>
            </div>
          </dl>
          {urgent.length ? (
            <ul className="divide-y divide-slate-100 text-sm">
              {urgent.slice(0, SHOWN).map((x) => (
                <li key={x.key} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <Link
                      to={`${base}/homes/${x.propertyId}`}
                      className="font-medium break-words text-brand-700 hover:underline"
                    >
                      {x.title}
                    </Link>
                    <span className="block text-slate-600">
                      {x.property.addressLine1 || x.property.title}
                      {x.dueOn ? `, due ${formatDay(x.dueOn)}` : ""}
                    </span>
                  </span>
                  <DutyStatusBadge status={x.status} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Nothing overdue or missing.</p>
          )}
        </>
      )}
      <Link to={base} className="text-sm font-medium text-brand-700 hover:underline">
        Open the statutory clock
        {urgent.length > SHOWN ? ` (${urgent.length - SHOWN} more needing action)` : ""}
      </Link>
      <p className="text-xs text-slate-600">Keyhold records and computes dates; it is not legal advice.</p>
    </Card>
  );
}
