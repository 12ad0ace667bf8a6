import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import { parseMoney } from "@shared/money";
import { dateInputBounds, isoDate } from "@shared/schemas/dates";
import {
  type RentIncreaseNotice,
  rentIncreaseDateRules,
  serviceMethodLabels,
  serviceMethods,
} from "@shared/schemas/rent-increases";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { applyFieldErrors } from "@web/lib/form-errors";
import type { ReactNode } from "react";
import { type FieldValues, type UseFormSetError, useForm } from "react-hook-form";
import { z } from "zod";
import { useChallengeRentIncrease, useDecideRentIncrease, useServeRentIncrease } from "./api";

const pastDate = (what: string) =>
  z.string().min(1, `Choose ${what}`).pipe(isoDate(rentIncreaseDateRules.past));
const pastBounds = () => ({ min: dateInputBounds(rentIncreaseDateRules.past).min, max: today() });

/** Submits, toasts the outcome, and puts the server's field messages on the form. */
async function submit<T extends FieldValues>(
  run: () => Promise<unknown>,
  setError: UseFormSetError<T>,
  done: { title: string; description: string },
  onDone: () => void,
) {
  try {
    await run();
    toast(done);
    onDone();
  } catch (err) {
    if (!applyFieldErrors(err, setError))
      toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
  }
}

function Actions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel(): void }) {
  return (
    <div className="flex flex-wrap gap-2 sm:col-span-2">
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : label}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}

function FormBox({ label, onSubmit, children }: { label: string; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
    >
      {children}
    </form>
  );
}

const serveSchema = z.object({
  servedOn: pastDate("the day it was served"),
  method: z.enum(serviceMethods, { error: "Choose how it was served" }),
  note: z.string().max(1000, "At most 1000 characters"),
});

/** Records service: the date, the method and the proof (checked again against the law). */
export function ServeForm({ notice, onDone }: { notice: RentIncreaseNotice; onDone(): void }) {
  const serve = useServeRentIncrease(notice.tenancyId, notice.id);
  const f = useForm<z.infer<typeof serveSchema>>({
    resolver: zodResolver(serveSchema),
    defaultValues: { servedOn: today(), method: "hand", note: "" },
  });
  const e = f.formState.errors;
  const onSubmit = f.handleSubmit((v) =>
    submit(
      () => serve.mutateAsync(v),
      f.setError,
      { title: "Notice served", description: "The tenant now sees the new rent and the date it starts." },
      onDone,
    ),
  );
  return (
    <FormBox label="Record service" onSubmit={onSubmit}>
      <FormField label="Served on" error={e.servedOn?.message}>
        <Input type="date" {...pastBounds()} {...f.register("servedOn")} />
      </FormField>
      <FormField label="How it was served" error={e.method?.message}>
        <NativeSelect {...f.register("method")}>
          {serviceMethods.map((m) => (
            <option key={m} value={m}>
              {serviceMethodLabels[m]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="sm:col-span-2">
        <FormField
          label="Proof of service"
          optional
          hint="Who served it to whom, a tracking number or certificate of posting"
          error={e.note?.message}
        >
          <Textarea className="min-h-16" {...f.register("note")} />
        </FormField>
      </div>
      <Actions busy={f.formState.isSubmitting} label="Record service" onCancel={onDone} />
    </FormBox>
  );
}

const challengeSchema = z.object({ challengedOn: pastDate("the day it was referred") });

/** The tenant (or staff for them) records the referral to the tribunal: the increase is held. */
export function ChallengeForm({ notice, onDone }: { notice: RentIncreaseNotice; onDone(): void }) {
  const challenge = useChallengeRentIncrease(notice.tenancyId, notice.id);
  const f = useForm<z.infer<typeof challengeSchema>>({
    resolver: zodResolver(challengeSchema),
    defaultValues: { challengedOn: today() },
  });
  const onSubmit = f.handleSubmit((v) =>
    submit(
      () => challenge.mutateAsync(v),
      f.setError,
      { title: "Referral recorded", description: "The new rent is held until the tribunal decides." },
      onDone,
    ),
  );
  return (
    <FormBox label="Record a referral to the tribunal" onSubmit={onSubmit}>
      <FormField
        label="Referred to the tribunal on"
        hint="Before the day the new rent starts"
        error={f.formState.errors.challengedOn?.message}
      >
        <Input type="date" {...pastBounds()} {...f.register("challengedOn")} />
      </FormField>
      <Actions busy={f.formState.isSubmitting} label="Record referral" onCancel={onDone} />
    </FormBox>
  );
}

const decisionSchema = z.object({
  decidedRent: z
    .string()
    .trim()
    .refine((s) => (parseMoney(s) ?? 0) > 0, "Enter the rent the tribunal decided, in pounds"),
  decidedOn: pastDate("the day of the decision"),
  effectiveDate: z
    .string()
    .refine(
      (v) => v === "" || isoDate(rentIncreaseDateRules.startDate).safeParse(v).success,
      rentIncreaseDateRules.startDate.message,
    ),
});

/** Staff enter the tribunal's decision; the decided rent applies from the day it takes effect. */
export function DecisionForm({ notice, onDone }: { notice: RentIncreaseNotice; onDone(): void }) {
  const decide = useDecideRentIncrease(notice.tenancyId, notice.id);
  const f = useForm<z.infer<typeof decisionSchema>>({
    resolver: zodResolver(decisionSchema),
    defaultValues: {
      decidedRent: (notice.newRent / 100).toFixed(2),
      decidedOn: today(),
      effectiveDate: "",
    },
  });
  const e = f.formState.errors;
  const onSubmit = f.handleSubmit((v) =>
    submit(
      () =>
        decide.mutateAsync({
          ...v,
          decidedRent: parseMoney(v.decidedRent)!,
          effectiveDate: v.effectiveDate || null,
        }),
      f.setError,
      { title: "Decision recorded", description: "The decided rent applies from the day it takes effect." },
      onDone,
    ),
  );
  return (
    <FormBox label="Enter the tribunal's decision" onSubmit={onSubmit}>
      <FormField label="Rent decided (£)" error={e.decidedRent?.message}>
        <Input inputMode="decimal" autoComplete="off" {...f.register("decidedRent")} />
      </FormField>
      <FormField label="Decided on" error={e.decidedOn?.message}>
        <Input type="date" {...pastBounds()} {...f.register("decidedOn")} />
      </FormField>
      <FormField
        label="Takes effect on"
        optional
        hint="Leave empty for the day the law gives (in England the decision day, or the notice's start if later); enter a later day if the tribunal deferred it."
        error={e.effectiveDate?.message}
      >
        <Input type="date" min={notice.startDate} {...f.register("effectiveDate")} />
      </FormField>
      <Actions busy={f.formState.isSubmitting} label="Record decision" onCancel={onDone} />
    </FormBox>
  );
}
