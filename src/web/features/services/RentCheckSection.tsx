import { RangePicker, useRange } from "@web/components/charts/RangePicker";
import { MarketRentsPanel } from "@web/components/market-rents/MarketRentsPanel";
import { useMarketRentsView } from "@web/lib/market-rents";

/** The public "rent check" of the investor services page: live asking rents from Keyhold listings. */
export function RentCheckSection() {
  const market = useMarketRentsView(useRange());
  return (
    <section
      id="rent-check"
      aria-labelledby="rent-check-heading"
      className="mx-auto max-w-7xl scroll-mt-24 space-y-4 px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <h2
            id="rent-check-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Rent check
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            What homes like the one you are weighing up are advertised for: the median and quartile monthly
            asking rent of published listings, by city and number of bedrooms, and how it moved month by
            month.
          </p>
        </div>
        <RangePicker />
      </div>
      <MarketRentsPanel market={market} />
    </section>
  );
}
