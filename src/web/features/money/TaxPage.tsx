import { formatShare } from "@shared/accounts/shares";
import { taxYearOf } from "@shared/accounts/tax-year";
import { today } from "@shared/dates";
import { MoneyNav } from "@web/components/money/MoneyNav";
import { buttonVariants } from "@web/components/ui/button-variants";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDay, formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { Download, Info } from "lucide-react";
import { mtdFiles, useMtd } from "./api";
import { CapitalList } from "./CapitalList";
import { QuarterCard } from "./QuarterCard";

/** This tax year, the two before it and the next (labels like "2026-27"). */
function yearChoices(): string[] {
  const start = Number(taxYearOf(today()).start.slice(0, 4));
  return [start + 1, start, start - 1, start - 2].map(
    (y) => `${y}-${String((y + 1) % 100).padStart(2, "0")}`,
  );
}

/** The landlord's Making Tax Digital figures: each quarter's cumulative totals, deadlines, exports. */
export default function TaxPage() {
  usePageTitle("Making Tax Digital");
  const choices = yearChoices();
  const { values, set } = useSearchState(["year", "consolidated"] as const);
  const taxYear = choices.includes(values.year) ? values.year : choices[1]!;
  const wantConsolidated = values.consolidated === "true";
  const mtd = useMtd(taxYear, wantConsolidated);
  const d = mtd.data;

  return (
    <AppPage>
      <PageHeader
        title="Making Tax Digital"
        description="Your UK property income and expenses for each quarter of the tax year, your share of jointly owned homes applied."
      />
      <MoneyNav role="landlord" />
      <aside className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-semibold">
            Keyhold does not file to HMRC: filing needs HMRC-recognised software and HMRC's fraud-prevention
            headers. Export these figures to your MTD software or accountant.
          </p>
          <p>
            These are your records as Keyhold holds them, not tax advice. Income is rent received (cash
            basis); capital spending is listed apart and is not in the figures. Check them with your
            accountant.
          </p>
        </div>
      </aside>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-48">
          <FormField label="Tax year">
            <NativeSelect value={taxYear} onChange={(e) => set({ year: e.target.value })}>
              {choices.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        {d?.consolidatedAllowed && (
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={wantConsolidated}
              onChange={(e) => set({ consolidated: e.target.checked ? "true" : "" })}
            />
            Send expenses as one consolidated figure (property income under £90,000)
          </label>
        )}
        <a href={mtdFiles.records(taxYear)} download className={buttonVariants({ variant: "secondary" })}>
          <Download aria-hidden="true" />
          Transactions (CSV)
        </a>
      </div>
      {mtd.isError ? (
        <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-4 text-red-800">
          <p>{mtd.error.message}</p>
          {wantConsolidated && (
            <button type="button" className="font-medium underline" onClick={() => set({ consolidated: "" })}>
              Show expenses by category
            </button>
          )}
        </div>
      ) : !d ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <section aria-labelledby="threshold-heading" className="space-y-1 text-sm text-slate-700">
            <h2 id="threshold-heading" className="text-lg font-semibold text-slate-900">
              {d.taxYear}: {formatDay(d.from)} to {formatDay(d.to)}
            </h2>
            <p>
              {d.thresholdMinor === null
                ? "Making Tax Digital for Income Tax starts on 6 April 2026; this year is before it."
                : `MTD for Income Tax applies this year to qualifying income over ${formatMoney(d.thresholdMinor)} (judged on an earlier year's return).`}{" "}
              Your share of the rent received through Keyhold this year is{" "}
              {formatMoney(d.propertyIncomeMinor)}; qualifying income also counts rent and self-employment
              income recorded elsewhere.
            </p>
            {d.homes.length > 0 && (
              <p>Homes: {d.homes.map((h) => `${h.title} (${formatShare(h.shareBp)})`).join(", ")}.</p>
            )}
          </section>
          {d.homes.length === 0 && (
            <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
              You own no homes on Keyhold yet, so every figure is £0.00. Add a property and record its rent to
              see them.
            </p>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            {d.quarters.map((q) => (
              <QuarterCard key={q.quarter} q={q} taxYear={d.taxYear} consolidated={d.consolidated} />
            ))}
          </div>
          <CapitalList items={d.capital} totalMinor={d.capitalTotalMinor} />
        </>
      )}
    </AppPage>
  );
}
