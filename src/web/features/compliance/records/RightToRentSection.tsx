import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import {
  permissionKinds,
  permissionLabels,
  type RightToRentInput,
  rightToRentInputSchema,
  rightToRentMethodLabels,
  rightToRentMethods,
} from "@shared/schemas/compliance-records";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { showFormError, toastError } from "@web/lib/form-errors";
import { formatDay } from "@web/lib/format";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  useDeleteRightToRent,
  useRecordRightToRent,
  useRightToRent,
  useSetAdultOccupiers,
} from "./records-api";

/** Right to Rent checks of a tenancy's adult occupiers (England only), and how many adults live there. */
export function RightToRentSection({ tenancyId }: { tenancyId: string }) {
  const list = useRightToRent(tenancyId);
  const remove = useDeleteRightToRent(tenancyId);
  if (list.isPending) return <Skeleton className="h-12" />;
  if (list.isError) {
    const elsewhere = list.error instanceof ApiRequestError && list.error.status === 409;
    return (
      <p
        role={elsewhere ? undefined : "alert"}
        className={elsewhere ? "text-sm text-slate-700" : "text-red-700"}
      >
        {list.error.message}
      </p>
    );
  }
  const { items, adultOccupiers, rule } = list.data;
  const adults = adultOccupiers ?? 1;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {rule.summary} <span className="text-slate-600">({rule.source}.)</span> Keyhold keeps only the name,
        date, method and permission: no document numbers or copies. Keep your own copies as the code of
        practice describes.
      </p>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <AdultOccupiers tenancyId={tenancyId} value={adults} checked={items.length} />
        <RightToRentDialog tenancyId={tenancyId} />
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">
          No check recorded yet. Record one for each adult who lives there.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{c.occupierName}</p>
                <p className="text-slate-700">
                  Checked {formatDay(c.checkedOn)} · {rightToRentMethodLabels[c.method]} ·{" "}
                  {permissionLabels[c.permission]}
                  {c.permissionExpiresOn && ` until ${formatDay(c.permissionExpiresOn)}`}
                </p>
                {c.followUpDueOn && (
                  <p className="text-slate-900">Follow-up check due by {formatDay(c.followUpDueOn)}</p>
                )}
              </div>
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="secondary" aria-label={`Remove the check of ${c.occupierName}`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                }
                title="Remove this check?"
                description="Only remove a check recorded in error."
                confirmLabel="Remove"
                destructive
                onConfirm={() => remove.mutateAsync(c.id).catch(toastError)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AdultOccupiers({
  tenancyId,
  value,
  checked,
}: {
  tenancyId: string;
  value: number;
  checked: number;
}) {
  const save = useSetAdultOccupiers(tenancyId);
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string>();
  const id = `adults-${tenancyId}`;
  const submit = async () => {
    const n = Number(draft);
    if (!Number.isInteger(n) || n < 1 || n > 20) {
      setError("Enter a whole number from 1 to 20");
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(n);
      toast({ title: "Adult occupiers saved" });
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          Adults living there ({checked} of {value} checked)
        </label>
        <Input
          id={id}
          type="number"
          min={1}
          max={20}
          className="mt-1 w-24"
          value={draft}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button size="sm" variant="secondary" onClick={submit} disabled={save.isPending}>
        Save
      </Button>
    </div>
  );
}

function RightToRentDialog({ tenancyId }: { tenancyId: string }) {
  const [open, setOpen] = useState(false);
  const record = useRecordRightToRent(tenancyId);
  const form = useForm<RightToRentInput, unknown, z.output<typeof rightToRentInputSchema>>({
    resolver: zodResolver(rightToRentInputSchema),
    defaultValues: {
      occupierName: "",
      checkedOn: today(),
      method: "home_office_online",
      permission: "unlimited",
      permissionExpiresOn: "",
    },
  });
  const errors = form.formState.errors;
  const timeLimited = form.watch("permission") === "time_limited";
  // Unlimited permission has no end date: a date typed before switching is dropped.
  useEffect(() => {
    if (!timeLimited) form.setValue("permissionExpiresOn", "");
  }, [timeLimited, form]);
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await record.mutateAsync({ ...v, permissionExpiresOn: timeLimited ? v.permissionExpiresOn : null });
      toast({ title: "Right to Rent check recorded" });
      setOpen(false);
      form.reset();
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm">
          <Plus aria-hidden="true" /> Record a check
        </Button>
      }
      title="Record a Right to Rent check"
      description="Keyhold works out the follow-up date for time-limited permission. It stores no document numbers and no copies."
      submitLabel="Record check"
      busy={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <FormField label="Occupier's name" error={errors.occupierName?.message}>
        <Input maxLength={120} autoComplete="off" {...form.register("occupierName")} />
      </FormField>
      <FormField label="Date of the check" error={errors.checkedOn?.message}>
        <Input
          type="date"
          min={dateInputBounds(dateRules.pastEvent).min}
          max={today()}
          {...form.register("checkedOn")}
        />
      </FormField>
      <FormField label="How it was checked" error={errors.method?.message}>
        <NativeSelect {...form.register("method")}>
          {rightToRentMethods.map((m) => (
            <option key={m} value={m}>
              {rightToRentMethodLabels[m]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Permission" error={errors.permission?.message}>
        <NativeSelect {...form.register("permission")}>
          {permissionKinds.map((p) => (
            <option key={p} value={p}>
              {permissionLabels[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {timeLimited && (
        <FormField label="Permission ends on" error={errors.permissionExpiresOn?.message}>
          <Input
            type="date"
            {...dateInputBounds(dateRules.expiresOn)}
            {...form.register("permissionExpiresOn")}
          />
        </FormField>
      )}
    </FormDialog>
  );
}
