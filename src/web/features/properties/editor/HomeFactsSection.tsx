import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import type { EditorForm } from "./editor-form";
import { Section } from "./Section";

/** The facts the compliance duties are derived from; each may stay "not recorded". */
export function HomeFactsSection({ form }: { form: EditorForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Section
      id="facts"
      title="Home facts for compliance"
      description="Keyhold works out which safety and licensing duties apply from these facts; it records and computes duties, it does not give legal advice. Leave a field empty if you don't know it yet."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Gas supply"
          error={errors.gasSupply?.message}
          hint="Homes with no gas supply have no gas safety duty"
        >
          <NativeSelect {...register("gasSupply")}>
            <option value="">Not recorded</option>
            <option value="yes">Yes, the home has a gas supply</option>
            <option value="no">No gas supply</option>
          </NativeSelect>
        </FormField>
        <FormField
          label="Storeys"
          optional
          error={errors.storeys?.message}
          hint="Floors of the home, 1 to 10"
        >
          <Input type="number" inputMode="numeric" min={1} max={10} {...register("storeys")} />
        </FormField>
        <FormField
          label="Rooms with a fixed combustion appliance"
          optional
          error={errors.combustionApplianceRooms?.message}
          hint="Boiler, fire or stove burning gas, oil, coal or wood; not counting gas cookers"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={20}
            {...register("combustionApplianceRooms")}
          />
        </FormField>
        <FormField label="Occupiers" optional error={errors.occupiers?.message} hint="People living there">
          <Input type="number" inputMode="numeric" min={0} max={50} {...register("occupiers")} />
        </FormField>
        <FormField
          label="Households"
          optional
          error={errors.households?.message}
          hint="A family, a couple or a person living alone is one household"
        >
          <Input type="number" inputMode="numeric" min={0} max={50} {...register("households")} />
        </FormField>
      </div>
    </Section>
  );
}
