import { zodResolver } from "@hookform/resolvers/zod";
import { parseMoney } from "@shared/money";
import { dateInputBounds, isoDate } from "@shared/schemas/dates";
import { type RentIncreaseNotice, rentIncreaseDateRules } from "@shared/schemas/rent-increases";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { applyFieldErrors } from "@web/lib/form-errors";
import { formatMoney } from "@web/lib/format";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { formatDay } from "../display";
import { useProposeRentIncrease, useUpdateRentIncrease } from "./api";

const formSchema = z.object({
  newRent: z
    .string()
    .trim()
    .refine((s) => (parseMoney(s) ?? 0) > 0, "Enter the new rent in pounds, e.g. 1300 or 1,350.50"),
  startDate: z
    .string()
    .min(1, "Choose the day the new rent starts")
    .pipe(isoDate(rentIncreaseDateRules.startDate)),
});
type FormValues = z.infer<typeof formSchema>;

/**
 * Propose a new rent and its start date (a draft notice), or change a draft. The server checks the
 * statutory dates and names the rule in the field's message; the form starts at the earliest date.
 */
export function ProposeForm({
  tenancyId,
  currentRent,
  currency,
  earliestStart,
  source,
  notice,
  onDone,
}: {
  tenancyId: string;
  currentRent: number;
  currency: string;
  earliestStart: string | null;
  source: string;
  notice?: RentIncreaseNotice;
  onDone(): void;
}) {
  const propose = useProposeRentIncrease(tenancyId);
  const update = useUpdateRentIncrease(tenancyId, notice?.id ?? "");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      newRent: notice ? (notice.newRent / 100).toFixed(2) : "",
      startDate: notice?.startDate ?? earliestStart ?? "",
    },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      const body = { newRent: parseMoney(v.newRent)!, startDate: v.startDate };
      const { notice: saved } = notice ? await update.mutateAsync(body) : await propose.mutateAsync(body);
      toast({
        title: notice ? "Draft changed" : "Rent increase drafted",
        description: `${formatMoney(saved.newRent, currency)} from ${formatDay(saved.startDate, "long")}. Serve the notice, then record how and when.`,
      });
      onDone();
    } catch (err) {
      if (!applyFieldErrors(err, setError))
        toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
    }
  });
  const bounds = dateInputBounds(rentIncreaseDateRules.startDate);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Propose a new rent"
    >
      <FormField
        label="New rent (£)"
        hint={`The current rent is ${formatMoney(currentRent, currency)}; the new rent must be higher.`}
        error={errors.newRent?.message}
      >
        <Input inputMode="decimal" autoComplete="off" {...register("newRent")} />
      </FormField>
      <FormField
        label="New rent starts on"
        hint={
          earliestStart
            ? `Earliest valid start for a notice served today: ${formatDay(earliestStart, "long")} (${source}).`
            : undefined
        }
        error={errors.startDate?.message}
      >
        <Input type="date" min={earliestStart ?? bounds.min} max={bounds.max} {...register("startDate")} />
      </FormField>
      <p className="text-sm text-slate-700 sm:col-span-2">
        Keyhold works out dates from the rules; this is not legal advice. A section 13 notice is the only way
        Keyhold raises the rent of an active tenancy: a rent-review clause in the agreement does not replace
        it.
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : notice ? "Save draft" : "Draft the notice"}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
