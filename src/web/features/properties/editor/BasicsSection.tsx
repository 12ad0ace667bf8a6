import {
  type PropertyStatus,
  propertyStatusLabels,
  propertyTypeLabels,
  propertyTypes,
} from "@shared/schemas/properties";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import type { EditorForm } from "./editor-form";
import { Section } from "./Section";

/** Archived stays selectable only while it is the current status (archive is its own action). */
function propertyStatusesFor(current?: PropertyStatus): PropertyStatus[] {
  const base: PropertyStatus[] = ["draft", "available", "under_offer", "let"];
  return current === "archived" ? [...base, "archived"] : base;
}

export function BasicsSection({
  form,
  published,
  currentStatus,
}: {
  form: EditorForm;
  published: boolean;
  currentStatus?: PropertyStatus;
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const descriptionLength = watch("description")?.length ?? 0;
  return (
    <Section id="basics" title="Basics" description="What it is and how it's described.">
      <FormField
        label="Title"
        error={errors.title?.message}
        hint="e.g. Bright two-bedroom flat near the park"
      >
        <Input maxLength={120} {...register("title")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Property type" error={errors.type?.message}>
          <NativeSelect {...register("type")}>
            <option value="">Choose a type</option>
            {propertyTypes.map((t) => (
              <option key={t} value={t}>
                {propertyTypeLabels[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Market status"
          error={errors.status?.message}
          hint={
            published ? "Shown on the listing." : "Published listings show available, under offer or let."
          }
        >
          <NativeSelect {...register("status")}>
            {propertyStatusesFor(currentStatus).map((s) => (
              <option key={s} value={s}>
                {propertyStatusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Bedrooms" error={errors.bedrooms?.message} hint="0 for a studio">
          <Input type="number" inputMode="numeric" min={0} max={50} {...register("bedrooms")} />
        </FormField>
        <FormField label="Bathrooms" error={errors.bathrooms?.message}>
          <Input type="number" inputMode="numeric" min={0} max={50} {...register("bathrooms")} />
        </FormField>
        <FormField label="Size (m²)" optional error={errors.sizeSqm?.message}>
          <Input type="number" inputMode="numeric" min={1} {...register("sizeSqm")} />
        </FormField>
      </div>
      <FormField
        label="Description"
        optional
        error={errors.description?.message}
        hint={`${descriptionLength.toLocaleString("en-GB")} of 5,000 characters. Rooms, condition, transport, local area.`}
      >
        <Textarea rows={8} maxLength={5000} {...register("description")} />
      </FormField>
    </Section>
  );
}
