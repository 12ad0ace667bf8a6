import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import { furnishedLabels, furnishedOptions } from "@shared/schemas/properties";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import type { EditorForm } from "./editor-form";
import { Section } from "./Section";

export function RentSection({ form }: { form: EditorForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Section id="rent" title="Rent and terms" description="Amounts in pounds.">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Rent (£)" error={errors.rentAmount?.message}>
          <Input inputMode="decimal" placeholder="e.g. 1250" {...register("rentAmount")} />
        </FormField>
        <FormField label="Rent is per" error={errors.rentPeriod?.message}>
          <NativeSelect {...register("rentPeriod")}>
            <option value="month">Month</option>
            <option value="week">Week</option>
          </NativeSelect>
        </FormField>
        <FormField
          label="Deposit (£)"
          optional
          error={errors.depositAmount?.message}
          hint="In England usually at most five weeks' rent."
        >
          <Input inputMode="decimal" {...register("depositAmount")} />
        </FormField>
        <FormField
          label="Available from"
          optional
          error={errors.availableFrom?.message}
          hint="Leave empty if available now."
        >
          <Input type="date" {...dateInputBounds(dateRules.availableFrom)} {...register("availableFrom")} />
        </FormField>
        <FormField label="Furnishing" error={errors.furnished?.message}>
          <NativeSelect {...register("furnished")}>
            <option value="">Choose furnishing</option>
            {furnishedOptions.map((f) => (
              <option key={f} value={f}>
                {furnishedLabels[f]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </Section>
  );
}
