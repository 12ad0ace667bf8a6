import { zodResolver } from "@hookform/resolvers/zod";
import {
  BANK_REFERENCE_MAX,
  formatSortCode,
  type TenancyContacts,
  tenancyContactsInputSchema,
} from "@shared/schemas/tenancy-contacts";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useSaveContacts } from "./api";

type Values = z.input<typeof tenancyContactsInputSchema>;
type Output = z.output<typeof tenancyContactsInputSchema>;

const toValues = (d: TenancyContacts["details"]): Values => ({
  accountName: d.accountName ?? "",
  sortCode: d.sortCode ? formatSortCode(d.sortCode) : "",
  accountNumber: d.accountNumber ?? "",
  reference: d.reference ?? "",
  instructions: d.instructions ?? "",
  phone: d.phone ?? "",
  emergencyPhone: d.emergencyPhone ?? "",
  noticeAddress: d.noticeAddress ?? "",
});

/** The staff dialog that sets what the tenant sees: contacts, address for notices, bank details. */
export function ContactsForm({ tenancyId, contacts }: { tenancyId: string; contacts: TenancyContacts }) {
  const [open, setOpen] = useState(false);
  const save = useSaveContacts(tenancyId);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(tenancyContactsInputSchema),
    values: toValues(contacts.details),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
      toast({ title: "Details saved", description: "The tenant now sees them on their home page." });
      setOpen(false);
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  const fresh = contacts.updatedAt === null;

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={fresh ? "default" : "secondary"}>
          <Pencil aria-hidden="true" /> {fresh ? "Add details" : "Edit details"}
        </Button>
      }
      title="Contacts and rent payment details"
      description={
        contacts.suggested
          ? "Filled in from the details you saved on your last tenancy: check them, add this tenancy's reference and save. The tenant sees nothing until you do."
          : "What the tenant sees on their home page. Leave a field blank to hide it."
      }
      submitLabel={save.isPending ? "Saving..." : "Save details"}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Bank account for rent</legend>
        <FormField label="Account name" error={errors.accountName?.message} optional>
          <Input autoComplete="off" {...register("accountName")} />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label="Sort code"
            hint="6 digits, like 12-34-56"
            error={errors.sortCode?.message}
            optional
          >
            <Input inputMode="numeric" autoComplete="off" {...register("sortCode")} />
          </FormField>
          <FormField label="Account number" hint="8 digits" error={errors.accountNumber?.message} optional>
            <Input inputMode="numeric" autoComplete="off" {...register("accountNumber")} />
          </FormField>
        </div>
        <FormField
          label="Payment reference"
          hint={`Up to ${BANK_REFERENCE_MAX} letters, digits, spaces and & - . / (bank rules)`}
          error={errors.reference?.message}
          optional
        >
          <Input autoComplete="off" maxLength={BANK_REFERENCE_MAX} {...register("reference")} />
        </FormField>
        <FormField label="Other payment instructions" error={errors.instructions?.message} optional>
          <Textarea rows={2} maxLength={500} {...register("instructions")} />
        </FormField>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Contacts</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Phone for the tenant" error={errors.phone?.message} optional>
            <Input type="tel" autoComplete="off" {...register("phone")} />
          </FormField>
          <FormField label="Emergency repairs number" error={errors.emergencyPhone?.message} optional>
            <Input type="tel" autoComplete="off" {...register("emergencyPhone")} />
          </FormField>
        </div>
        <FormField
          label="Address for notices"
          hint="An address in England or Wales where the tenant can serve notices on the landlord (Landlord and Tenant Act 1987 s.48)."
          error={errors.noticeAddress?.message}
          optional
        >
          <Textarea rows={3} maxLength={300} {...register("noticeAddress")} />
        </FormField>
      </fieldset>
    </FormDialog>
  );
}
