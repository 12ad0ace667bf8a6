import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import {
  type ServiceMethod,
  serviceMethodLabels,
  serviceMethodPhrases,
  serviceMethods,
} from "@shared/schemas/compliance";
import { type ServiceInput, serviceInputSchema } from "@shared/schemas/compliance-records";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import type { TenancyDocument } from "@shared/schemas/tenancies";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { showFormError, toastError } from "@web/lib/form-errors";
import { formatDate, formatDay } from "@web/lib/format";
import { Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useDeleteService, useServeDocument, useServices } from "./records-api";

export interface TenancyChoice {
  id: string;
  label: string;
  /** Whether the tenant has joined Keyhold (and can be e-mailed a link to their portal). */
  joined: boolean;
  /**
   * The tenant's e-mail address: their account's, or the invitation's while they have not joined
   * (they are then e-mailed a private link to the document). Null: not e-mailed through Keyhold.
   */
  email: string | null;
}

/** The ways a document can be served on this tenancy: through Keyhold only with an address. */
function methodChoices(tenancy: TenancyChoice | undefined): { value: ServiceMethod; label: string }[] {
  return serviceMethods
    .filter((m) => m !== "keyhold_email" || tenancy?.email)
    .map((m) => ({
      value: m,
      label:
        m === "keyhold_email" ? `By e-mail through Keyhold, to ${tenancy?.email}` : serviceMethodLabels[m],
    }));
}

/** Where a document was served, and whether each tenant has opened it in their portal. */
export function ServedList({ documentId }: { documentId: string }) {
  const services = useServices(documentId);
  const remove = useDeleteService(documentId);
  if (services.isPending) return <Skeleton className="h-6" />;
  if (services.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {services.error.message}
      </p>
    );
  }
  if (!services.data.length) return <p className="text-sm text-slate-700">Not served yet.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {services.data.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-2">
          <span className="text-slate-900">
            {s.tenantName}: {formatDay(s.servedOn)}, {serviceMethodPhrases[s.method]}
            {s.emailedAt && `, sent ${formatDate(s.emailedAt)}${s.emailedTo ? ` to ${s.emailedTo}` : ""}`}
          </span>
          {s.acknowledgedAt ? (
            <Badge tone="success">Opened {formatDate(s.acknowledgedAt)}</Badge>
          ) : s.method === "keyhold_email" ? (
            <Badge tone="warning">Not opened yet</Badge>
          ) : null}
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove the record of service to ${s.tenantName}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title="Remove this record of service?"
            description="Only remove a record made in error: it is the proof the document was given."
            confirmLabel="Remove"
            destructive
            onConfirm={() => remove.mutateAsync(s.id).catch(toastError)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Records that a document was given to the tenant of a tenancy: which tenancy, how, when. */
export function ServeDocumentDialog({
  document,
  tenancies,
}: {
  document: Pick<TenancyDocument, "id" | "title" | "tenancyId">;
  tenancies: TenancyChoice[];
}) {
  const [open, setOpen] = useState(false);
  const serve = useServeDocument(document.id);
  const choices = document.tenancyId ? tenancies.filter((t) => t.id === document.tenancyId) : tenancies;
  const form = useForm<ServiceInput, unknown, z.output<typeof serviceInputSchema>>({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: {
      tenancyId: choices[0]?.id ?? "",
      method: choices[0]?.email ? "keyhold_email" : "in_person",
      servedOn: today(),
      note: "",
    },
  });
  const errors = form.formState.errors;
  const byKeyhold = form.watch("method") === "keyhold_email";
  const chosen = choices.find((t) => t.id === form.watch("tenancyId"));
  const methods = methodChoices(chosen);
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await serve.mutateAsync({ ...v, servedOn: byKeyhold ? null : v.servedOn });
      toast({
        title: byKeyhold ? "Sent to the tenant" : "Service recorded",
        description: !byKeyhold
          ? undefined
          : chosen?.joined
            ? "They get an e-mail with a link to open it in their portal."
            : "They get an e-mail with a private link to open it, no account needed.",
      });
      setOpen(false);
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  if (!choices.length) {
    return <p className="text-sm text-slate-700">No current tenancy to serve it on.</p>;
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="secondary">
          <Send aria-hidden="true" /> Serve
        </Button>
      }
      title={`Serve "${document.title}"`}
      description="Record how the tenant was given this document. E-mailed through Keyhold, it is dated today and the tenant's first opening is recorded as their acknowledgement: in their portal, or through the private link in the e-mail if they have not joined Keyhold."
      submitLabel={byKeyhold ? "Send" : "Record"}
      busy={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <FormField label="Tenancy" error={errors.tenancyId?.message}>
        <NativeSelect
          {...form.register("tenancyId", {
            onChange: (e: { target: { value: string } }) => {
              const next = choices.find((t) => t.id === e.target.value);
              if (form.getValues("method") === "keyhold_email" && !next?.email) {
                form.setValue("method", "in_person");
              }
            },
          })}
        >
          {choices.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="How" error={errors.method?.message}>
        <NativeSelect {...form.register("method")}>
          {methods.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {!byKeyhold && (
        <FormField label="Date served" error={errors.servedOn?.message}>
          <Input
            type="date"
            min={dateInputBounds(dateRules.pastEvent).min}
            max={today()}
            {...form.register("servedOn")}
          />
        </FormField>
      )}
      <FormField label="Note" optional error={errors.note?.message}>
        <Textarea rows={2} maxLength={500} {...form.register("note")} />
      </FormField>
    </FormDialog>
  );
}
