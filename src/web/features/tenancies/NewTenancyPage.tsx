import { zodResolver } from "@hookform/resolvers/zod";
import {
  depositSchemeLabels,
  depositSchemes,
  rentFrequencies,
  rentFrequencyLabels,
  weekdayLabels,
} from "@shared/schemas/tenancies";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { parseMoney, useCreateTenancy, useManagedProperties } from "./api";
import { ordinal, todayIso, useTenancyBase } from "./display";

const money = (label: string, required: boolean) =>
  z
    .string()
    .trim()
    .refine(
      (s) => (!required && s === "") || (parseMoney(s) ?? 0) > 0,
      `Enter the ${label} in pounds, e.g. 1200`,
    );

const formSchema = z
  .object({
    propertyId: z.string().min(1, "Choose a property"),
    tenantEmail: z.string().trim().email("Enter the tenant's e-mail address"),
    invite: z.boolean(),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the start date"),
    endDate: z.string(),
    rentAmount: money("rent", true),
    rentFrequency: z.enum(rentFrequencies),
    dueDay: z.coerce.number().int().min(1).max(31),
    depositAmount: money("deposit", false),
    depositScheme: z.string(),
    depositReference: z.string().max(100, "At most 100 characters"),
  })
  .superRefine((v, ctx) => {
    if (v.endDate && v.endDate <= v.startDate)
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "The end date must be after the start date",
      });
    if (v.depositAmount && !v.depositScheme)
      ctx.addIssue({
        code: "custom",
        path: ["depositScheme"],
        message: "Choose the scheme protecting the deposit",
      });
  });
type FormValues = z.input<typeof formSchema>;

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
      invite: true,
      startDate: todayIso(),
      endDate: "",
      rentAmount: "",
      rentFrequency: "monthly",
      dueDay: Number(todayIso().slice(8, 10)),
      depositAmount: "",
      depositScheme: "",
      depositReference: "",
    },
  });
  const propertyId = watch("propertyId");
  const frequency = watch("rentFrequency");
  const startDate = watch("startDate");

  // Choosing a property fills in its advertised rent and deposit (once the list has loaded).
  const items = properties.data?.items;
  useEffect(() => {
    const p = items?.find((o) => o.id === propertyId);
    if (!p) return;
    setValue("rentAmount", (p.rentAmount / 100).toFixed(2));
    setValue("rentFrequency", p.rentPeriod === "week" ? "weekly" : "monthly");
    setValue("depositAmount", p.depositAmount ? (p.depositAmount / 100).toFixed(2) : "");
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
      const { tenancy } = await create.mutateAsync({
        propertyId: out.propertyId,
        tenantEmail: out.tenantEmail,
        invite: out.invite,
        startDate: out.startDate,
        endDate: out.endDate || null,
        rentAmount: parseMoney(out.rentAmount)!,
        rentFrequency: out.rentFrequency,
        dueDay: out.dueDay,
        depositAmount: out.depositAmount ? parseMoney(out.depositAmount) : null,
        depositScheme: (out.depositScheme || null) as never,
        depositReference: out.depositReference,
      });
      toast({
        title: "Tenancy created",
        description: tenancy.invitation
          ? `Saved as a draft. We e-mailed ${tenancy.invitation.email} an invitation to join.`
          : "Saved as a draft. Activate it when the tenant moves in.",
      });
      navigate(`${base}/${tenancy.id}`);
    } catch (err) {
      const fields = err instanceof ApiRequestError ? Object.entries(err.fields) : [];
      for (const [f, message] of fields) setError(f as keyof FormValues, { message });
      if (!fields.length)
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
          <div className="space-y-2">
            <FormField
              label="Tenant's e-mail"
              hint="The e-mail of their Keyhold tenant account"
              error={errors.tenantEmail?.message}
            >
              <Input type="email" autoComplete="off" {...register("tenantEmail")} />
            </FormField>
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...register("invite")} />
              If they have no account yet, e-mail them an invitation to sign up as this tenancy's tenant
            </label>
          </div>
          <FormField label="Start date" error={errors.startDate?.message}>
            <Input type="date" {...register("startDate")} />
          </FormField>
          <FormField
            label="End date"
            optional
            hint="Leave empty for a periodic tenancy"
            error={errors.endDate?.message}
          >
            <Input type="date" {...register("endDate")} />
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
          <FormField label="Deposit (£)" optional error={errors.depositAmount?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register("depositAmount")} />
          </FormField>
          <FormField label="Deposit protection scheme" optional error={errors.depositScheme?.message}>
            <NativeSelect {...register("depositScheme")}>
              <option value="">Not protected yet</option>
              {depositSchemes.map((s) => (
                <option key={s} value={s}>
                  {depositSchemeLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Deposit reference" optional error={errors.depositReference?.message}>
            <Input autoComplete="off" {...register("depositReference")} />
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
