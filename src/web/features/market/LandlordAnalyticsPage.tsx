import { RangePicker } from "@web/components/charts/RangePicker";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { usePageTitle } from "@web/lib/use-page-title";
import { MarketRentsPanel } from "./MarketRentsPanel";
import { PortfolioRentsTable } from "./PortfolioRentsTable";

export default function LandlordAnalyticsPage() {
  usePageTitle("Market rents");
  return (
    <AppPage>
      <PageHeader
        title="Market rents"
        description="Asking rents of published listings on Keyhold, and how your homes compare."
        actions={<RangePicker />}
      />
      <section aria-labelledby="own-rents-heading" className="space-y-3">
        <h2 id="own-rents-heading" className="text-lg font-semibold text-slate-900">
          Your rents against the local median
        </h2>
        <p className="text-sm text-slate-600">
          Each home against other published listings in the same city with the same number of bedrooms.
        </p>
        <PortfolioRentsTable />
      </section>
      <section aria-labelledby="market-heading" className="space-y-3">
        <h2 id="market-heading" className="text-lg font-semibold text-slate-900">
          Rent check by city and size
        </h2>
        <MarketRentsPanel />
      </section>
    </AppPage>
  );
}
