import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import { councilTaxBands, epcRatings, furnishedLabels, furnishedOptions } from "@shared/schemas/properties";
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
    <Section
      id="rent"
      title="Rent and terms"
      description="Amounts in pounds. A published listing must show the rent, deposit, council tax band and EPC rating."
    >
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
          hint="Enter 0 if there is no deposit. In England usually at most five weeks' rent."
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
        <FormField
          label="Council tax band"
          optional
          error={errors.councilTaxBand?.message}
          hint="A to H; band I exists only in Wales."
        >
          <NativeSelect {...register("councilTaxBand")}>
            <option value="">Not recorded</option>
            {councilTaxBands.map((b) => (
              <option key={b} value={b}>
                Band {b}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="EPC rating"
          optional
          error={errors.epcRating?.message}
          hint="The energy efficiency rating on the Energy Performance Certificate."
        >
          <NativeSelect {...register("epcRating")}>
            <option value="">Not recorded</option>
            {epcRatings.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
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
