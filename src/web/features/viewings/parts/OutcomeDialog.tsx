import { zodResolver } from "@hookform/resolvers/zod";
import { type Viewing, viewingInterestLabels, viewingInterests } from "@shared/schemas/viewings";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { formatLondonSlot } from "@web/lib/format";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useViewingActions } from "../api";

const schema = z
  .object({
    attended: z.enum(["yes", "no"], { error: "Say whether the applicant came" }),
    interest: z.union([z.enum(viewingInterests), z.literal("")]),
    note: z.string().trim().max(2000, "Note must be at most 2,000 characters"),
  })
  .refine((v) => v.attended === "no" || v.interest !== "", {
    path: ["interest"],
    message: "Say how interested the applicant was",
  });
type Values = z.input<typeof schema>;

/** Whether the applicant came to a viewing that has started, how interested they were, a note. */
export function OutcomeDialog({ viewing: v }: { viewing: Viewing }) {
  const [open, setOpen] = useState(false);
  const { outcome } = useViewingActions();
  const ids = useId();
  const recorded = v.status === "attended" || v.status === "no_show";
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      attended: v.status === "attended" ? "yes" : v.status === "no_show" ? "no" : undefined,
      interest: v.interest ?? "",
      note: v.note ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const attended = form.watch("attended");
  const submit = form.handleSubmit(async (values) => {
    const came = values.attended === "yes";
    try {
      await outcome.mutateAsync({
        id: v.id,
        body: {
          attended: came,
          ...(came && values.interest ? { interest: values.interest } : {}),
          ...(values.note ? { note: values.note } : {}),
        },
      });
      toast({
        title: "Outcome recorded",
        description: `${v.applicant.name}: ${came ? "came" : "did not come"}`,
      });
      setOpen(false);
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  const attendedError = errors.attended?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={recorded ? "secondary" : "default"} size="sm">
          {recorded ? "Change outcome" : "Record outcome"}
        </Button>
      }
      title="Record the outcome"
      description={`${v.applicant.name}, ${formatLondonSlot(v.startsAt, v.endsAt)}`}
      submitLabel="Save outcome"
      busy={isSubmitting}
      onSubmit={submit}
    >
      <fieldset aria-describedby={attendedError ? `${ids}-attended` : undefined}>
        <legend className="text-sm font-medium text-slate-900">Did the applicant come?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(
            [
              ["yes", "Yes, they came"],
              ["no", "No, they did not come"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={value}
                className="size-4 accent-brand-700"
                {...form.register("attended")}
              />
              {label}
            </label>
          ))}
        </div>
        {attendedError && (
          <p id={`${ids}-attended`} className="mt-1 text-sm font-medium text-red-700">
            {attendedError}
          </p>
        )}
      </fieldset>
      {attended === "yes" && (
        <FormField label="How interested are they?" error={errors.interest?.message}>
          <NativeSelect {...form.register("interest")}>
            <option value="">Choose…</option>
            {viewingInterests.map((i) => (
              <option key={i} value={i}>
                {viewingInterestLabels[i]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField label="Note" optional error={errors.note?.message}>
        <Textarea className="min-h-20" maxLength={2000} {...form.register("note")} />
      </FormField>
    </FormDialog>
  );
}
