import { zodResolver } from "@hookform/resolvers/zod";
import { checkFixedTerm } from "@shared/law";
import { moneyInput, parseMoney } from "@shared/money";
import { type DateRule, dateInputBounds, dateRules, isoDate } from "@shared/schemas/dates";
import { rentFrequencies, rentFrequencyLabels, type Tenancy, weekdayLabels } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { applyFieldErrors } from "@web/lib/form-errors";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useUpdateTerms } from "./api";

const pounds = (label: string, required: boolean) =>
  z
    .string()
    .trim()
    .refine(
      (s) => (!required && s === "") || (parseMoney(s) ?? 0) > 0,
      `Enter the ${label} in pounds, e.g. 1200`,
    );
const optionalDay = (rule: DateRule) =>
  z.string().refine((s) => s === "" || isoDate(rule).safeParse(s).success, rule.message);

const formSchema = z.object({
  startDate: z.string().min(1, "Choose the start date").pipe(isoDate(dateRules.tenancyStart)),
  endDate: optionalDay(dateRules.tenancyEnd),
  rentAmount: pounds("rent", true),
  rentFrequency: z.enum(rentFrequencies),
  dueDay: z.coerce.number().int().min(1).max(31),
  depositAmount: pounds("deposit", false),
  signedOn: optionalDay(dateRules.pastEvent),
  reason: z.string().max(300, "At most 300 characters"),
});
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** Staff change a draft's terms (each change audited with the reason given). */
export function EditTermsDialog({ tenancy }: { tenancy: Tenancy }) {
  const update = useUpdateTerms(tenancy.id);
  const [open, setOpen] = useState(false);
  const fixedTermAllowed = checkFixedTerm("2000-01-01", tenancy.law.jurisdiction).ok;
  const defaults: Values = {
    startDate: tenancy.startDate,
    endDate: tenancy.endDate ?? "",
    rentAmount: moneyInput(tenancy.rentAmount),
    rentFrequency: tenancy.rentFrequency,
    dueDay: tenancy.dueDay,
    depositAmount: moneyInput(tenancy.depositAmount),
    signedOn: tenancy.law.signedOn ?? "",
    reason: "",
  };
  const {
    register,
    watch,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(formSchema), defaultValues: defaults });
  const weekly = watch("rentFrequency") === "weekly";

  const onSubmit = handleSubmit(async (v) => {
    try {
      await update.mutateAsync({
        startDate: v.startDate,
        endDate: fixedTermAllowed ? v.endDate || null : undefined,
        rentAmount: parseMoney(v.rentAmount)!,
        rentFrequency: v.rentFrequency,
        dueDay: v.dueDay,
        depositAmount: v.depositAmount ? parseMoney(v.depositAmount) : null,
        signedOn: v.signedOn || null,
        reason: v.reason || null,
      });
      toast({ title: "Terms saved", description: "The change is in the tenancy's history." });
      setOpen(false);
    } catch (err) {
      if (!applyFieldErrors(err, setError))
        toast({
          title: "Error",
          description: err instanceof ApiRequestError ? err.message : String(err),
          variant: "destructive",
        });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) reset(defaults);
      }}
      trigger={<Button variant="secondary">Edit terms</Button>}
      title="Edit the draft's terms"
      description="Terms can change until the tenancy is active; after that the rent changes only by a rent increase notice. Each change is kept with who made it and why."
      submitLabel="Save terms"
      busy={isSubmitting}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start date" error={errors.startDate?.message}>
          <Input type="date" {...dateInputBounds(dateRules.tenancyStart)} {...register("startDate")} />
        </FormField>
        {fixedTermAllowed && (
          <FormField label="End of the fixed term" optional error={errors.endDate?.message}>
            <Input type="date" {...register("endDate")} />
          </FormField>
        )}
        <FormField label="Rent (£)" error={errors.rentAmount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register("rentAmount")} />
        </FormField>
        <FormField label="Paid" error={errors.rentFrequency?.message}>
          <NativeSelect {...register("rentFrequency")}>
            {rentFrequencies.map((f) => (
              <option key={f} value={f}>
                {rentFrequencyLabels[f]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={weekly ? "Due on" : "Due on day of the month"} error={errors.dueDay?.message}>
          {weekly ? (
            <NativeSelect {...register("dueDay")}>
              {weekdayLabels.map((d, i) => (
                <option key={d} value={i + 1}>
                  {d}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Input type="number" min={1} max={31} {...register("dueDay")} />
          )}
        </FormField>
        <FormField label="Deposit (£)" optional error={errors.depositAmount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register("depositAmount")} />
        </FormField>
        <FormField label="Agreement signed on" optional error={errors.signedOn?.message}>
          <Input type="date" max={dateInputBounds(dateRules.pastEvent).max} {...register("signedOn")} />
        </FormField>
      </div>
      <FormField label="Why" optional hint="Kept in the tenancy's history" error={errors.reason?.message}>
        <Input maxLength={300} {...register("reason")} />
      </FormField>
    </FormDialog>
  );
}
