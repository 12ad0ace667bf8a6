import {
  categoryLabels,
  locationLabels,
  maintenanceLocations,
  maintenanceNoHomeMessage,
  ticketCategories,
} from "@shared/schemas/support";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link } from "react-router";
import { FilePicker } from "./FilePicker";
import { UrgencyChoice } from "./UrgencyChoice";
import { type CreateTicketForm, useCreateTicketForm } from "./use-create-ticket";

type Props = { t: CreateTicketForm };

/** The home the request is about (required for a tenant's maintenance request). */
function PropertyField({ t }: Props) {
  const { register, formState } = t.form;
  if (t.propertyOptions.length === 0) return null;
  return (
    <FormField
      label="Property"
      optional={!t.needsProperty}
      error={formState.errors.propertyId?.message}
      hint={
        t.isTenant
          ? "Your landlord and letting agent will see the request."
          : "Its landlord and agent will see the request."
      }
    >
      <NativeSelect {...register("propertyId")}>
        <option value="">{t.needsProperty ? "Choose your home" : "Not about a particular property"}</option>
        {t.propertyOptions.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** What the category asks for: the safety alarm advice, or that a maintenance request needs a home. */
function CategoryNotes({ t }: Props) {
  return (
    <>
      {t.category === "safety_alarm" && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Tell us which alarm (smoke or carbon monoxide) and where it is. If a carbon monoxide alarm is
          sounding or you smell gas, leave the home, get fresh air and call the gas emergency line on 0800 111
          999 before raising this request.
        </p>
      )}
      {t.noHome && (
        <p role="alert" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          {maintenanceNoHomeMessage}
        </p>
      )}
    </>
  );
}

/** Subject, the room (maintenance only) and the description, worded for the category. */
function RequestText({ t }: Props) {
  const { register, formState } = t.form;
  const { errors } = formState;
  const maintenance = t.category === "maintenance";
  return (
    <>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input
          maxLength={150}
          placeholder={maintenance ? "e.g. Boiler showing error and no hot water" : "A short summary"}
          {...register("subject")}
        />
      </FormField>
      {maintenance && (
        <FormField label="Where in the property?" error={errors.location?.message}>
          <NativeSelect {...register("location")}>
            <option value="">Choose a room or area</option>
            {maintenanceLocations.map((l) => (
              <option key={l} value={l}>
                {locationLabels[l]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField
        label={maintenance ? "Describe the problem" : "How can we help?"}
        error={errors.description?.message}
        hint={
          maintenance
            ? "When did it start, what have you tried, and when can someone visit?"
            : "Include any reference numbers or dates that help us find things."
        }
      >
        <Textarea rows={6} maxLength={5000} {...register("description")} />
      </FormField>
    </>
  );
}

export default function CreateTicketPage() {
  usePageTitle("New support request");
  const t = useCreateTicketForm();
  const { register, formState } = t.form;
  const { errors, isSubmitting } = formState;

  return (
    <AppPage>
      <PageHeader
        title="New support request"
        description="Tell us what's wrong and we'll get the right person on it."
        actions={
          <Link to="/support" className={buttonVariants({ variant: "secondary" })}>
            Back to support
          </Link>
        }
      />
      <Card className="max-w-3xl">
        <form onSubmit={t.onSubmit} noValidate className="space-y-5">
          <FormField label="What is it about?" error={errors.category?.message}>
            <NativeSelect {...register("category")}>
              {ticketCategories.map((c) => (
                <option key={c} value={c}>
                  {categoryLabels[c]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <PropertyField t={t} />
          <CategoryNotes t={t} />
          <RequestText t={t} />
          <UrgencyChoice registration={register("priority")} error={errors.priority?.message} />
          <FilePicker
            files={t.files}
            onChange={t.setFiles}
            disabled={t.busy}
            label={t.category === "maintenance" ? "Add photos" : "Attach files"}
            hint="Up to 5 files: JPEG, PNG, WebP or PDF, 10 MB each."
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={t.busy || t.noHome}>
              {t.uploading ? "Uploading files..." : isSubmitting ? "Sending..." : "Send request"}
            </Button>
            <Link to="/support" className={buttonVariants({ variant: "ghost" })}>
              Cancel
            </Link>
          </div>
        </form>
      </Card>
    </AppPage>
  );
}
