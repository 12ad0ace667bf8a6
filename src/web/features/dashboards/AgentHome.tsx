import { priorityLabels } from "@shared/schemas/support";
import { RoleHome } from "@web/components/role-home/RoleHome";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatDate, formatMoney } from "@web/lib/format";
import { Building2, Headset, LineChart, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { useAgentDashboard } from "./api";
import { AttentionPanel } from "./parts/AttentionPanel";
import { KpiGrid } from "./parts/KpiGrid";
import { LatestEnquiries } from "./parts/LatestEnquiries";
import { QuickActions } from "./parts/QuickActions";

export default function AgentHome() {
  const data = useAgentDashboard();
  const d = data.data;
  return (
    <RoleHome title="Agent dashboard" intro="The properties and landlords you manage, in one place.">
      {data.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {data.error.message}
        </p>
      )}
      <KpiGrid kpis={d?.totals} />
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="landlords-heading" className="min-w-0 space-y-3 lg:col-span-2">
          <h2 id="landlords-heading" className="text-lg font-semibold text-slate-900">
            Your landlords
          </h2>
          {!d ? (
            <Skeleton className="h-40" />
          ) : d.byLandlord.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
              No landlord has assigned you a property yet. Their homes appear here once they do.
            </p>
          ) : (
            <Table caption="Portfolio per landlord this month">
              <thead>
                <tr>
                  <Th>Landlord</Th>
                  <Th className="text-right">Properties</Th>
                  <Th className="text-right">Occupancy</Th>
                  <Th className="text-right">Due this month</Th>
                  <Th className="text-right">Collected</Th>
                  <Th className="text-right">Arrears</Th>
                </tr>
              </thead>
              <tbody>
                {d.byLandlord.map((l) => (
                  <tr key={l.landlordId}>
                    <Td>
                      <span className="font-medium text-slate-900">{l.landlordName}</span>
                      <span className="block text-xs text-slate-600">{l.landlordEmail}</span>
                    </Td>
                    <Td className="text-right tabular-nums">{l.properties}</Td>
                    <Td className="text-right tabular-nums">
                      {l.occupancyPct === null ? "—" : `${l.occupancyPct}%`}
                    </Td>
                    <Td className="text-right tabular-nums">{formatMoney(l.rentDueThisMonth, l.currency)}</Td>
                    <Td className="text-right tabular-nums">
                      {formatMoney(l.collectedThisMonth, l.currency)}
                    </Td>
                    <Td className="text-right tabular-nums">
                      {formatMoney(l.arrearsTotal, l.currency)}
                      {l.arrearsCount > 0 && (
                        <span className="block text-xs text-red-700">{l.arrearsCount} behind</span>
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <Card className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-semibold text-slate-900">Past SLA{d ? ` (${d.slaBreachCount})` : ""}</h2>
              <Link to="/agent/support" className="text-sm font-semibold text-brand-700 hover:underline">
                Support queue
              </Link>
            </div>
            {!d ? (
              <Skeleton className="h-16" />
            ) : d.slaBreaches.length === 0 ? (
              <p className="text-sm text-slate-600">Every open request is within its response time.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {d.slaBreaches.map((t) => (
                  <li key={t.id} className="flex items-center justify-between gap-2 py-2">
                    <span>
                      <Link
                        to={`/support/tickets/${t.id}`}
                        className="font-medium text-brand-700 hover:underline"
                      >
                        #{t.number} {t.subject}
                      </Link>
                      <span className="block text-slate-600">
                        {t.propertyTitle ? `${t.propertyTitle} · ` : ""}due{" "}
                        {formatDate(t.dueAt, { dateStyle: "medium", timeStyle: "short" })}
                      </span>
                    </span>
                    <Badge tone="danger">{priorityLabels[t.priority] ?? t.priority}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </section>
        <div className="space-y-6">
          <QuickActions
            actions={[
              { to: "/agent/properties", label: "Manage properties", icon: Building2 },
              {
                to: "/agent/properties/enquiries",
                label: d && d.newEnquiries > 0 ? `Answer ${d.newEnquiries} new enquiries` : "Enquiries",
                icon: MessageSquare,
              },
              { to: "/agent/support", label: "Support queue", icon: Headset },
              { to: "/agent/analytics", label: "Portfolio analytics", icon: LineChart },
            ]}
          />
          <LatestEnquiries enquiries={d?.enquiries} allHref="/agent/properties/enquiries" />
        </div>
      </div>
      <AttentionPanel attention={d?.attention} />
    </RoleHome>
  );
}
