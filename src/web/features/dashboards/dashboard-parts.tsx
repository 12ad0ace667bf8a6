import type { Attention, PortfolioKpis } from "@shared/schemas/dashboards";
import { type EnquiryStatus, enquiryStatusLabels } from "@shared/schemas/properties";
import { priorityLabels, type TicketPriority } from "@shared/schemas/support";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Stat } from "@web/components/ui/stat";
import { formatDate, formatMoney } from "@web/lib/format";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const certificateLabels: Record<string, string> = {
  gas_safety: "Gas safety certificate",
  eicr: "Electrical report (EICR)",
  epc: "Energy certificate (EPC)",
};

/** The headline money and occupancy figures of a portfolio. */
export function KpiGrid({ kpis }: { kpis: PortfolioKpis | undefined }) {
  const money = (n: number | undefined) => (kpis && n !== undefined ? formatMoney(n, kpis.currency) : "—");
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" aria-busy={!kpis}>
      <Stat
        label="Properties"
        value={kpis ? kpis.properties.toLocaleString("en-GB") : "—"}
        hint={kpis ? `${kpis.lettable} ready to let or let` : undefined}
      />
      <Stat
        label="Occupancy"
        value={kpis ? (kpis.occupancyPct === null ? "No homes to let" : `${kpis.occupancyPct}%`) : "—"}
        hint={kpis ? `${kpis.occupied} of ${kpis.lettable} let` : undefined}
      />
      <Stat label="Rent due this month" value={money(kpis?.rentDueThisMonth)} />
      <Stat label="Collected this month" value={money(kpis?.collectedThisMonth)} />
      <Stat
        label="Arrears"
        value={money(kpis?.arrearsTotal)}
        hint={
          kpis
            ? kpis.arrearsCount === 0
              ? "No tenancy owes overdue rent"
              : `${kpis.arrearsCount} ${kpis.arrearsCount === 1 ? "tenancy" : "tenancies"} behind`
            : undefined
        }
      />
    </dl>
  );
}

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
          title="Certificates expired or expiring within 30 days"
          total={a?.totals.compliance}
          loading={loading}
          empty="No certificate needs renewing."
        >
          {(a?.compliance ?? []).map((c) => (
            <li key={`${c.propertyId}-${c.kind}`} className="flex items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{c.title}</span>
                <span className="block text-slate-600">{certificateLabels[c.kind] ?? c.kind}</span>
              </span>
              <Badge tone={c.state === "expired" ? "danger" : "warning"}>
                {c.state === "expired" ? "Expired" : "Expires"} {formatDate(c.expiresOn)}
              </Badge>
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
                  {priorityLabels[m.priority as TicketPriority] ?? m.priority}
                </Badge>
                {m.overdue && <Badge tone="danger">Past SLA</Badge>}
              </span>
            </li>
          ))}
        </ListCard>
      </div>
    </section>
  );
}

export function LatestEnquiries({
  enquiries,
  allHref,
}: {
  enquiries:
    | {
        id: string;
        propertyId: string;
        propertyTitle: string;
        name: string;
        status: string;
        createdAt: string;
      }[]
    | undefined;
  allHref: string;
}) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Latest enquiries</h2>
        <Link to={allHref} className="text-sm font-semibold text-brand-700 hover:underline">
          All enquiries
        </Link>
      </div>
      {!enquiries ? (
        <Skeleton className="h-20" />
      ) : enquiries.length === 0 ? (
        <p className="text-sm text-slate-600">No enquiries yet. They appear here as soon as someone asks.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {enquiries.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{e.name}</span>
                <span className="block text-slate-600">
                  {e.propertyTitle} · {formatDate(e.createdAt)}
                </span>
              </span>
              <Badge tone={e.status === "new" ? "info" : "neutral"}>
                {enquiryStatusLabels[e.status as EnquiryStatus] ?? e.status}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export interface QuickAction {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A file download rather than a page. */
  download?: boolean;
}

export function QuickActions({ actions }: { actions: QuickAction[] }) {
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="font-semibold text-slate-900">Quick actions</h2>
      <ul className="grid gap-2">
        {actions.map((a) => (
          <li key={a.to}>
            {a.download ? (
              <a
                href={a.to}
                download
                className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <a.icon className="size-4" aria-hidden="true" />
                {a.label}
              </a>
            ) : (
              <Link
                to={a.to}
                className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <a.icon className="size-4" aria-hidden="true" />
                {a.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
