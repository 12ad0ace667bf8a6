import { zodResolver } from "@hookform/resolvers/zod";
import { MAX_LEAD_DAYS, MAX_LEAD_STEPS } from "@shared/schemas/compliance-settings";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { toastError } from "@web/lib/form-errors";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useComplianceSettings, useSaveComplianceSettings } from "./api";

/** "60, 30, 7" → [60, 30, 7]; the rules are the server's (1-6 distinct whole days, 1-365). */
export function parseLeadDays(text: string): number[] | string {
  const parts = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length) return "Enter at least one number of days, e.g. 60, 30, 7";
  if (parts.length > MAX_LEAD_STEPS) return `At most ${MAX_LEAD_STEPS} reminders`;
  const days = parts.map(Number);
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > MAX_LEAD_DAYS)) {
    return `Each reminder is a whole number of days from 1 to ${MAX_LEAD_DAYS}`;
  }
  if (new Set(days).size !== days.length) return "Each reminder day may appear only once";
  return days;
}

const formSchema = z.object({
  leadDays: z.string().superRefine((v, ctx) => {
    const r = parseLeadDays(v);
    if (typeof r === "string") ctx.addIssue({ code: "custom", message: r });
  }),
  overdueWeekly: z.boolean(),
  email: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

/** When the caller is reminded of duties: days before each due date, weekly overdue, e-mail. */
export function ReminderSettingsForm() {
  const settings = useComplianceSettings();
  const save = useSaveComplianceSettings();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { leadDays: "", overdueWeekly: true, email: true },
  });
  const { reset } = form;
  useEffect(() => {
    if (settings.data) {
      reset({
        leadDays: settings.data.leadDays.join(", "),
        overdueWeekly: settings.data.overdueWeekly,
        email: settings.data.email,
      });
    }
  }, [settings.data, reset]);

  const onSubmit = form.handleSubmit((v) =>
    save.mutateAsync({ ...v, leadDays: parseLeadDays(v.leadDays) as number[] }).then(
      () => toast({ title: "Reminders saved" }),
      (err) => {
        // The server names leadDays or one of its items (leadDays.0): both belong on the one field.
        const field =
          err instanceof ApiRequestError
            ? Object.entries(err.fields).find(([k]) => k.startsWith("leadDays"))?.[1]
            : undefined;
        if (field) form.setError("leadDays", { message: field });
        else toastError(err);
      },
    ),
  );

  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">Reminders</h2>
      <p className="text-sm text-slate-700">
        Keyhold reminds you in the app (and by e-mail if you like) before each duty falls due, and while it is
        overdue.
      </p>
      {settings.isPending ? (
        <Skeleton className="h-32" />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {settings.error.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField
            label="Days before the due date"
            hint={`Up to ${MAX_LEAD_STEPS} numbers from 1 to ${MAX_LEAD_DAYS}, separated by commas`}
            error={form.formState.errors.leadDays?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register("leadDays")} />
          </FormField>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register("overdueWeekly")} />
            Remind me every week while a duty is overdue
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register("email")} />
            Also send reminders by e-mail
          </label>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save reminders"}
          </Button>
        </form>
      )}
    </Card>
  );
}
