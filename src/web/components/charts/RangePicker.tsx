import { type RangeOption, rangeOptions } from "@shared/schemas/analytics";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { useSearchState } from "@web/lib/use-search-state";
import { cn } from "@web/lib/utils";

const labels: Record<RangeOption, string> = {
  "3m": "3 months",
  "6m": "6 months",
  "12m": "12 months",
  custom: "Custom",
};

/** The chart period, kept in the URL (?range=6m or ?range=custom&from=…&to=…). */
export function useRange() {
  const { values, set } = useSearchState(["range", "from", "to"] as const);
  const range = (rangeOptions as readonly string[]).includes(values.range)
    ? (values.range as RangeOption)
    : "12m";
  const query = new URLSearchParams({ range });
  if (range === "custom") {
    if (values.from) query.set("from", values.from);
    if (values.to) query.set("to", values.to);
  }
  const ready = range !== "custom" || Boolean(values.from && values.to && values.from <= values.to);
  return { range, from: values.from, to: values.to, set, query: query.toString(), ready };
}

export function RangePicker() {
  const { range, from, to, set } = useRange();
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Period</legend>
      <div
        className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
        role="group"
        aria-label="Period"
      >
        {rangeOptions.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={range === r}
            onClick={() => set(r === "custom" ? { range: r } : { range: r, from: "", to: "" })}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium",
              range === r ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {labels[r]}
          </button>
        ))}
      </div>
      {range === "custom" && (
        <>
          <div className="space-y-1">
            <Label htmlFor="range-from">From</Label>
            <Input
              id="range-from"
              type="date"
              value={from}
              onChange={(e) => set({ range: "custom", from: e.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="range-to">To</Label>
            <Input
              id="range-to"
              type="date"
              value={to}
              onChange={(e) => set({ range: "custom", to: e.target.value })}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
