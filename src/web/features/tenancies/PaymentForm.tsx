import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import { parseMoney } from "@shared/money";
import { dateInputBounds, dateRules, isoDate } from "@shared/schemas/dates";
import { paymentMethodLabels, paymentMethods, type Tenancy } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { formatMoney } from "@web/lib/format";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { newIdempotencyKey, useAddPayment } from "./api";

const formSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((s) => (parseMoney(s) ?? 0) > 0, "Enter an amount in pounds, e.g. 1200 or 1,250.50"),
  paidOn: z.string().min(1, "Choose the date it was paid").pipe(isoDate(dateRules.paidOn)),
  method: z.enum(paymentMethods, { error: "Choose how it was paid" }),
  reference: z.string().max(100, "At most 100 characters"),
  note: z.string().max(500, "At most 500 characters"),
});
type FormValues = z.infer<typeof formSchema>;

/**
 * Staff record a payment received (completed at once); a tenant reports one they made
 * (pending until confirmed). One idempotency key per attempt: a double click or a retry after a
 * lost answer never counts the payment twice; a fresh key is taken once it has been saved.
 */
export function PaymentForm({
  tenancy,
  mode,
  onDone,
}: {
  tenancy: Tenancy;
  mode: "record" | "report";
  onDone?: () => void;
}) {
  const add = useAddPayment(tenancy.id, mode);
  const key = useRef(newIdempotencyKey());
  // What is owed now (less what is already waiting for confirmation), else the next rent.
  const owed = tenancy.summary.balanceMinor - tenancy.summary.pendingMinor;
  const suggested = owed > 0 ? owed : (tenancy.summary.nextDue?.amountMinor ?? tenancy.rentAmount);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      amount: (suggested / 100).toFixed(2),
      paidOn: today(),
      method: "bank_transfer",
      reference: "",
      note: "",
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    try {
      const res = await add.mutateAsync({
        key: key.current,
        input: {
          amount: parseMoney(v.amount)!,
          paidOn: v.paidOn,
          method: v.method,
          reference: v.reference,
          note: v.note,
        },
      });
      key.current = newIdempotencyKey();
      reset();
      toast({
        title: mode === "report" ? "Payment reported" : "Payment recorded",
        description:
          mode === "report"
            ? `${formatMoney(res.payment.amount, res.payment.currency)} will count once your landlord confirms it.`
            : `${formatMoney(res.payment.amount, res.payment.currency)} added to the ledger.`,
      });
      onDone?.();
    } catch (err) {
      showFormError(err, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Amount (£)" error={errors.amount?.message}>
        <Input inputMode="decimal" autoComplete="off" {...register("amount")} />
      </FormField>
      <FormField label="Paid on" error={errors.paidOn?.message}>
        <Input
          type="date"
          min={dateInputBounds(dateRules.paidOn).min}
          max={today()}
          {...register("paidOn")}
        />
      </FormField>
      <FormField label="Method" error={errors.method?.message}>
        <NativeSelect {...register("method")}>
          {paymentMethods.map((m) => (
            <option key={m} value={m}>
              {paymentMethodLabels[m]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Reference"
        optional
        hint={mode === "report" ? "The reference you used, so it can be matched" : undefined}
        error={errors.reference?.message}
      >
        <Input autoComplete="off" {...register("reference")} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Note" optional error={errors.note?.message}>
          <Textarea className="min-h-16" {...register("note")} />
        </FormField>
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : mode === "report" ? "Report payment" : "Record payment"}
        </Button>
        {onDone && (
          <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
