import type { AdminAnalytics } from "@shared/schemas/analytics";
import { useRange } from "@web/components/charts/RangePicker";
import { Stat } from "@web/components/ui/stat";
import { formatDate, formatMoney } from "@web/lib/format";
import { AdminCharts, count, hours } from "./AdminCharts";
import { AnalyticsFrame } from "./AnalyticsFrame";
import { useAdminAnalytics } from "./api";

/** The headline figures; accounts, suspensions, waitlist and messages for the platform's scope only. */
function AdminKpis({ d, platform }: { d: AdminAnalytics | undefined; platform: boolean }) {
  const received = d?.payments.reduce((s, p) => s + p.amount, 0) ?? 0;
  return (
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
  );
}

export default function AdminAnalyticsPage() {
  const range = useRange();
  const data = useAdminAnalytics(range.params, range.ready);
  const d = data.data;
  const platform = d ? d.scope === "platform" : true;
  const title = d && !platform ? "Portfolio analytics" : "Platform analytics";

  return (
    <AnalyticsFrame
      title={title}
      description={
        d
          ? `${platform ? "Across the platform" : "The properties you manage"}, from ${formatDate(d.from)} to ${formatDate(d.to)}.`
          : "People, homes, rent and support in one place."
      }
      error={data.error}
      kpis={<AdminKpis d={d} platform={platform} />}
      charts={<AdminCharts d={d} loading={data.isPending} platform={platform} />}
    />
  );
}
