import { moneyInput, parseMoney } from "@shared/money";
import type { MoneyHome } from "@shared/schemas/money-owners";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { showFormError } from "@web/lib/form-errors";
import { useForm } from "react-hook-form";
import type { ValuesBody } from "./api";

interface Values {
  purchasePriceMinor: string;
  purchasedOn: string;
  currentValueMinor: string;
}

/** Purchase price and date and current value: the inputs of the home's yield (all optional). */
export function ValuesForm({
  home,
  onSave,
}: {
  home: MoneyHome;
  onSave: (b: ValuesBody) => Promise<unknown>;
}) {
  const form = useForm<Values>({
    defaultValues: {
      purchasePriceMinor: moneyInput(home.purchasePriceMinor),
      purchasedOn: home.purchasedOn ?? "",
      currentValueMinor: moneyInput(home.currentValueMinor),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    const amount = (key: "purchasePriceMinor" | "currentValueMinor") => {
      if (v[key].trim() === "") return null;
      const pence = parseMoney(v[key]);
      if (pence === null) form.setError(key, { message: "Enter an amount in pounds, like 250000" });
      return pence;
    };
    const price = amount("purchasePriceMinor");
    const value = amount("currentValueMinor");
    if ((v.purchasePriceMinor.trim() && price === null) || (v.currentValueMinor.trim() && value === null))
      return;
    try {
      await onSave({
        purchasePriceMinor: price,
        purchasedOn: v.purchasedOn || null,
        currentValueMinor: value,
      });
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Values" className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Purchase price (£)" optional error={errors.purchasePriceMinor?.message}>
          <Input inputMode="decimal" {...form.register("purchasePriceMinor")} />
        </FormField>
        <FormField label="Purchase date" optional error={errors.purchasedOn?.message}>
          <Input type="date" {...form.register("purchasedOn")} />
        </FormField>
        <FormField label="Current value (£)" optional error={errors.currentValueMinor?.message}>
          <Input inputMode="decimal" {...form.register("currentValueMinor")} />
        </FormField>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save values"}
      </Button>
    </form>
  );
}
