import { formatShare, WHOLE_BP } from "@shared/accounts/shares";
import { MAX_OWNERS, type Owner } from "@shared/schemas/money-owners";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { showFormError } from "@web/lib/form-errors";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import type { OwnersBody } from "./api";
import { parsePercent, percentInput } from "./percent";

interface Row {
  id: string;
  name: string;
  email: string;
  shareBp: string;
  /** Recorded co-owners keep their invited e-mail (shown, not editable). */
  locked: boolean;
  status: Owner["status"] | "new";
}
interface Values {
  owners: Row[];
}

const toRow = (o: Owner): Row => ({
  id: o.id ?? "",
  name: o.name,
  email: o.email ?? "",
  shareBp: percentInput(o.shareBp),
  locked: true,
  status: o.status,
});

/**
 * The owners of a home and their shares: the landlord account first (always there), co-owners
 * below; a new co-owner's e-mail gets an invitation to read their share. Shares must add up to
 * 100 % (the running total says so before sending); the server's per-row messages land on their fields.
 */
export function OwnersForm({
  owners,
  onSave,
}: {
  owners: Owner[];
  onSave: (body: OwnersBody) => Promise<unknown>;
}) {
  const form = useForm<Values>({ defaultValues: { owners: owners.map(toRow) } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "owners" });
  const { errors, isSubmitting } = form.formState;
  const rows = form.watch("owners");
  const total = rows.reduce((sum, r) => sum + (parsePercent(r.shareBp) ?? 0), 0);

  const submit = form.handleSubmit(async (values) => {
    let bad = false;
    values.owners.forEach((r, i) => {
      if (parsePercent(r.shareBp) === null) {
        form.setError(`owners.${i}.shareBp`, { message: "Enter a percentage like 40 or 33.33" });
        bad = true;
      }
    });
    if (bad) return;
    const body: OwnersBody = {
      owners: values.owners.map((r, i) => ({
        ...(r.id ? { id: r.id } : {}),
        name: r.name,
        ...(i > 0 && !r.locked ? { email: r.email } : {}),
        shareBp: parsePercent(r.shareBp)!,
      })),
    };
    try {
      await onSave(body);
    } catch (err) {
      showFormError(err, form.setError);
    }
  });

  const fieldError = (i: number, key: "name" | "email" | "shareBp" | "id") =>
    errors.owners?.[i]?.[key]?.message;
  const listError =
    (errors.owners as { message?: string } | undefined)?.message ?? errors.owners?.root?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Owners and shares" className="space-y-4">
      <ul className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.id} className="rounded-lg border border-slate-200 p-3">
            <div className="mb-2 flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-800">
                {i === 0 ? "Landlord account (first owner)" : `Co-owner ${i}`}
                {f.status === "invited" && <span className="ml-2 font-normal text-amber-800">Invited</span>}
              </p>
              {i > 0 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${rows[i]?.name || `co-owner ${i}`}`}
                  onClick={() => remove(i)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr]">
              <FormField label="Name" error={fieldError(i, "name") ?? fieldError(i, "id")}>
                <Input autoComplete="off" maxLength={120} {...form.register(`owners.${i}.name`)} />
              </FormField>
              {i === 0 ? (
                <p className="self-end pb-2 text-sm text-slate-600">Changes owners and the agreement.</p>
              ) : (
                <FormField
                  label="E-mail"
                  error={fieldError(i, "email")}
                  hint={
                    f.locked
                      ? "Invited address (remove and add again to change it)"
                      : "We e-mail an invitation to read their share"
                  }
                >
                  <Input
                    type="email"
                    autoComplete="off"
                    maxLength={254}
                    readOnly={f.locked}
                    {...form.register(`owners.${i}.email`)}
                  />
                </FormField>
              )}
              <FormField label="Share (%)" error={fieldError(i, "shareBp")}>
                <Input inputMode="decimal" {...form.register(`owners.${i}.shareBp`)} />
              </FormField>
            </div>
          </li>
        ))}
      </ul>
      <p
        aria-live="polite"
        className={total === WHOLE_BP ? "text-sm text-slate-700" : "text-sm font-medium text-amber-800"}
      >
        Total: {formatShare(total)}
        {total !== WHOLE_BP && " (shares must add up to 100 %)"}
      </p>
      {listError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={fields.length >= MAX_OWNERS}
          onClick={() => append({ id: "", name: "", email: "", shareBp: "", locked: false, status: "new" })}
        >
          <Plus aria-hidden="true" />
          Add a co-owner
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save owners"}
        </Button>
      </div>
    </form>
  );
}
