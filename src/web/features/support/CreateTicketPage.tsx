import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateTicketInput,
  categoryLabels,
  createTicketSchema,
  locationLabels,
  maintenanceLocations,
  maintenanceNeedsProperty,
  maintenanceNoHomeMessage,
  maintenancePropertyMessage,
  ticketCategories,
} from "@shared/schemas/support";
import { useAuth } from "@web/auth/use-auth";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { toast } from "@web/components/ui/toast-store";
import { applyFieldErrors, toastError } from "@web/lib/form-errors";
import { usePageTitle } from "@web/lib/use-page-title";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { uploadAttachment, useCreateTicket, useSupportProperties } from "./api";
import { FilePicker, type PickedFile, uploadAll } from "./FilePicker";
import { UrgencyChoice } from "./UrgencyChoice";

export default function CreateTicketPage() {
  usePageTitle("New support request");
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialCategory = ticketCategories.find((c) => c === params.get("category")) ?? "maintenance";
  const isTenant = user?.role === "tenant";
  const properties = useSupportProperties(!!user);
  const create = useCreateTicket();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [uploading, setUploading] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CreateTicketInput>({
    resolver: zodResolver(createTicketSchema),
    defaultValues: {
      category: initialCategory,
      priority: "medium",
      subject: "",
      description: "",
      location: "",
      propertyId: "",
    },
  });
  const category = watch("category");
  const maintenance = category === "maintenance";
  const propertyOptions = properties.data?.items ?? [];
  const needsProperty = maintenanceNeedsProperty(user?.role ?? "", category);
  const noHome = needsProperty && properties.isSuccess && propertyOptions.length === 0;
  const busy = isSubmitting || uploading;

  // A tenant with one home: the request is about it (so its landlord and agent see it).
  const onlyHome = isTenant && propertyOptions.length === 1 ? propertyOptions[0]!.id : null;
  useEffect(() => {
    if (onlyHome && !getValues("propertyId")) setValue("propertyId", onlyHome);
  }, [onlyHome, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    if (needsProperty && !values.propertyId) {
      setError("propertyId", { message: maintenancePropertyMessage });
      return;
    }
    let ticketId: string;
    try {
      const created = await create.mutateAsync(values);
      ticketId = created.ticket.id;
    } catch (err) {
      if (!applyFieldErrors(err, setError)) {
        toastError(err);
      }
      return;
    }
    if (files.length) {
      setUploading(true);
      const failed = await uploadAll(files, setFiles, (file, onProgress) =>
        uploadAttachment(ticketId, file, onProgress),
      );
      setUploading(false);
      if (failed) {
        toast({
          title: "Request sent, some files were not attached",
          description: `${failed} file${failed === 1 ? "" : "s"} could not be uploaded. You can add them on the request page.`,
          variant: "destructive",
        });
        navigate(`/support/tickets/${ticketId}`);
        return;
      }
    }
    toast({ title: "Request sent", description: "We'll keep you updated here and by e-mail." });
    navigate(`/support/tickets/${ticketId}`);
  });

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
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <FormField label="What is it about?" error={errors.category?.message}>
            <NativeSelect {...register("category")}>
              {ticketCategories.map((c) => (
                <option key={c} value={c}>
                  {categoryLabels[c]}
                </option>
              ))}
            </NativeSelect>
          </FormField>

          {propertyOptions.length > 0 && (
            <FormField
              label="Property"
              optional={!needsProperty}
              error={errors.propertyId?.message}
              hint={
                isTenant
                  ? "Your landlord and letting agent will see the request."
                  : "Its landlord and agent will see the request."
              }
            >
              <NativeSelect {...register("propertyId")}>
                <option value="">
                  {needsProperty ? "Choose your home" : "Not about a particular property"}
                </option>
                {propertyOptions.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          {category === "safety_alarm" && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Tell us which alarm (smoke or carbon monoxide) and where it is. If a carbon monoxide alarm is
              sounding or you smell gas, leave the home, get fresh air and call the gas emergency line on 0800
              111 999 before raising this request.
            </p>
          )}
          {noHome && (
            <p role="alert" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
              {maintenanceNoHomeMessage}
            </p>
          )}

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

          <UrgencyChoice registration={register("priority")} error={errors.priority?.message} />

          <FilePicker
            files={files}
            onChange={setFiles}
            disabled={busy}
            label={maintenance ? "Add photos" : "Attach files"}
            hint="Up to 5 files: JPEG, PNG, WebP or PDF, 10 MB each."
          />

          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy || noHome}>
              {uploading ? "Uploading files..." : isSubmitting ? "Sending..." : "Send request"}
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
