import { ordinal, today } from "@shared/dates";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import { rentFrequencies, rentFrequencyLabels, weekdayLabels } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link } from "react-router";
import { type NewTenancyForm, useNewTenancyForm } from "./use-new-tenancy";

type Props = { t: NewTenancyForm };

/** The property (archived ones aside) and the tenant's e-mail. */
function WhoAndWhere({ t }: Props) {
  const { register, formState } = t.form;
  const { errors } = formState;
  return (
    <>
      <FormField
        label="Property"
        error={errors.propertyId?.message}
        hint={t.properties.isSuccess && !t.options.length ? "Add a property first." : undefined}
      >
        <NativeSelect {...register("propertyId")} disabled={t.properties.isPending}>
          <option value="">{t.properties.isPending ? "Loading properties..." : "Choose a property"}</option>
          {t.options.map((p) => (
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
    </>
  );
}

/** The start, the end of a fixed term (where the nation has one), and when it was signed. */
function TermDates({ t }: Props) {
  const { register, formState } = t.form;
  const { errors } = formState;
  return (
    <>
      <FormField label="Start date" error={errors.startDate?.message}>
        <Input type="date" {...dateInputBounds(dateRules.tenancyStart)} {...register("startDate")} />
      </FormField>
      {t.fixedTermAllowed ? (
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
          Periodic: the tenancy runs until it is ended by notice. {t.jurisdictionName} tenancies have no fixed
          term.
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
    </>
  );
}

/** The rent, how often and on which day it is due, and the deposit. */
function RentTerms({ t }: Props) {
  const { register, formState } = t.form;
  const { errors } = formState;
  return (
    <>
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
          t.frequency === "monthly"
            ? "Rent is due in advance; days 29-31 fall on the last day of shorter months. A start between due days is charged pro rata."
            : "Rent is due in advance on this weekday; a start mid-week is charged pro rata."
        }
        error={errors.dueDay?.message}
      >
        <NativeSelect {...register("dueDay")}>
          {t.frequency === "weekly"
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
    </>
  );
}

export default function NewTenancyPage() {
  usePageTitle("New tenancy");
  const t = useNewTenancyForm();
  const { isSubmitting } = t.form.formState;

  return (
    <AppPage>
      <PageHeader
        title="New tenancy"
        description="Let a property to a tenant. It starts as a draft you activate."
      />
      <Card>
        <form onSubmit={t.onSubmit} noValidate className="grid gap-5 md:grid-cols-2">
          <WhoAndWhere t={t} />
          <TermDates t={t} />
          <RentTerms t={t} />
          <div className="flex gap-2 md:col-span-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Creating..." : "Create tenancy"}
            </Button>
            <Link to={t.base} className={buttonVariants({ variant: "secondary" })}>
              Cancel
            </Link>
          </div>
        </form>
      </Card>
    </AppPage>
  );
}
