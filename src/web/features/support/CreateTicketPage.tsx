import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateTicketInput,
  categoryLabels,
  createTicketSchema,
  locationLabels,
  maintenanceLocations,
  priorityLabels,
  slaLabels,
  ticketCategories,
  ticketPriorities,
} from "@shared/schemas/support";
import { useAuth } from "@web/auth/use-auth";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { applyFieldErrors } from "../auth/apply-field-errors";
import { useCreateTicket, useSupportProperties } from "./api";
import { FilePicker, type PickedFile, uploadAll } from "./FilePicker";
import { uploadAttachment } from "./upload";

const urgencyHints: Record<(typeof ticketPriorities)[number], string> = {
  low: "Cosmetic or can wait",
  medium: "Needs fixing soon",
  high: "Affects daily life (no hot water, broken lock)",
  urgent: "Danger or serious damage (flooding, no heating in winter, electrics)",
};

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
  const busy = isSubmitting || uploading;

  const onSubmit = handleSubmit(async (values) => {
    let ticketId: string;
    try {
      const created = await create.mutateAsync(values);
      ticketId = created.ticket.id;
    } catch (err) {
      if (!applyFieldErrors(err, setError)) {
        toast({
          title: "Error",
          description: err instanceof ApiRequestError ? err.message : String(err),
          variant: "destructive",
        });
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
              optional={!maintenance}
              error={errors.propertyId?.message}
              hint={
                isTenant
                  ? "Your landlord and letting agent will see the request."
                  : "Its landlord and agent will see the request."
              }
            >
              <NativeSelect {...register("propertyId")}>
                <option value="">Not about a particular property</option>
                {propertyOptions.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          {isTenant && maintenance && properties.isSuccess && propertyOptions.length === 0 && (
            <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
              Your home isn't linked to your Keyhold account yet, so please include the address in the
              description. Our team will pass the request to your landlord or agent.
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

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">How urgent is it?</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ticketPriorities.map((p) => (
                <label
                  key={p}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" value={p} className="mt-1 size-4" {...register("priority")} />
                  <span className="text-sm">
                    <span className="block font-semibold text-slate-900">{priorityLabels[p]}</span>
                    <span className="text-slate-700">
                      {urgencyHints[p]}. Target: {slaLabels[p]}.
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.priority?.message && (
              <p className="text-sm font-medium text-red-700">{errors.priority.message}</p>
            )}
          </fieldset>

          <FilePicker
            files={files}
            onChange={setFiles}
            disabled={busy}
            label={maintenance ? "Add photos" : "Attach files"}
            hint="Up to 5 files: JPEG, PNG, WebP or PDF, 10 MB each."
          />

          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
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
