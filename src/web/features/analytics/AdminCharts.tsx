import { isOneOf } from "@shared/one-of";
import { isRole, roleLabels } from "@shared/permissions";
import { propertyStatuses, propertyStatusLabels } from "@shared/property-vocab";
import type { AdminAnalytics, MedianPoint, MoneyPoint } from "@shared/schemas/analytics";
import { ChartCard, type ChartColumn } from "@web/components/charts/ChartCard";
import { CategoryBars, MonthlyLine, monthLabel } from "@web/components/charts/series-charts";
import { formatMoney } from "@web/lib/format";

/** The admin analytics page's charts, by subject; each shows its loading and empty states. */

export const count = (n: number) => n.toLocaleString("en-GB");
export const hours = (h: number | null | undefined) =>
  h === null || h === undefined
    ? "—"
    : h < 48
      ? `${h.toLocaleString("en-GB")} h`
      : `${(h / 24).toFixed(1)} days`;
const statusLabel = (s: string) => (isOneOf(propertyStatuses, s) ? propertyStatusLabels[s] : s);
const roleLabel = (key: string) => (isRole(key) ? roleLabels[key] : key);

const monthColumns: ChartColumn<{ month: string; value: number }>[] = [
  { label: "Month", value: (r) => monthLabel(r.month) },
  { label: "Count", value: (r) => count(r.value) },
];

type Props = { d: AdminAnalytics | undefined; loading: boolean };

/** Sign-ups and accounts by role (the platform's scope only). */
function AccountCharts({ d, loading }: Props) {
  return (
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
          { label: "Role", value: (r) => roleLabel(r.key) },
          { label: "Accounts", value: (r) => count(r.count) },
        ]}
        empty={!d?.usersByRole.length}
      >
        <CategoryBars
          data={(d?.usersByRole ?? []).map((r) => ({ ...r, label: roleLabel(r.key) }))}
          name="Accounts"
        />
      </ChartCard>
    </>
  );
}

/** Rent received per month. */
function RentChart({ d, loading }: Props) {
  return (
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
  );
}

/** Properties by status and by city. */
function PropertyCharts({ d, loading }: Props) {
  return (
    <>
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
    </>
  );
}

/** Support tickets opened, and the median time to resolve them, per month. */
function SupportCharts({ d, loading }: Props) {
  return (
    <>
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
    </>
  );
}

/** New early-access requests per month (the platform's scope only). */
function WaitlistChart({ d, loading }: Props) {
  return (
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
  );
}

/** Every chart, the accounts and waitlist ones only for the platform's scope. */
export function AdminCharts({ d, loading, platform }: Props & { platform: boolean }) {
  return (
    <>
      {platform && <AccountCharts d={d} loading={loading} />}
      <RentChart d={d} loading={loading} />
      <PropertyCharts d={d} loading={loading} />
      <SupportCharts d={d} loading={loading} />
      {platform && <WaitlistChart d={d} loading={loading} />}
    </>
  );
}
