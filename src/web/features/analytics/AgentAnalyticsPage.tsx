import type { FunnelPoint } from "@shared/schemas/dashboards";
import { propertyStatusLabels } from "@shared/schemas/properties";
import { ChartCard, type ChartColumn } from "@web/components/charts/ChartCard";
import { useRange } from "@web/components/charts/RangePicker";
import {
  MonthlyLine,
  MultiMonthlyLines,
  monthLabel,
  PairedMonthlyBars,
} from "@web/components/charts/series-charts";
import { MarketRentsPanel } from "@web/components/market-rents/MarketRentsPanel";
import { Skeleton } from "@web/components/ui/skeleton";
import { Stat } from "@web/components/ui/stat";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatDate } from "@web/lib/format";
import { useMarketRentsView } from "@web/lib/market-rents";
import { Link } from "react-router";
import { AnalyticsFrame, AnalyticsSection } from "./AnalyticsFrame";
import { useAgentAnalytics } from "./api";
import { PortfolioRentsTable } from "./PortfolioRentsTable";

const n = (v: number) => v.toLocaleString("en-GB");

export default function AgentAnalyticsPage() {
  const range = useRange();
  const data = useAgentAnalytics(range.params, range.ready);
  const market = useMarketRentsView(range);
  const d = data.data;
  const loading = data.isPending;
  const sum = (pick: (p: FunnelPoint) => number) => d?.funnel.reduce((s, p) => s + pick(p), 0) ?? 0;
  const funnelColumns: ChartColumn<FunnelPoint>[] = [
    { label: "Month", value: (r) => monthLabel(r.month) },
    { label: "Enquiries", value: (r) => n(r.received) },
    { label: "Answered", value: (r) => n(r.answered) },
    { label: "Viewings booked", value: (r) => n(r.viewings) },
    { label: "Let", value: (r) => n(r.lets) },
  ];

  return (
    <AnalyticsFrame
      title="Portfolio analytics"
      description={
        d
          ? `The homes you manage, from ${formatDate(d.from)} to ${formatDate(d.to)}.`
          : "Demand, listings and service for the homes you manage."
      }
      error={data.error}
      kpis={
        <>
          <Stat label="Enquiries" value={d ? n(sum((p) => p.received)) : "—"} />
          <Stat label="Listing views" value={d ? n(d.views.reduce((s, v) => s + v.value, 0)) : "—"} />
          <Stat label="Homes let" value={d ? n(d.letsInRange) : "—"} />
          <Stat
            label="Median time to let"
            value={d ? (d.medianDaysToLet === null ? "—" : `${n(Math.round(d.medianDaysToLet))} days`) : "—"}
            hint="Empty days before each new tenancy"
          />
        </>
      }
      charts={
        <>
          <ChartCard
            title="Enquiries funnel"
            description="Enquiries received each month, how many were answered or got a viewing, and homes let."
            loading={loading}
            rows={d?.funnel ?? []}
            columns={funnelColumns}
            empty={d?.funnel.every((p) => p.received === 0 && p.lets === 0)}
          >
            <MultiMonthlyLines
              data={d?.funnel ?? []}
              series={[
                { key: "received", name: "Enquiries" },
                { key: "answered", name: "Answered" },
                { key: "viewings", name: "Viewings booked" },
                { key: "lets", name: "Let" },
              ]}
              format={n}
            />
          </ChartCard>
          <ChartCard
            title="Listing views per month"
            description="Views of your public listing pages, counted on the server."
            loading={loading}
            rows={d?.views ?? []}
            columns={[
              { label: "Month", value: (r) => monthLabel(r.month) },
              { label: "Views", value: (r) => n(r.value) },
            ]}
            empty={d?.views.every((v) => v.value === 0)}
            emptyText="No listing views in this period yet."
          >
            <MonthlyLine data={d?.views ?? []} name="Views" format={n} />
          </ChartCard>
          <ChartCard
            title="Support requests and SLA breaches"
            description="Requests opened each month and how many missed their response time."
            loading={loading}
            rows={d?.sla ?? []}
            columns={[
              { label: "Month", value: (r) => monthLabel(r.month) },
              { label: "Opened", value: (r) => n(r.opened) },
              { label: "Past SLA", value: (r) => n(r.breached) },
            ]}
            empty={d?.sla.every((s) => s.opened === 0)}
            emptyText="No support requests in this period."
          >
            <PairedMonthlyBars
              data={d?.sla ?? []}
              series={[
                { key: "opened", name: "Opened" },
                { key: "breached", name: "Past SLA" },
              ]}
              format={n}
            />
          </ChartCard>
        </>
      }
    >
      <AnalyticsSection id="listings-heading" title="Listing performance">
        {!d ? (
          <Skeleton className="h-40" />
        ) : d.listings.length === 0 ? (
          <p className="text-sm text-slate-600">You manage no listed properties yet.</p>
        ) : (
          <Table caption="Views and enquiries per listing in the period">
            <thead>
              <tr>
                <Th>Property</Th>
                <Th>Status</Th>
                <Th className="text-right">Views</Th>
                <Th className="text-right">Enquiries</Th>
                <Th className="text-right">Enquiries per 100 views</Th>
              </tr>
            </thead>
            <tbody>
              {d.listings.map((l) => (
                <tr key={l.propertyId}>
                  <Td>
                    <Link
                      to={`/properties/${l.propertyId}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {l.title}
                    </Link>
                    <span className="block text-xs text-slate-600">{l.city}</span>
                  </Td>
                  <Td>{propertyStatusLabels[l.status]}</Td>
                  <Td className="text-right tabular-nums">{n(l.views)}</Td>
                  <Td className="text-right tabular-nums">{n(l.enquiries)}</Td>
                  <Td className="text-right tabular-nums">
                    {l.conversionPct === null ? "—" : l.conversionPct.toLocaleString("en-GB")}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </AnalyticsSection>
      <AnalyticsSection id="own-rents-heading" title="Rents against the local median">
        <PortfolioRentsTable />
      </AnalyticsSection>
      <AnalyticsSection id="market-heading" title="Market rents by city and size">
        <MarketRentsPanel market={market} />
      </AnalyticsSection>
    </AnalyticsFrame>
  );
}
