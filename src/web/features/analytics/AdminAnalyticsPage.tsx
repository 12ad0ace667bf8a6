import { isRole, roleLabels } from "@shared/permissions";
import type { MedianPoint, MoneyPoint } from "@shared/schemas/analytics";
import { type PropertyStatus, propertyStatusLabels } from "@shared/schemas/properties";
import { ChartCard, type ChartColumn } from "@web/components/charts/ChartCard";
import { useRange } from "@web/components/charts/RangePicker";
import { CategoryBars, MonthlyLine, monthLabel } from "@web/components/charts/series-charts";
import { Stat } from "@web/components/ui/stat";
import { formatDate, formatMoney } from "@web/lib/format";
import { AnalyticsFrame } from "./AnalyticsFrame";
import { useAdminAnalytics } from "./api";

const count = (n: number) => n.toLocaleString("en-GB");
const hours = (h: number | null | undefined) =>
  h === null || h === undefined
    ? "—"
    : h < 48
      ? `${h.toLocaleString("en-GB")} h`
      : `${(h / 24).toFixed(1)} days`;
const statusLabel = (s: string) => propertyStatusLabels[s as PropertyStatus] ?? s;

export default function AdminAnalyticsPage() {
  const range = useRange();
  const data = useAdminAnalytics(range.params, range.ready);
  const d = data.data;
  const platform = d ? d.scope === "platform" : true;
  const title = d && !platform ? "Portfolio analytics" : "Platform analytics";
  const loading = data.isPending;
  const monthColumns: ChartColumn<{ month: string; value: number }>[] = [
    { label: "Month", value: (r) => monthLabel(r.month) },
    { label: "Count", value: (r) => count(r.value) },
  ];
  const received = d?.payments.reduce((s, p) => s + p.amount, 0) ?? 0;

  return (
    <AnalyticsFrame
      title={title}
      description={
        d
          ? `${platform ? "Across the platform" : "The properties you manage"}, from ${formatDate(d.from)} to ${formatDate(d.to)}.`
          : "People, homes, rent and support in one place."
      }
      error={data.error}
      kpis={
        <>
          {platform && (
            <>
              <Stat label="Accounts" value={d ? count(d.totals.users) : "—"} />
              <Stat label="Suspended" value={d ? count(d.totals.suspended) : "—"} />
              <Stat label="On the waitlist" value={d ? count(d.totals.waitlist) : "—"} />
              <Stat label="Contact messages" value={d ? count(d.totals.contactMessages) : "—"} />
            </>
          )}
          <Stat
            label="Properties"
            value={d ? count(d.propertiesByStatus.reduce((s, r) => s + r.count, 0)) : "—"}
          />
          <Stat label="Rent received in period" value={d ? formatMoney(received) : "—"} />
          <Stat label="Tickets opened in period" value={d ? count(d.ticketTotals.opened) : "—"} />
          <Stat
            label="Median time to resolve"
            value={d ? hours(d.ticketTotals.medianResolutionHours) : "—"}
            hint={d ? `${count(d.ticketTotals.resolved)} resolved in period` : undefined}
          />
        </>
      }
      charts={
        <>
          {platform && (
            <>
              <ChartCard
                title="Sign-ups per month"
                loading={loading}
                rows={d?.signUps ?? []}
                columns={monthColumns}
                empty={d?.signUps.every((p) => p.value === 0)}
              >
                <MonthlyLine data={d?.signUps ?? []} name="Sign-ups" format={count} />
              </ChartCard>
              <ChartCard
                title="Accounts by role"
                loading={loading}
                rows={d?.usersByRole ?? []}
                columns={[
                  { label: "Role", value: (r) => (isRole(r.key) ? roleLabels[r.key] : r.key) },
                  { label: "Accounts", value: (r) => count(r.count) },
                ]}
                empty={!d?.usersByRole.length}
              >
                <CategoryBars
                  data={(d?.usersByRole ?? []).map((r) => ({
                    ...r,
                    label: isRole(r.key) ? roleLabels[r.key] : r.key,
                  }))}
                  name="Accounts"
                />
              </ChartCard>
            </>
          )}
          <ChartCard<MoneyPoint>
            title="Rent received per month"
            description="Completed payments by the date they were paid."
            loading={loading}
            rows={d?.payments ?? []}
            columns={[
              { label: "Month", value: (r) => monthLabel(r.month) },
              { label: "Payments", value: (r) => count(r.count) },
              { label: "Amount", value: (r) => formatMoney(r.amount) },
            ]}
            empty={d?.payments.every((p) => p.amount === 0)}
          >
            <MonthlyLine
              data={(d?.payments ?? []).map((p) => ({ month: p.month, value: p.amount }))}
              name="Received"
              format={(v) => formatMoney(v)}
            />
          </ChartCard>
          <ChartCard
            title="Properties by status"
            loading={loading}
            rows={d?.propertiesByStatus ?? []}
            columns={[
              { label: "Status", value: (r) => statusLabel(r.key) },
              { label: "Properties", value: (r) => count(r.count) },
            ]}
            empty={!d?.propertiesByStatus.length}
            emptyText="No properties yet."
          >
            <CategoryBars
              data={(d?.propertiesByStatus ?? []).map((r) => ({ ...r, label: statusLabel(r.key) }))}
              name="Properties"
            />
          </ChartCard>
          <ChartCard
            title="Properties by city"
            description="The ten cities with most homes (archived ones aside)."
            loading={loading}
            rows={d?.propertiesByCity ?? []}
            columns={[
              { label: "City", value: (r) => r.key },
              { label: "Properties", value: (r) => count(r.count) },
            ]}
            empty={!d?.propertiesByCity.length}
            emptyText="No properties yet."
          >
            <CategoryBars data={d?.propertiesByCity ?? []} name="Properties" />
          </ChartCard>
          <ChartCard
            title="Support tickets opened per month"
            loading={loading}
            rows={d?.tickets ?? []}
            columns={monthColumns}
            empty={d?.tickets.every((p) => p.value === 0)}
          >
            <MonthlyLine data={d?.tickets ?? []} name="Tickets" format={count} />
          </ChartCard>
          <ChartCard<MedianPoint>
            title="Median time to resolve a ticket"
            description="Hours from opening to resolution, for tickets resolved each month."
            loading={loading}
            rows={d?.resolution ?? []}
            columns={[
              { label: "Month", value: (r) => monthLabel(r.month) },
              { label: "Median", value: (r) => hours(r.value) },
            ]}
            empty={d?.resolution.every((p) => p.value === null)}
            emptyText="No ticket was resolved in this period."
          >
            <MonthlyLine
              data={(d?.resolution ?? []).map((r) => ({ month: r.month, value: r.value }))}
              name="Median hours"
              format={(v) => `${v} h`}
            />
          </ChartCard>
          {platform && (
            <ChartCard
              title="Waitlist growth"
              description="New early-access requests per month."
              loading={loading}
              rows={d?.waitlist ?? []}
              columns={monthColumns}
              empty={d?.waitlist.every((p) => p.value === 0)}
            >
              <MonthlyLine data={d?.waitlist ?? []} name="Requests" format={count} />
            </ChartCard>
          )}
        </>
      }
    />
  );
}
