import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import { parseMoney } from "@shared/money";
import { dateInputBounds, isoDate, optionalFormDate } from "@shared/schemas/dates";
import {
  type Deposit,
  depositDateRule,
  depositSchemeNames,
  holdingOutcomeLabels,
  holdingOutcomes,
  serviceMethodLabels,
  serviceMethods,
} from "@shared/schemas/deposits";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { applyFieldErrors } from "@web/lib/form-errors";
import type { ReactNode } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { useRecordHolding, useRecordPrescribedInfo, useRecordProtection, useRecordReceived } from "./api";
import { toastError } from "./display";

const money = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => (parseMoney(s) ?? 0) > 0, `Enter the ${label} in pounds, e.g. 1150`);
const pastDate = (label: string) =>
  z.string().min(1, `Choose the date ${label}`).pipe(isoDate(depositDateRule));
const dateBounds = dateInputBounds(depositDateRule);
const pounds = (minor: number | null | undefined) => (minor ? (minor / 100).toFixed(2) : "");

interface FormProps {
  deposit: Deposit;
  onDone(): void;
}

/** Submit with the server's field errors on the form, a toast for the rest. */
function useSave<T extends FieldValues>(form: UseFormReturn<T>, title: string, onDone: () => void) {
  return (save: (v: T) => Promise<unknown>) =>
    form.handleSubmit(async (v) => {
      try {
        await save(v);
        toast({ title });
        onDone();
      } catch (err) {
        if (!applyFieldErrors(err, form.setError)) toastError(err);
      }
    });
}

function Shell({
  onSubmit,
  busy,
  onDone,
  children,
  label,
}: {
  onSubmit(): void;
  busy: boolean;
  onDone(): void;
  children: ReactNode;
  label: string;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      {children}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : label}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const err = <T extends FieldValues>(f: UseFormReturn<T>, name: Path<T>) =>
  f.formState.errors[name]?.message as string | undefined;

const receivedSchema = z.object({
  amount: money("deposit"),
  receivedOn: pastDate("it was received"),
  receivedFrom: z.string().trim().min(1, "Say who paid it").max(200, "At most 200 characters"),
});

export function ReceivedForm({ deposit, onDone, tenantName }: FormProps & { tenantName: string }) {
  const save = useRecordReceived(deposit.tenancyId);
  const f = useForm<z.infer<typeof receivedSchema>>({
    resolver: zodResolver(receivedSchema),
    defaultValues: {
      amount: pounds(deposit.received?.amount ?? deposit.agreedAmount),
      receivedOn: deposit.received?.receivedOn ?? today(),
      receivedFrom: deposit.received?.receivedFrom ?? tenantName,
    },
  });
  const submit = useSave(
    f,
    "Deposit recorded",
    onDone,
  )((v) =>
    save.mutateAsync({
      amount: parseMoney(v.amount)!,
      receivedOn: v.receivedOn,
      receivedFrom: v.receivedFrom,
    }),
  );
  const cap = deposit.cap?.capMinor;
  return (
    <Shell onSubmit={submit} busy={f.formState.isSubmitting} onDone={onDone} label="Save deposit received">
      <FormField
        label="Amount received (£)"
        hint={cap ? `At most £${(cap / 100).toFixed(2)} for this rent.` : undefined}
        error={err(f, "amount")}
      >
        <Input inputMode="decimal" autoComplete="off" {...f.register("amount")} />
      </FormField>
      <FormField label="Received on" error={err(f, "receivedOn")}>
        <Input type="date" min={dateBounds.min} max={today()} {...f.register("receivedOn")} />
      </FormField>
      <FormField label="Paid by" error={err(f, "receivedFrom")}>
        <Input autoComplete="off" {...f.register("receivedFrom")} />
      </FormField>
    </Shell>
  );
}

const holdingSchema = z.object({
  amount: money("holding deposit"),
  receivedOn: pastDate("it was paid"),
  deadline: optionalFormDate(),
  outcome: z.string(),
});

export function HoldingForm({ deposit, onDone }: FormProps) {
  const save = useRecordHolding(deposit.tenancyId);
  const h = deposit.holding;
  const f = useForm<z.infer<typeof holdingSchema>>({
    resolver: zodResolver(holdingSchema),
    defaultValues: {
      amount: pounds(h?.amount),
      receivedOn: h?.receivedOn ?? today(),
      deadline: h?.deadline ?? "",
      outcome: h?.outcome ?? "",
    },
  });
  const submit = useSave(
    f,
    "Holding deposit recorded",
    onDone,
  )((v) =>
    save.mutateAsync({
      amount: parseMoney(v.amount)!,
      receivedOn: v.receivedOn,
      deadline: v.deadline || null,
      outcome: (v.outcome || null) as (typeof holdingOutcomes)[number] | null,
    }),
  );
  return (
    <Shell onSubmit={submit} busy={f.formState.isSubmitting} onDone={onDone} label="Save holding deposit">
      <FormField label="Holding deposit (£)" hint="At most one week's rent." error={err(f, "amount")}>
        <Input inputMode="decimal" autoComplete="off" {...f.register("amount")} />
      </FormField>
      <FormField label="Paid on" error={err(f, "receivedOn")}>
        <Input type="date" min={dateBounds.min} max={today()} {...f.register("receivedOn")} />
      </FormField>
      <FormField
        label="Deadline for agreement"
        optional
        hint="Leave empty for the default from the rules (15 days in England and Wales)."
        error={err(f, "deadline")}
      >
        <Input type="date" {...f.register("deadline")} />
      </FormField>
      <FormField label="What happened to it" optional error={err(f, "outcome")}>
        <NativeSelect {...f.register("outcome")}>
          <option value="">Not decided yet</option>
          {holdingOutcomes.map((o) => (
            <option key={o} value={o}>
              {holdingOutcomeLabels[o]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </Shell>
  );
}

const protectionSchema = z.object({
  scheme: z.string().min(1, "Choose the scheme"),
  reference: z.string().trim().min(1, "Enter the scheme's reference").max(100, "At most 100 characters"),
  protectedOn: pastDate("it was protected"),
});

export function ProtectionForm({ deposit, onDone }: FormProps) {
  const save = useRecordProtection(deposit.tenancyId);
  const p = deposit.protection;
  const f = useForm<z.infer<typeof protectionSchema>>({
    resolver: zodResolver(protectionSchema),
    defaultValues: {
      scheme: p?.scheme ?? "",
      reference: p?.reference ?? "",
      protectedOn: p?.protectedOn ?? today(),
    },
  });
  const submit = useSave(
    f,
    "Protection recorded",
    onDone,
  )((v) =>
    save.mutateAsync({
      scheme: v.scheme as Deposit["schemes"][number],
      reference: v.reference,
      protectedOn: v.protectedOn,
    }),
  );
  return (
    <Shell onSubmit={submit} busy={f.formState.isSubmitting} onDone={onDone} label="Save protection">
      <FormField label="Scheme" error={err(f, "scheme")}>
        <NativeSelect {...f.register("scheme")}>
          <option value="">Choose a scheme</option>
          {deposit.schemes.map((s) => (
            <option key={s} value={s}>
              {depositSchemeNames[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Scheme reference" error={err(f, "reference")}>
        <Input autoComplete="off" {...f.register("reference")} />
      </FormField>
      <FormField label="Protected on" error={err(f, "protectedOn")}>
        <Input type="date" min={dateBounds.min} max={today()} {...f.register("protectedOn")} />
      </FormField>
    </Shell>
  );
}

const prescribedSchema = z.object({
  servedOn: pastDate("it was given"),
  method: z.enum(serviceMethods, { error: "Choose how it was given" }),
});

export function PrescribedInfoForm({ deposit, onDone }: FormProps) {
  const save = useRecordPrescribedInfo(deposit.tenancyId);
  const f = useForm<z.infer<typeof prescribedSchema>>({
    resolver: zodResolver(prescribedSchema),
    defaultValues: {
      servedOn: deposit.prescribedInfo?.servedOn ?? today(),
      method: deposit.prescribedInfo?.method ?? "email",
    },
  });
  const submit = useSave(f, "Prescribed information recorded", onDone)((v) => save.mutateAsync(v));
  return (
    <Shell
      onSubmit={submit}
      busy={f.formState.isSubmitting}
      onDone={onDone}
      label="Save prescribed information"
    >
      <FormField label="Given to the tenant on" error={err(f, "servedOn")}>
        <Input type="date" min={dateBounds.min} max={today()} {...f.register("servedOn")} />
      </FormField>
      <FormField label="How it was given" error={err(f, "method")}>
        <NativeSelect {...f.register("method")}>
          {serviceMethods.map((m) => (
            <option key={m} value={m}>
              {serviceMethodLabels[m]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </Shell>
  );
}
