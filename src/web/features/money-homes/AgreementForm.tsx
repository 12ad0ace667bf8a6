import { managementFee, STANDARD_VAT_BP } from "@shared/accounts/fees";
import { moneyInput, parseMoney } from "@shared/money";
import type { Agreement } from "@shared/schemas/money-owners";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { showFormError } from "@web/lib/form-errors";
import { formatMoney } from "@web/lib/format";
import { useForm } from "react-hook-form";
import type { AgreementBody } from "./api";
import { parsePercent, percentInput } from "./percent";

interface Values {
  feeBp: string;
  fixedFeeMinor: string;
  vat: "none" | "standard" | "other";
  vatBp: string;
  startsOn: string;
  endsOn: string;
}

const EXAMPLE_RENT = 120_000;

/** "On £1,200 rent: fee £120 + VAT £24 = £144" for the terms as typed. */
export function feeExample(feeBp: number, fixedFeeMinor: number, vatBp: number): string {
  const fee = managementFee({ feeBp, fixedFeeMinor, vatBp }, EXAMPLE_RENT, true);
  const vat =
    vatBp > 0 ? ` + VAT ${formatMoney(fee.vatMinor)} = ${formatMoney(fee.totalMinor)}` : " (no VAT)";
  return `On ${formatMoney(EXAMPLE_RENT)} rent in a month: fee ${formatMoney(fee.feeMinor)}${vat}`;
}

/** The management agreement with the home's agent: percentage of rent collected and/or a fixed monthly fee, VAT, dates. */
export function AgreementForm({
  agreement,
  onSave,
}: {
  agreement: Agreement | null;
  onSave: (b: AgreementBody) => Promise<unknown>;
}) {
  const form = useForm<Values>({
    defaultValues: {
      feeBp: agreement ? percentInput(agreement.feeBp) : "10",
      fixedFeeMinor: agreement ? moneyInput(agreement.fixedFeeMinor) : "0",
      vat:
        !agreement || agreement.vatBp === STANDARD_VAT_BP
          ? "standard"
          : agreement.vatBp === 0
            ? "none"
            : "other",
      vatBp: agreement && agreement.vatBp !== STANDARD_VAT_BP ? percentInput(agreement.vatBp) : "",
      startsOn: agreement?.startsOn ?? "",
      endsOn: agreement?.endsOn ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const v = form.watch();
  const vatOf = (x: Values) =>
    x.vat === "none" ? 0 : x.vat === "standard" ? STANDARD_VAT_BP : parsePercent(x.vatBp);
  const fee = parsePercent(v.feeBp);
  const fixed = parseMoney(v.fixedFeeMinor || "0");
  const vatBp = vatOf(v);

  const submit = form.handleSubmit(async (x) => {
    const body = {
      feeBp: parsePercent(x.feeBp || "0"),
      fixedFeeMinor: parseMoney(x.fixedFeeMinor || "0"),
      vatBp: vatOf(x),
      startsOn: x.startsOn,
      endsOn: x.endsOn || null,
    };
    if (body.feeBp === null) form.setError("feeBp", { message: "Enter a percentage like 10 or 12.5" });
    if (body.fixedFeeMinor === null)
      form.setError("fixedFeeMinor", { message: "Enter an amount in pounds, like 25" });
    if (body.vatBp === null) form.setError("vatBp", { message: "Enter the VAT rate as a percentage" });
    if (body.feeBp === null || body.fixedFeeMinor === null || body.vatBp === null) return;
    try {
      await onSave(body as AgreementBody);
    } catch (err) {
      showFormError(err, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Management agreement" className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Fee (% of rent collected)" error={errors.feeBp?.message}>
          <Input inputMode="decimal" {...form.register("feeBp")} />
        </FormField>
        <FormField label="Fixed fee per month (£)" error={errors.fixedFeeMinor?.message}>
          <Input inputMode="decimal" {...form.register("fixedFeeMinor")} />
        </FormField>
        <FormField label="VAT on the fee" error={errors.vatBp?.message}>
          <NativeSelect {...form.register("vat")}>
            <option value="standard">20 % (standard rate)</option>
            <option value="none">No VAT (agent not VAT registered)</option>
            <option value="other">Another rate</option>
          </NativeSelect>
        </FormField>
        {v.vat === "other" && (
          <FormField label="VAT rate (%)" error={errors.vatBp?.message}>
            <Input inputMode="decimal" {...form.register("vatBp")} />
          </FormField>
        )}
        <FormField label="Starts on" error={errors.startsOn?.message}>
          <Input type="date" {...form.register("startsOn")} />
        </FormField>
        <FormField label="Ends on" optional error={errors.endsOn?.message}>
          <Input type="date" {...form.register("endsOn")} />
        </FormField>
      </div>
      {fee !== null && fixed !== null && vatBp !== null && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" aria-live="polite">
          {feeExample(fee, fixed, vatBp)}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : agreement ? "Save agreement" : "Set up agreement"}
      </Button>
    </form>
  );
}
