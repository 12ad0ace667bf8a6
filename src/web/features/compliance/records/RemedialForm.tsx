import { zodResolver } from "@hookform/resolvers/zod";
import { addDays, today } from "@shared/dates";
import { COMPLIANCE_LAW, EICR_REMEDIAL_DAYS } from "@shared/law/compliance-rules";
import {
  eicrOutcomeLabels,
  eicrOutcomes,
  type RemedialInput,
  remedialInputSchema,
} from "@shared/schemas/compliance-records";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import type { TenancyDocument } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { formatDay } from "@web/lib/format";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useSaveRemedial } from "./records-api";

type Eicr = Pick<
  TenancyDocument,
  "id" | "issuedOn" | "createdAt" | "outcome" | "remedialDueOn" | "remedialDoneOn" | "remedialConfirmedOn"
>;

/** An EICR's outcome and, when unsatisfactory, its remedial work: due, done, confirmed in writing. */
export function RemedialForm({ eicr }: { eicr: Eicr }) {
  const save = useSaveRemedial(eicr.id);
  const inspected = eicr.issuedOn ?? eicr.createdAt.slice(0, 10);
  const latest = addDays(inspected, EICR_REMEDIAL_DAYS);
  const form = useForm<RemedialInput, unknown, z.output<typeof remedialInputSchema>>({
    resolver: zodResolver(remedialInputSchema),
    defaultValues: {
      outcome: eicr.outcome ?? "satisfactory",
      remedialDueOn: eicr.remedialDueOn ?? "",
      remedialDoneOn: eicr.remedialDoneOn ?? "",
      remedialConfirmedOn: eicr.remedialConfirmedOn ?? "",
    },
  });
  const errors = form.formState.errors;
  const unsatisfactory = form.watch("outcome") === "unsatisfactory";
  // A satisfactory report has no remedial work: the dates are cleared, not sent.
  useEffect(() => {
    if (!unsatisfactory) {
      for (const key of ["remedialDueOn", "remedialDoneOn", "remedialConfirmedOn"] as const)
        form.setValue(key, "");
    }
  }, [unsatisfactory, form]);
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
      toast({ title: "EICR outcome saved" });
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  const pastBounds = { min: inspected, max: today() };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <FormField label="Outcome of the report" error={errors.outcome?.message}>
        <NativeSelect {...form.register("outcome")}>
          {eicrOutcomes.map((o) => (
            <option key={o} value={o}>
              {eicrOutcomeLabels[o]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {unsatisfactory && (
        <>
          <FormField
            label="Remedial work due by"
            optional
            hint={`Left empty: ${formatDay(latest)}, ${EICR_REMEDIAL_DAYS} days after the inspection. Enter the report's date if it is sooner.`}
            error={errors.remedialDueOn?.message}
          >
            <Input type="date" min={inspected} max={latest} {...form.register("remedialDueOn")} />
          </FormField>
          <FormField label="Work done on" optional error={errors.remedialDoneOn?.message}>
            <Input type="date" {...pastBounds} {...form.register("remedialDoneOn")} />
          </FormField>
          <FormField
            label="Written confirmation to the tenant and council on"
            optional
            error={errors.remedialConfirmedOn?.message}
          >
            <Input
              type="date"
              min={dateInputBounds(dateRules.pastEvent).min}
              max={today()}
              {...form.register("remedialConfirmedOn")}
            />
          </FormField>
        </>
      )}
      <p className="text-xs text-slate-600 sm:col-span-2">
        Rule: {COMPLIANCE_LAW.england.electrical.source}. Keyhold records the dates; it does not give legal
        advice.
      </p>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving..." : "Save outcome"}
        </Button>
      </div>
    </form>
  );
}
