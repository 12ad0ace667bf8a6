import { zodResolver } from "@hookform/resolvers/zod";
import { type AgencyInput, type AgencySummary, agencyInputSchema } from "@shared/schemas/agencies";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useCreateAgency, useUpdateAgency } from "./api";

type Values = z.input<typeof agencyInputSchema>;

const empty: Values = {
  name: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  postcode: "",
  redressScheme: "",
  redressNumber: "",
  cmpScheme: "",
  cmpNumber: "",
};

/** Creates the agency (no agency yet) or saves its details; read-only for roles that may not edit. */
export function AgencyDetailsForm({
  agency,
  readOnly,
}: {
  agency: AgencySummary | null;
  readOnly?: boolean;
}) {
  const create = useCreateAgency();
  const update = useUpdateAgency();
  const form = useForm<Values, unknown, z.output<typeof agencyInputSchema>>({
    resolver: zodResolver(agencyInputSchema),
    values: agency
      ? (Object.fromEntries(
          Object.entries({ ...empty, ...agency })
            .filter(([k]) => k in empty)
            .map(([k, v]) => [k, v ?? ""]),
        ) as Values)
      : empty,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      if (agency) await update.mutateAsync(v as AgencyInput);
      else await create.mutateAsync(v as AgencyInput);
      toast({
        title: agency ? "Agency details saved" : "Agency created",
        description: agency ? undefined : "Invite your colleagues and landlords below.",
      });
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  const field = (
    name: keyof Values,
    label: string,
    opts: { optional?: boolean; hint?: string; autoComplete?: string } = {},
  ) => (
    <FormField label={label} error={errors[name]?.message} optional={opts.optional} hint={opts.hint}>
      <Input {...register(name)} readOnly={readOnly} autoComplete={opts.autoComplete ?? "off"} />
    </FormField>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {field("name", "Agency name", { autoComplete: "organization" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("addressLine1", "Address line 1", { autoComplete: "address-line1" })}
        {field("addressLine2", "Address line 2", { optional: true, autoComplete: "address-line2" })}
        {field("city", "Town or city", { autoComplete: "address-level2" })}
        {field("postcode", "Postcode", { autoComplete: "postal-code" })}
      </div>
      <p className="text-sm text-slate-700">
        Letting agents in England must belong to a government-approved redress scheme and a client money
        protection scheme. Record your memberships here; landlords see them when they look for an agency.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("redressScheme", "Redress scheme", {
          optional: true,
          hint: "For example The Property Ombudsman",
        })}
        {field("redressNumber", "Redress membership number", { optional: true })}
        {field("cmpScheme", "Client money protection scheme", {
          optional: true,
          hint: "For example Propertymark CMP",
        })}
        {field("cmpNumber", "Client money protection membership number", { optional: true })}
      </div>
      {!readOnly && (
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : agency ? "Save details" : "Create agency"}
        </Button>
      )}
    </form>
  );
}
