import { ChartCard } from "@web/components/charts/ChartCard";
import { MonthlyLine, monthLabel } from "@web/components/charts/series-charts";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Stat } from "@web/components/ui/stat";
import { formatMoney } from "@web/lib/format";
import type { MarketRentsView } from "@web/lib/market-rents";

const bedroomOptions = [
  { value: "", label: "Any size" },
  { value: "0", label: "Studio" },
  { value: "1", label: "1 bedroom" },
  { value: "2", label: "2 bedrooms" },
  { value: "3", label: "3 bedrooms" },
  { value: "4", label: "4 bedrooms" },
  { value: "5", label: "5 bedrooms" },
];

/**
 * Asking rents of published listings for a city and size: quartiles and the median by month.
 * The page passes the data (lib/market-rents.ts useMarketRentsView: city and bedrooms in the URL,
 * the period of the page's RangePicker).
 */
export function MarketRentsPanel({ market }: { market: MarketRentsView }) {
  const { cities, rents, city, beds, set } = market;
  const d = rents.data;
  const money = (n: number | null | undefined) =>
    n === null || n === undefined ? "—" : formatMoney(n, d?.currency);

  if (cities.isSuccess && cities.data.items.length === 0) {
    return (
      <p className="text-sm text-slate-600">No published listings yet, so there are no market figures.</p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        <FormField label="City">
          <NativeSelect value={city} onChange={(e) => set({ city: e.target.value })}>
            {(cities.data?.items ?? []).map((c) => (
              <option key={c.city} value={c.city}>
                {c.city}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Bedrooms">
          <NativeSelect value={beds} onChange={(e) => set({ beds: e.target.value })}>
            {bedroomOptions.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {rents.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {rents.error.message}
        </p>
      )}
      {!d ? (
        <Skeleton className="h-24" />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
            <Stat label="Listings compared" value={d.count.toLocaleString("en-GB")} />
            <Stat label="Lower quartile" value={money(d.p25)} hint="per month" />
            <Stat label="Median asking rent" value={money(d.median)} hint="per month" />
            <Stat label="Upper quartile" value={money(d.p75)} hint="per month" />
          </dl>
          {d.median === null && (
            <p className="text-sm text-slate-600">
              Fewer than three listings match, too few for honest figures. Try any size or another city.
            </p>
          )}
        </>
      )}
      <ChartCard
        title={`Median asking rent by month${city ? ` in ${city}` : ""}`}
        description="Listings by the month they were listed (months with fewer than three are left blank)."
        loading={!d}
        rows={d?.trend ?? []}
        columns={[
          { label: "Month", value: (r) => monthLabel(r.month) },
          { label: "Listings", value: (r) => r.count },
          { label: "Median", value: (r) => money(r.median) },
        ]}
        empty={d?.trend.every((t) => t.median === null)}
        emptyText="Not enough listings in this period for a monthly median."
      >
        <MonthlyLine
          data={(d?.trend ?? []).map((t) => ({ month: t.month, value: t.median }))}
          name="Median"
          format={(v) => formatMoney(v)}
        />
      </ChartCard>
    </div>
  );
}
