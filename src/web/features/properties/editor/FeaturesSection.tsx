import { Controller } from "react-hook-form";
import type { EditorForm } from "./editor-form";
import { FeaturesInput } from "./FeaturesInput";
import { Section } from "./Section";

export function FeaturesSection({ form }: { form: EditorForm }) {
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <Section id="features" title="Features" description="What makes it stand out.">
      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <FeaturesInput
            value={field.value}
            onChange={(next) => field.onChange(next)}
            error={
              errors.features?.message ??
              (Array.isArray(errors.features) ? errors.features.find(Boolean)?.message : undefined)
            }
          />
        )}
      />
    </Section>
  );
}
