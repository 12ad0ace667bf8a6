import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import { checkTenantNotice } from "@shared/law";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import type { Tenancy } from "@shared/schemas/tenancies";
import { serviceMethodLabels, serviceMethods, tenancyNoticeInputSchema } from "@shared/schemas/tenancy-terms";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { applyFieldErrors } from "@web/lib/form-errors";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { formatDay } from "../display";
import { useGiveNotice } from "./api";

type Values = z.input<typeof tenancyNoticeInputSchema>;
type Output = z.output<typeof tenancyNoticeInputSchema>;
const NOT_ADVICE = "Keyhold works out dates from the rules it records; this is not legal advice.";

/** The earliest last day a tenant's notice given on `givenOn` allows, or null when not a date. */
function earliestEnd(tenancy: Tenancy, givenOn: string | null | undefined): string | null {
  if (!givenOn) return null;
  const r = checkTenantNotice(
    { givenOn },
    { frequency: tenancy.rentFrequency, dueDay: tenancy.dueDay },
    tenancy.law.jurisdiction,
  );
  return r.ok ? r.value.endsOn : null;
}

/**
 * The tenant gives notice, or staff record either side's. A tenant's notice ends by default on the
 * earliest day the law allows (worked out as the dates are typed); the landlord's ground and notice
 * period are recorded as entered.
 */
export function NoticeDialog({ tenancy, staff }: { tenancy: Tenancy; staff: boolean }) {
  const give = useGiveNotice(tenancy.id);
  const [open, setOpen] = useState(false);
  const defaults: Values = {
    givenBy: "tenant",
    givenOn: today(),
    endsOn: earliestEnd(tenancy, today()),
    method: "email",
  };
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(tenancyNoticeInputSchema),
    defaultValues: defaults,
  });
  const {
    register,
    watch,
    setValue,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, dirtyFields },
  } = form;
  const givenBy = watch("givenBy");
  const givenOn = watch("givenOn");
  const earliest = givenBy === "tenant" ? earliestEnd(tenancy, givenOn) : null;

  // Follow the earliest day while the end has not been chosen by hand.
  useEffect(() => {
    if (givenBy === "tenant" && earliest && !dirtyFields.endsOn) setValue("endsOn", earliest);
  }, [givenBy, earliest, dirtyFields.endsOn, setValue]);

  const onSubmit = handleSubmit(async (v) => {
    try {
      const { tenancy: after } = await give.mutateAsync({ ...v, givenBy: staff ? v.givenBy : "tenant" });
      const ends = after.law.notice?.endsOn;
      toast({
        title: "Notice recorded",
        description: ends
          ? `The tenancy ends on ${formatDay(ends, "long")}. Rent is charged up to that day.`
          : "",
      });
      setOpen(false);
      reset(defaults);
    } catch (err) {
      if (!applyFieldErrors(err, setError)) {
        toast({
          title: "Error",
          description: err instanceof ApiRequestError ? err.message : String(err),
          variant: "destructive",
        });
      }
    }
  });

  const bounds = dateInputBounds(dateRules.pastEvent);
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset(defaults);
      }}
      trigger={<Button variant="secondary">{staff ? "Record a notice" : "Give notice"}</Button>}
      title={staff ? "Record a notice to end the tenancy" : "Give notice to end your tenancy"}
      description={
        <>
          <p>
            {staff
              ? "Record a notice the tenant gave you, or one you served on them."
              : `Tell ${tenancy.property.title}'s landlord you are leaving. Keyhold works out the earliest day your notice can end the tenancy.`}
          </p>
          <p className="mt-1 text-slate-600">{NOT_ADVICE}</p>
        </>
      }
      submitLabel={staff ? "Record notice" : "Give notice"}
      busy={isSubmitting}
      onSubmit={onSubmit}
    >
      {staff && (
        <FormField label="Who gave notice" error={errors.givenBy?.message}>
          <NativeSelect {...register("givenBy")}>
            <option value="tenant">The tenant</option>
            <option value="landlord">The landlord (or agent)</option>
          </NativeSelect>
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Notice given on" error={errors.givenOn?.message}>
          <Input type="date" min={tenancy.startDate} max={bounds.max} {...register("givenOn")} />
        </FormField>
        <FormField
          label="Tenancy ends on"
          hint={earliest ? `Earliest the law allows: ${formatDay(earliest, "long")}` : undefined}
          error={errors.endsOn?.message}
        >
          <Input type="date" min={earliest ?? undefined} {...register("endsOn")} />
        </FormField>
      </div>
      <FormField label="How it was given" error={errors.method?.message}>
        <NativeSelect {...register("method")}>
          {serviceMethods.map((m) => (
            <option key={m} value={m}>
              {serviceMethodLabels[m]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {givenBy === "landlord" && (
        <>
          <FormField
            label="Possession ground relied on"
            hint="As written on the notice, e.g. Ground 1A (sale of the home). Keyhold records it; it does not check it."
            error={errors.ground?.message}
          >
            <Input maxLength={200} {...register("ground")} />
          </FormField>
          <FormField label="Notice period given" hint="e.g. 4 months" error={errors.noticePeriod?.message}>
            <Input maxLength={100} {...register("noticePeriod")} />
          </FormField>
        </>
      )}
      <FormField label="Note" optional error={errors.note?.message}>
        <Textarea className="min-h-16" maxLength={1000} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}
