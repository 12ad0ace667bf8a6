import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import type { EditorForm } from "./editor-form";
import { Section } from "./Section";

export function AddressSection({ form }: { form: EditorForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Section
      id="address"
      title="Address"
      description="The listing shows only the town and postcode district; the full address stays private."
    >
      <FormField label="Address line 1" error={errors.addressLine1?.message}>
        <Input autoComplete="address-line1" maxLength={120} {...register("addressLine1")} />
      </FormField>
      <FormField label="Address line 2" optional error={errors.addressLine2?.message}>
        <Input autoComplete="address-line2" maxLength={120} {...register("addressLine2")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Town or city" error={errors.city?.message}>
          <Input autoComplete="address-level2" maxLength={80} {...register("city")} />
        </FormField>
        <FormField label="Postcode" error={errors.postcode?.message}>
          <Input autoComplete="postal-code" maxLength={12} className="uppercase" {...register("postcode")} />
        </FormField>
      </div>
      <FormField
        label="Tenancy law"
        hint="Where the home is decides the rules Keyhold applies to its tenancies: deposit caps, rent increases, notice periods."
        error={errors.jurisdiction?.message}
      >
        <NativeSelect {...register("jurisdiction")}>
          <option value="england">England</option>
          <option value="wales">Wales</option>
          <option value="scotland">Scotland</option>
          <option value="northern_ireland">Northern Ireland (not supported yet)</option>
        </NativeSelect>
      </FormField>
    </Section>
  );
}
