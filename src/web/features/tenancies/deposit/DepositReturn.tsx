import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import { parseMoney } from "@shared/money";
import { dateInputBounds, isoDate } from "@shared/schemas/dates";
import { type Deposit, depositDateRule } from "@shared/schemas/deposits";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { applyFieldErrors } from "@web/lib/form-errors";
import { formatMoney } from "@web/lib/format";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { openDocument, useTenancyDocuments } from "../api";
import { useAddDeduction, useRecordReturn, useRemoveDeduction, useRespondToDeductions } from "./api";
import { toastError } from "./display";

const deductionSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((s) => (parseMoney(s) ?? 0) > 0, "Enter the amount in pounds, e.g. 150"),
  reason: z.string().trim().min(1, "Say what the deduction is for").max(500, "At most 500 characters"),
  documentId: z.string(),
});

function DeductionForm({ deposit, onDone }: { deposit: Deposit; onDone(): void }) {
  const add = useAddDeduction(deposit.tenancyId);
  const docs = useTenancyDocuments(deposit.tenancyId);
  const f = useForm<z.infer<typeof deductionSchema>>({
    resolver: zodResolver(deductionSchema),
    defaultValues: { amount: "", reason: "", documentId: "" },
  });
  const left = (deposit.received?.amount ?? 0) - deposit.deductionsTotal;
  const submit = f.handleSubmit(async (v) => {
    try {
      await add.mutateAsync({
        amount: parseMoney(v.amount)!,
        reason: v.reason,
        documentId: v.documentId || null,
      });
      toast({ title: "Deduction proposed", description: "The tenant can now agree or dispute it." });
      onDone();
    } catch (err) {
      if (!applyFieldErrors(err, f.setError)) toastError(err);
    }
  });
  const e = f.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Amount (£)"
        hint={`At most ${formatMoney(left, deposit.currency)}: deductions never exceed the deposit.`}
        error={e.amount?.message}
      >
        <Input inputMode="decimal" autoComplete="off" {...f.register("amount")} />
      </FormField>
      <FormField
        label="Evidence"
        optional
        hint="A document of this tenancy (upload it below first)."
        error={e.documentId?.message}
      >
        <NativeSelect {...f.register("documentId")}>
          <option value="">No document</option>
          {(docs.data?.items ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {d.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Reason" error={e.reason?.message}>
          <Textarea className="min-h-16" {...f.register("reason")} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={f.formState.isSubmitting}>
          {f.formState.isSubmitting ? "Saving..." : "Propose deduction"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const responseSchema = z.object({ note: z.string().trim().max(2000, "At most 2000 characters") });

function TenantResponse({ deposit }: { deposit: Deposit }) {
  const respond = useRespondToDeductions(deposit.tenancyId);
  const f = useForm<z.infer<typeof responseSchema>>({
    resolver: zodResolver(responseSchema),
    defaultValues: { note: "" },
  });
  const send = (response: "agree" | "dispute") =>
    f.handleSubmit(async (v) => {
      try {
        await respond.mutateAsync({ response, note: v.note || null });
        toast({ title: response === "agree" ? "You agreed to the deductions" : "Your dispute is recorded" });
      } catch (err) {
        if (!applyFieldErrors(err, f.setError)) toastError(err);
      }
    })();
  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate className="space-y-3">
      <FormField
        label="Your note"
        optional
        hint="To dispute, say which deductions and why; your deposit scheme's free dispute service can decide."
        error={f.formState.errors.note?.message}
      >
        <Textarea className="min-h-16" {...f.register("note")} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button disabled={respond.isPending} onClick={() => void send("agree")}>
          Agree to the deductions
        </Button>
        <Button variant="secondary" disabled={respond.isPending} onClick={() => void send("dispute")}>
          Dispute them
        </Button>
      </div>
    </form>
  );
}

const returnSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((s) => parseMoney(s) !== null, "Enter the amount in pounds, e.g. 1000"),
  returnedOn: z.string().min(1, "Choose the date").pipe(isoDate(depositDateRule)),
});

function ReturnForm({ deposit, onDone }: { deposit: Deposit; onDone(): void }) {
  const record = useRecordReturn(deposit.tenancyId);
  const rest = (deposit.received?.amount ?? 0) - deposit.deductionsTotal;
  const f = useForm<z.infer<typeof returnSchema>>({
    resolver: zodResolver(returnSchema),
    defaultValues: { amount: (rest / 100).toFixed(2), returnedOn: today() },
  });
  const submit = f.handleSubmit(async (v) => {
    try {
      await record.mutateAsync({ amount: parseMoney(v.amount)!, returnedOn: v.returnedOn });
      toast({ title: "Deposit return recorded" });
      onDone();
    } catch (err) {
      if (!applyFieldErrors(err, f.setError)) toastError(err);
    }
  });
  const e = f.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Amount returned (£)" error={e.amount?.message}>
        <Input inputMode="decimal" autoComplete="off" {...f.register("amount")} />
      </FormField>
      <FormField label="Returned on" error={e.returnedOn?.message}>
        <Input
          type="date"
          min={dateInputBounds(depositDateRule).min}
          max={today()}
          {...f.register("returnedOn")}
        />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={f.formState.isSubmitting}>
          {f.formState.isSubmitting ? "Saving..." : "Record return"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Deductions at the end of the tenancy, the tenant's answer and the return. */
export function DepositReturn({ deposit, staff }: { deposit: Deposit; staff: boolean }) {
  const [open, setOpen] = useState<"deduction" | "return" | null>(null);
  const remove = useRemoveDeduction(deposit.tenancyId);
  const money = (n: number) => formatMoney(n, deposit.currency);
  const closed = deposit.returnStatus === "returned";
  const canAct = staff && !closed && deposit.tenancyStatus === "ended" && !!deposit.received;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Deductions</h3>
      {deposit.deductions.length === 0 ? (
        <p className="text-sm text-slate-700">
          {canAct
            ? "No deduction proposed. Propose one with its reason and evidence, or record the full deposit as returned."
            : "No deduction proposed."}
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm"
          aria-label="Proposed deductions"
        >
          {deposit.deductions.map((d) => (
            <li key={d.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-slate-900">{d.reason}</span>
                {d.document && (
                  <button
                    type="button"
                    className="text-xs font-semibold text-brand-700 hover:underline"
                    onClick={() => void openDocument(d.document!.id)}
                  >
                    Evidence: {d.document.title}
                  </button>
                )}
              </span>
              <span className="flex items-center gap-2">
                <span className="font-semibold text-slate-900">{money(d.amount)}</span>
                {canAct && (
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Withdraw the deduction: ${d.reason}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutateAsync(d.id).catch(toastError)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </span>
            </li>
          ))}
          <li className="flex justify-between gap-2 p-3 font-semibold">
            <span>Total proposed</span>
            <span>{money(deposit.deductionsTotal)}</span>
          </li>
        </ul>
      )}
      {!staff && !closed && deposit.deductions.length > 0 && deposit.returnStatus !== "none" && (
        <Card className="p-4">
          <TenantResponse deposit={deposit} />
        </Card>
      )}
      {canAct && open === null && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOpen("deduction")}>
            Propose a deduction
          </Button>
          <Button onClick={() => setOpen("return")}>Record deposit returned</Button>
        </div>
      )}
      {canAct && open === "deduction" && (
        <Card className="p-4">
          <DeductionForm deposit={deposit} onDone={() => setOpen(null)} />
        </Card>
      )}
      {canAct && open === "return" && (
        <Card className="p-4">
          <ReturnForm deposit={deposit} onDone={() => setOpen(null)} />
        </Card>
      )}
    </div>
  );
}
