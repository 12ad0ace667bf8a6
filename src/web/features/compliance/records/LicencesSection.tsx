import { zodResolver } from "@hookform/resolvers/zod";
import { LICENCE_RULES } from "@shared/law/compliance-records";
import {
  type Licence,
  type LicenceInput,
  licenceInputSchema,
  licenceKindLabels,
  licenceKinds,
} from "@shared/schemas/compliance-records";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import type { TenancyDocument } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { showFormError, toastError } from "@web/lib/form-errors";
import { formatDay } from "@web/lib/format";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { RecordSection } from "./RecordSection";
import { useDeleteLicence, useLicences, useSaveLicence } from "./records-api";

type LicenceOutput = z.output<typeof licenceInputSchema>;

/** A home's licences: kind, number, issued and expiry, the document with its conditions. */
export function LicencesSection({
  propertyId,
  documents,
}: {
  propertyId: string;
  documents: TenancyDocument[];
}) {
  const licences = useLicences(propertyId);
  const remove = useDeleteLicence(propertyId);
  const propertyDocs = documents.filter((d) => !d.tenancyId);
  return (
    <RecordSection
      title="Licences and registration"
      intro="HMO, selective and national licences or registrations of this home, with their expiry. Keyhold records them and computes the dates; it does not give legal advice."
      action={<LicenceDialog propertyId={propertyId} documents={propertyDocs} />}
    >
      {licences.isPending ? (
        <Skeleton className="h-16" />
      ) : licences.isError ? (
        <p role="alert" className="text-red-700">
          {licences.error.message}
        </p>
      ) : licences.data.length === 0 ? (
        <p className="text-sm text-slate-700">
          No licence recorded. If this home needs one (an HMO, or a selective licensing area, Rent Smart Wales
          or Scottish landlord registration), add it with "Add licence".
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {licences.data.map((l) => (
            <li key={l.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {licenceKindLabels[l.kind]} <span className="break-all text-slate-700">{l.reference}</span>
                </p>
                <p className="text-sm text-slate-700">
                  Issued {formatDay(l.issuedOn)}, expires {formatDay(l.expiresOn)}
                  {l.document ? ` · ${l.document.title}` : ""}
                </p>
                {l.note && <p className="text-sm break-words text-slate-600">{l.note}</p>}
              </div>
              <div className="flex gap-2">
                <LicenceDialog propertyId={propertyId} documents={propertyDocs} licence={l} />
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="secondary" aria-label={`Remove licence ${l.reference}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  }
                  title="Remove this licence?"
                  description={`${licenceKindLabels[l.kind]} ${l.reference} will no longer count for this home.`}
                  confirmLabel="Remove"
                  destructive
                  onConfirm={() => remove.mutateAsync(l.id).catch(toastError)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

function LicenceDialog({
  propertyId,
  documents,
  licence,
}: {
  propertyId: string;
  documents: TenancyDocument[];
  licence?: Licence;
}) {
  const [open, setOpen] = useState(false);
  const save = useSaveLicence(propertyId);
  const form = useForm<LicenceInput, unknown, LicenceOutput>({
    resolver: zodResolver(licenceInputSchema),
    defaultValues: {
      kind: licence?.kind ?? "selective",
      reference: licence?.reference ?? "",
      issuedOn: licence?.issuedOn ?? "",
      expiresOn: licence?.expiresOn ?? "",
      documentId: licence?.document?.id ?? "",
      note: licence?.note ?? "",
    },
  });
  const errors = form.formState.errors;
  const kind = form.watch("kind");
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: licence?.id, body });
      toast({ title: licence ? "Licence updated" : "Licence added" });
      setOpen(false);
      if (!licence) form.reset();
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        licence ? (
          <Button size="sm" variant="secondary" aria-label={`Change licence ${licence.reference}`}>
            <Pencil aria-hidden="true" />
          </Button>
        ) : (
          <Button size="sm">
            <Plus aria-hidden="true" /> Add licence
          </Button>
        )
      }
      title={licence ? "Change licence" : "Add a licence"}
      description={`The rule Keyhold checks: ${LICENCE_RULES[kind].source}.`}
      submitLabel={licence ? "Save" : "Add licence"}
      busy={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <FormField label="Kind" error={errors.kind?.message}>
        <NativeSelect {...form.register("kind")}>
          {licenceKinds.map((k) => (
            <option key={k} value={k}>
              {licenceKindLabels[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Licence or registration number" error={errors.reference?.message}>
        <Input maxLength={60} autoComplete="off" {...form.register("reference")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Issued on" error={errors.issuedOn?.message}>
          <Input type="date" {...dateInputBounds(dateRules.issuedOn)} {...form.register("issuedOn")} />
        </FormField>
        <FormField
          label="Expires on"
          hint={`At most ${LICENCE_RULES[kind].maxYears} years after issue`}
          error={errors.expiresOn?.message}
        >
          <Input type="date" {...dateInputBounds(dateRules.expiresOn)} {...form.register("expiresOn")} />
        </FormField>
      </div>
      <FormField
        label="Licence document"
        optional
        hint={documents.length ? "A document filed on this home" : "Upload it to the home's documents first"}
        error={errors.documentId?.message}
      >
        <NativeSelect {...form.register("documentId")}>
          <option value="">None</option>
          {documents.map((d) => (
            <option key={d.id} value={d.id}>
              {d.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Note" optional error={errors.note?.message}>
        <Textarea rows={2} maxLength={500} {...form.register("note")} />
      </FormField>
    </FormDialog>
  );
}
