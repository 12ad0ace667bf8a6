import type { Attention } from "@shared/schemas/dashboards";
import { priorityLabels } from "@shared/schemas/support";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ComplianceScoreCard } from "@web/features/compliance/ComplianceScoreCard";
import { DepositAttention } from "@web/features/compliance/DepositAttention";
import { WrittenTermsAttention } from "@web/features/tenancies/WrittenTermsAttention";
import { formatDate } from "@web/lib/format";
import type { ReactNode } from "react";
import { Link } from "react-router";

function ListCard({
  title,
  loading,
  empty,
  total,
  children,
}: {
  title: string;
  loading: boolean;
  empty: string;
  total: number | undefined;
  children: ReactNode[];
}) {
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="font-semibold text-slate-900">
        {title}
        {total ? <span className="font-normal text-slate-600"> ({total})</span> : null}
      </h3>
      {loading ? (
        <Skeleton className="h-20" />
      ) : children.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 text-sm">{children}</ul>
          {total !== undefined && total > children.length && (
            <p className="text-xs text-slate-600">
              The first {children.length} of {total} are shown.
            </p>
          )}
        </>
      )}
    </Card>
  );
}

/** Vacant homes, tenancies ending, certificates due and open repairs: each a short list with links. */
export function AttentionPanel({ attention }: { attention: Attention | undefined }) {
  const loading = !attention;
  const a = attention;
  return (
    <section aria-labelledby="attention-heading" className="space-y-3">
      <h2 id="attention-heading" className="text-lg font-semibold text-slate-900">
        Needs attention
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <ComplianceScoreCard />
        <ListCard
          title="Vacant"
          total={a?.totals.vacant}
          loading={loading}
          empty="Every home ready to let is let."
        >
          {(a?.vacant ?? []).map((v) => (
            <li key={v.id} className="flex items-center justify-between gap-2 py-2">
              <Link to={`/properties/${v.id}`} className="font-medium text-brand-700 hover:underline">
                {v.title}
              </Link>
              <span className="text-slate-600">{v.city}</span>
            </li>
          ))}
        </ListCard>
        <ListCard
          title="Tenancies ending within 60 days"
          total={a?.totals.endingSoon}
          loading={loading}
          empty="No tenancy ends soon."
        >
          {(a?.endingSoon ?? []).map((t) => (
            <li key={t.tenancyId} className="flex items-center justify-between gap-2 py-2">
              <span>
                <Link
                  to={`/properties/${t.propertyId}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {t.title}
                </Link>
                <span className="block text-slate-600">{t.tenantName}</span>
              </span>
              <span className="text-slate-700">Ends {formatDate(t.endDate)}</span>
            </li>
          ))}
        </ListCard>
        <ListCard
          title="Open repairs and requests"
          total={a?.totals.maintenance}
          loading={loading}
          empty="No open request."
        >
          {(a?.maintenance ?? []).map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-2 py-2">
              <span>
                <Link to={`/support/tickets/${m.id}`} className="font-medium text-brand-700 hover:underline">
                  #{m.number} {m.subject}
                </Link>
                {m.propertyTitle && <span className="block text-slate-600">{m.propertyTitle}</span>}
              </span>
              <span className="flex flex-col items-end gap-1">
                <Badge tone={m.priority === "urgent" || m.priority === "high" ? "warning" : "neutral"}>
                  {priorityLabels[m.priority] ?? m.priority}
                </Badge>
                {m.overdue && <Badge tone="danger">Past SLA</Badge>}
              </span>
            </li>
          ))}
        </ListCard>
        <DepositAttention />
        <WrittenTermsAttention />
      </div>
    </section>
  );
}
