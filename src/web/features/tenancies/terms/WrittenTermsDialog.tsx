import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import type { Tenancy } from "@shared/schemas/tenancies";
import { serviceMethodLabels, serviceMethods, writtenTermsInputSchema } from "@shared/schemas/tenancy-terms";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { formatDay } from "../display";
import { useRecordWrittenTerms } from "./api";

type Values = z.input<typeof writtenTermsInputSchema>;

/** Staff record the day and way the written statement (or information sheet) was given. */
export function WrittenTermsDialog({ tenancy }: { tenancy: Tenancy }) {
  const record = useRecordWrittenTerms(tenancy.id);
  const [open, setOpen] = useState(false);
  const w = tenancy.law.writtenTerms;
  const defaults: Values = { givenOn: w.givenOn ?? today(), method: w.method ?? "email" };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(writtenTermsInputSchema), defaultValues: defaults });

  const onSubmit = handleSubmit(async (v) => {
    try {
      await record.mutateAsync(v);
      toast({
        title: "Recorded",
        description: `The ${w.document} was given on ${formatDay(v.givenOn, "long")}.`,
      });
      setOpen(false);
    } catch (err) {
      showFormError(err, setError);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) reset(defaults);
      }}
      trigger={
        <Button variant={w.givenOn ? "link" : "secondary"} className={w.givenOn ? "h-auto p-0" : undefined}>
          {w.givenOn ? "Change" : "Record it as given"}
        </Button>
      }
      title={`Record the ${w.document}`}
      description={`When and how the tenant was given the ${w.document}. Due by ${formatDay(w.deadline, "long")}.`}
      submitLabel="Save"
      busy={isSubmitting}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Given on" error={errors.givenOn?.message}>
          <Input type="date" max={today()} {...register("givenOn")} />
        </FormField>
        <FormField label="How it was given" error={errors.method?.message}>
          <NativeSelect {...register("method")}>
            {serviceMethods.map((m) => (
              <option key={m} value={m}>
                {serviceMethodLabels[m]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </FormDialog>
  );
}
