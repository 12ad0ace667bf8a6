import type { RentPoint } from "@shared/schemas/dashboards";
import { ChartCard } from "@web/components/charts/ChartCard";
import { RangePicker, useRange } from "@web/components/charts/RangePicker";
import { monthLabel, PairedMonthlyBars } from "@web/components/charts/series-charts";
import { YieldCashFlowCard } from "@web/components/money/YieldCashFlowCard";
import { RoleHome } from "@web/components/role-home/RoleHome";
import { formatMoney } from "@web/lib/format";
import { useMoneyOverview } from "@web/lib/money-reports";
import { Building2, Download, LifeBuoy, LineChart, MessageSquare } from "lucide-react";
import { useLandlordDashboard } from "./api";
import { AttentionPanel } from "./parts/AttentionPanel";
import { KpiGrid } from "./parts/KpiGrid";
import { LatestEnquiries } from "./parts/LatestEnquiries";
import { QuickActions } from "./parts/QuickActions";

export default function LandlordHome() {
  const range = useRange();
  const data = useLandlordDashboard(range.params, range.ready);
  const overview = useMoneyOverview(12);
  const d = data.data;
  const money = (n: number) => formatMoney(n, d?.kpis.currency);
  return (
    <RoleHome title="Landlord dashboard" intro="Your portfolio, tenants and compliance in one place.">
      {data.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {data.error.message}
        </p>
      )}
      <KpiGrid kpis={d?.kpis} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-3 lg:col-span-2">
          <RangePicker />
          <ChartCard<RentPoint>
            title="Rent due and collected"
            description="Rent falling due each month against completed payments received."
            loading={data.isPending}
            rows={d?.rent ?? []}
            columns={[
              { label: "Month", value: (r) => monthLabel(r.month) },
              { label: "Due", value: (r) => money(r.due) },
              { label: "Collected", value: (r) => money(r.collected) },
            ]}
            empty={d?.rent.every((r) => r.due === 0 && r.collected === 0)}
            emptyText="No rent fell due in this period. Figures appear once a tenancy is active."
          >
            <PairedMonthlyBars
              data={d?.rent ?? []}
              series={[
                { key: "due", name: "Due" },
                { key: "collected", name: "Collected" },
              ]}
              format={money}
            />
          </ChartCard>
        </div>
        <div className="space-y-6">
          <QuickActions
            actions={[
              { to: "/landlord/properties", label: "Manage properties", icon: Building2 },
              { to: "/landlord/properties/enquiries", label: "Answer enquiries", icon: MessageSquare },
              { to: "/landlord/analytics", label: "Market rents and analytics", icon: LineChart },
              { to: "/support/tickets/create", label: "Report a repair", icon: LifeBuoy },
              ...(d
                ? [
                    {
                      to: `/api/payments/export.csv?from=${d.from}&to=${d.to}`,
                      label: "Download payments (CSV)",
                      icon: Download,
                      download: true,
                    },
                  ]
                : []),
            ]}
          />
          <LatestEnquiries enquiries={d?.enquiries} allHref="/landlord/properties/enquiries" />
          <YieldCashFlowCard overview={overview} />
        </div>
      </div>
      <AttentionPanel attention={d?.attention} />
    </RoleHome>
  );
}
