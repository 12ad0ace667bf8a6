import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import { dateInputBounds, dateRules, isoDate } from "@shared/schemas/dates";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { formatDay } from "@web/lib/format";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type AlarmCheckBody, useAlarmChecks, useRecordAlarmCheck } from "./records-api";

const yesNo = (v: boolean | null) => (v === null ? "Not needed" : v ? "Working" : "Not working");

/** Smoke and CO alarms checked working for one tenancy (its first day, or later). */
export function AlarmChecksSection({ tenancyId }: { tenancyId: string }) {
  const checks = useAlarmChecks(tenancyId);
  if (checks.isPending) return <Skeleton className="h-12" />;
  if (checks.isError) {
    return (
      <p role="alert" className="text-red-700">
        {checks.error.message}
      </p>
    );
  }
  const { items, combustionApplianceRooms, tenancyStart } = checks.data;
  const needsCo = (combustionApplianceRooms ?? 0) > 0;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          Tenancy starts {formatDay(tenancyStart)}.{" "}
          {needsCo
            ? `CO alarms: ${combustionApplianceRooms} room${combustionApplianceRooms === 1 ? "" : "s"} with a fixed combustion appliance.`
            : "No room with a fixed combustion appliance is recorded, so no CO alarm is asked for."}
        </p>
        <AlarmCheckDialog tenancyId={tenancyId} needsCo={needsCo} />
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">
          No check recorded. Record the day the alarms were tested working, ideally the first day of the
          tenancy.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900">{formatDay(c.checkedOn)}</span>
              <Badge tone={c.smokeAlarmsOk ? "success" : "danger"}>Smoke: {yesNo(c.smokeAlarmsOk)}</Badge>
              {c.coAlarmsOk !== null && (
                <Badge tone={c.coAlarmsOk ? "success" : "danger"}>CO: {yesNo(c.coAlarmsOk)}</Badge>
              )}
              {c.checkedOn > tenancyStart && <Badge tone="warning">After the first day</Badge>}
              {c.note && <span className="w-full break-words text-slate-600">{c.note}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const formSchema = z.object({
  checkedOn: isoDate(dateRules.pastEvent),
  smoke: z.enum(["yes", "no"], { error: "Say whether every smoke alarm worked" }),
  co: z.enum(["yes", "no", ""]),
  note: z.string().trim().max(500, "At most 500 characters"),
});
type FormValues = z.infer<typeof formSchema>;

function AlarmCheckDialog({ tenancyId, needsCo }: { tenancyId: string; needsCo: boolean }) {
  const [open, setOpen] = useState(false);
  const record = useRecordAlarmCheck(tenancyId);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { checkedOn: today(), smoke: "yes", co: needsCo ? "yes" : "", note: "" },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (v) => {
    if (needsCo && !v.co) {
      form.setError("co", { message: "Say whether every CO alarm worked" });
      return;
    }
    const body: AlarmCheckBody = {
      checkedOn: v.checkedOn,
      smokeAlarmsOk: v.smoke === "yes",
      coAlarmsOk: needsCo ? v.co === "yes" : null,
      note: v.note,
    };
    try {
      await record.mutateAsync(body);
      toast({ title: "Alarm check recorded" });
      setOpen(false);
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
          <Plus aria-hidden="true" /> Record alarm check
        </Button>
      }
      title="Record an alarm check"
      description="A smoke alarm on every storey with living accommodation and a CO alarm in every room with a fixed combustion appliance, each tested working. Keyhold records the check; it does not give legal advice."
      submitLabel="Record check"
      busy={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <FormField label="Date of the check" error={errors.checkedOn?.message}>
        <Input
          type="date"
          min={dateInputBounds(dateRules.pastEvent).min}
          max={today()}
          {...form.register("checkedOn")}
        />
      </FormField>
      <FormField label="Smoke alarms" error={errors.smoke?.message}>
        <NativeSelect {...form.register("smoke")}>
          <option value="yes">All working</option>
          <option value="no">Not all working</option>
        </NativeSelect>
      </FormField>
      {needsCo && (
        <FormField label="Carbon monoxide alarms" error={errors.co?.message}>
          <NativeSelect {...form.register("co")}>
            <option value="yes">All working</option>
            <option value="no">Not all working</option>
          </NativeSelect>
        </FormField>
      )}
      <FormField label="Note" optional error={errors.note?.message}>
        <Textarea rows={2} maxLength={500} {...form.register("note")} />
      </FormField>
    </FormDialog>
  );
}
