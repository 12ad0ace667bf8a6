import { priorityLabels, slaLabels, ticketPriorities } from "@shared/schemas/support";
import type { UseFormRegisterReturn } from "react-hook-form";

const urgencyHints: Record<(typeof ticketPriorities)[number], string> = {
  low: "Cosmetic or can wait",
  medium: "Needs fixing soon",
  high: "Affects daily life (no hot water, broken lock)",
  urgent: "Danger or serious damage (flooding, no heating in winter, electrics)",
};

/** "How urgent is it?": one radio per priority, with what it means and its target time. */
export function UrgencyChoice({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<"priority">;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">How urgent is it?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ticketPriorities.map((p) => (
          <label
            key={p}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="radio" value={p} className="mt-1 size-4" {...registration} />
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">{priorityLabels[p]}</span>
              <span className="text-slate-700">
                {urgencyHints[p]}. Target: {slaLabels[p]}.
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
