import { type RangeOption, rangeOptions, rangeQuerySchema } from "@shared/schemas/analytics";
import { dateInputBounds } from "@shared/schemas/dates";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
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
  const params: { range: RangeOption; from?: string; to?: string } = { range };
  if (range === "custom") {
    if (values.from) params.from = values.from;
    if (values.to) params.to = values.to;
  }
  // The API's own rules (real dates in range, end on or after start, at most 5 years).
  const check = rangeQuerySchema.safeParse(
    range === "custom" ? { range, from: values.from, to: values.to } : { range },
  );
  const errors: Record<string, string> = {};
  for (const issue of check.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  const ready = check.success;
  // `params` is the period as the analytics endpoints take it (typed client query, query key part).
  return { range, from: values.from, to: values.to, set, params, ready, errors };
}

export function RangePicker() {
  const { range, from, to, set, errors } = useRange();
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
          <FormField label="From" error={from ? errors.from : undefined}>
            <Input
              type="date"
              {...dateInputBounds()}
              value={from}
              onChange={(e) => set({ range: "custom", from: e.target.value })}
            />
          </FormField>
          <FormField label="To" error={from && to ? errors.to : undefined}>
            <Input
              type="date"
              {...dateInputBounds()}
              value={to}
              onChange={(e) => set({ range: "custom", to: e.target.value })}
            />
          </FormField>
        </>
      )}
    </fieldset>
  );
}
