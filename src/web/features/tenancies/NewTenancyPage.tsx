import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import { checkFixedTerm, JURISDICTION_NAMES } from "@shared/law";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import { rentFrequencies, rentFrequencyLabels, weekdayLabels } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { toast } from "@web/components/ui/toast-store";
import { applyFieldErrors } from "@web/lib/form-errors";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCreateTenancy, useManagedProperties } from "./api";
import { ordinal, useTenancyBase } from "./display";
import { type FormValues, formSchema, toTenancyInput } from "./new-tenancy-form";

export default function NewTenancyPage() {
  usePageTitle("New tenancy");
  const { base } = useTenancyBase();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const properties = useManagedProperties();
  const create = useCreateTenancy();
  const options = (properties.data?.items ?? []).filter((p) => p.status !== "archived");
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      propertyId: params.get("propertyId") ?? "",
      tenantEmail: "",
      startDate: today(),
      endDate: "",
      signedOn: "",
      rentAmount: "",
      rentFrequency: "monthly",
      dueDay: Number(today().slice(8, 10)),
      depositAmount: "",
    },
  });
  const propertyId = watch("propertyId");
  const frequency = watch("rentFrequency");
  const startDate = watch("startDate");
  // Where the home is decides whether a fixed term is possible (src/shared/law).
  const jurisdiction = properties.data?.items.find((o) => o.id === propertyId)?.jurisdiction ?? "england";
  const fixedTermAllowed = checkFixedTerm("2000-01-01", jurisdiction).ok;
  const jurisdictionName = JURISDICTION_NAMES[jurisdiction];
  useEffect(() => {
    if (!fixedTermAllowed) setValue("endDate", "");
  }, [fixedTermAllowed, setValue]);

  // Choosing a property fills in its advertised rent (once the list has loaded).
  const items = properties.data?.items;
  useEffect(() => {
    const p = items?.find((o) => o.id === propertyId);
    if (!p) return;
    setValue("rentAmount", (p.rentAmount / 100).toFixed(2));
    setValue("rentFrequency", p.rentPeriod === "week" ? "weekly" : "monthly");
    // The managed list carries no deposit (the server's row has none): the field is cleared.
    setValue("depositAmount", "");
  }, [propertyId, items, setValue]);

  // The due day follows the start date until the user picks one.
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return;
    const d = new Date(`${startDate}T00:00:00Z`);
    setValue("dueDay", frequency === "weekly" ? ((d.getUTCDay() + 6) % 7) + 1 : d.getUTCDate());
  }, [startDate, frequency, setValue]);

  const onSubmit = handleSubmit(async (v) => {
    const out = formSchema.parse(v);
    try {
      const { tenancy } = await create.mutateAsync(toTenancyInput(out));
      toast({
        title: "Tenancy created",
        description: tenancy.invitation
          ? `Saved as a draft. We e-mailed ${tenancy.invitation.email} an invitation to join.`
          : "Saved as a draft. Activate it when the tenant moves in.",
      });
      navigate(`${base}/${tenancy.id}`);
    } catch (err) {
      if (!applyFieldErrors(err, setError))
        toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
    }
  });

  return (
    <AppPage>
      <PageHeader
        title="New tenancy"
        description="Let a property to a tenant. It starts as a draft you activate."
      />
      <Card>
        <form onSubmit={onSubmit} noValidate className="grid gap-5 md:grid-cols-2">
          <FormField
            label="Property"
            error={errors.propertyId?.message}
            hint={properties.isSuccess && !options.length ? "Add a property first." : undefined}
          >
            <NativeSelect {...register("propertyId")} disabled={properties.isPending}>
              <option value="">{properties.isPending ? "Loading properties..." : "Choose a property"}</option>
              {options.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} ({formatMoney(p.rentAmount)} per {p.rentPeriod})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Tenant's e-mail"
            hint="We e-mail them an invitation. They join the tenancy, and you see their name, only once they accept it."
            error={errors.tenantEmail?.message}
          >
            <Input type="email" autoComplete="off" {...register("tenantEmail")} />
          </FormField>
          <FormField label="Start date" error={errors.startDate?.message}>
            <Input type="date" {...dateInputBounds(dateRules.tenancyStart)} {...register("startDate")} />
          </FormField>
          {fixedTermAllowed ? (
            <FormField
              label="End of the fixed term"
              optional
              hint="Leave empty for a periodic contract"
              error={errors.endDate?.message}
            >
              <Input type="date" {...dateInputBounds(dateRules.tenancyEnd)} {...register("endDate")} />
            </FormField>
          ) : (
            <p className="self-end pb-2 text-sm text-slate-700">
              Periodic: the tenancy runs until it is ended by notice. {jurisdictionName} tenancies have no
              fixed term.
            </p>
          )}
          <FormField
            label="Agreement signed on"
            optional
            hint="No rent can be recorded as paid before this day"
            error={errors.signedOn?.message}
          >
            <Input type="date" max={today()} {...register("signedOn")} />
          </FormField>
          <FormField label="Rent (£)" error={errors.rentAmount?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register("rentAmount")} />
          </FormField>
          <FormField label="Paid" error={errors.rentFrequency?.message}>
            <NativeSelect {...register("rentFrequency")}>
              {rentFrequencies.map((f) => (
                <option key={f} value={f}>
                  {rentFrequencyLabels[f]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Due day"
            hint={
              frequency === "monthly"
                ? "Rent is due in advance; days 29-31 fall on the last day of shorter months. A start between due days is charged pro rata."
                : "Rent is due in advance on this weekday; a start mid-week is charged pro rata."
            }
            error={errors.dueDay?.message}
          >
            <NativeSelect {...register("dueDay")}>
              {frequency === "weekly"
                ? weekdayLabels.map((w, i) => (
                    <option key={w} value={i + 1}>
                      {w}
                    </option>
                  ))
                : Array.from({ length: 31 }, (_, i) => i + 1).map((day) => (
                    <option key={day} value={day}>
                      {ordinal(day)} of the month
                    </option>
                  ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Deposit (£)"
            optional
            hint="The deposit agreed, within the legal cap for the rent. Record it as received, and its protection, on the tenancy's page."
            error={errors.depositAmount?.message}
          >
            <Input inputMode="decimal" autoComplete="off" {...register("depositAmount")} />
          </FormField>
          <div className="flex gap-2 md:col-span-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Creating..." : "Create tenancy"}
            </Button>
            <Link to={base} className={buttonVariants({ variant: "secondary" })}>
              Cancel
            </Link>
          </div>
        </form>
      </Card>
    </AppPage>
  );
}
