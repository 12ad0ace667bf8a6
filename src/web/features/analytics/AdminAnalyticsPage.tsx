import { isRole, roleLabels } from "@shared/permissions";
import type { AdminAnalytics } from "@shared/schemas/analytics";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChartCard, type ChartColumn } from "@web/components/charts/ChartCard";
import { RangePicker, useRange } from "@web/components/charts/RangePicker";
import { CategoryBars, MonthlyLine, monthLabel } from "@web/components/charts/series-charts";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Stat } from "@web/components/ui/stat";
import { apiFetch } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";

const count = (n: number) => n.toLocaleString("en-GB");

export default function AdminAnalyticsPage() {
  usePageTitle("Platform analytics");
  const range = useRange();
  const data = useQuery({
    queryKey: ["analytics-admin", range.query],
    queryFn: () => apiFetch<AdminAnalytics>(`/api/analytics/admin?${range.query}`),
    enabled: range.ready,
    placeholderData: keepPreviousData,
  });
  const d = data.data;
  const loading = data.isPending;
  const monthColumns: ChartColumn<{ month: string; value: number }>[] = [
    { label: "Month", value: (r) => monthLabel(r.month) },
    { label: "Count", value: (r) => count(r.value) },
  ];

  return (
    <AppPage>
      <PageHeader
        title="Platform analytics"
        description={
          d ? `From ${formatDate(d.from)} to ${formatDate(d.to)}.` : "People and demand across the platform."
        }
        actions={<RangePicker />}
      />
      {data.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {data.error.message}
        </p>
      )}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Accounts" value={d ? count(d.totals.users) : "—"} />
        <Stat label="Suspended" value={d ? count(d.totals.suspended) : "—"} />
        <Stat label="On the waitlist" value={d ? count(d.totals.waitlist) : "—"} />
        <Stat label="Contact messages" value={d ? count(d.totals.contactMessages) : "—"} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
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
      </div>
    </AppPage>
  );
}
