import { useRange } from "@web/components/charts/RangePicker";
import { MarketRentsPanel } from "@web/components/market-rents/MarketRentsPanel";
import { YieldCashFlowCard } from "@web/components/money/YieldCashFlowCard";
import { useMarketRentsView } from "@web/lib/market-rents";
import { useMoneyOverview } from "@web/lib/money-reports";
import { AnalyticsFrame, AnalyticsSection } from "./AnalyticsFrame";
import { PortfolioRentsTable } from "./PortfolioRentsTable";

export default function LandlordAnalyticsPage() {
  const market = useMarketRentsView(useRange());
  const overview = useMoneyOverview(12);
  return (
    <AnalyticsFrame
      title="Market rents"
      description="Asking rents of published listings on Keyhold, and how your homes compare."
    >
      <AnalyticsSection
        id="own-rents-heading"
        title="Your rents against the local median"
        intro="Each home against other published listings in the same city with the same number of bedrooms."
      >
        <PortfolioRentsTable />
      </AnalyticsSection>
      <AnalyticsSection id="yield-heading" title="Your yield and cash flow">
        <YieldCashFlowCard overview={overview} chart />
      </AnalyticsSection>
      <AnalyticsSection id="market-heading" title="Rent check by city and size">
        <MarketRentsPanel market={market} />
      </AnalyticsSection>
    </AnalyticsFrame>
  );
}
