import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateTicketInput,
  createTicketSchema,
  maintenanceNeedsProperty,
  maintenancePropertyMessage,
  ticketCategories,
} from "@shared/schemas/support";
import { useAuth } from "@web/auth/use-auth";
import { toast } from "@web/components/ui/toast-store";
import { applyFieldErrors, toastError } from "@web/lib/form-errors";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { uploadAttachment, useCreateTicket, useSupportProperties } from "./api";
import { type PickedFile, uploadAll } from "./FilePicker";

/** After the request is sent: where to go, and what to say (whether every file was attached). */
function sentToast(failed: number) {
  if (!failed) {
    toast({ title: "Request sent", description: "We'll keep you updated here and by e-mail." });
    return;
  }
  toast({
    title: "Request sent, some files were not attached",
    description: `${failed} file${failed === 1 ? "" : "s"} could not be uploaded. You can add them on the request page.`,
    variant: "destructive",
  });
}

/**
 * The new request's form: its category (from ?category=), the caller's homes (a tenant's only
 * home chosen for them), the files to attach, and sending (the request, then each file).
 */
export function useCreateTicketForm() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialCategory = ticketCategories.find((c) => c === params.get("category")) ?? "maintenance";
  const isTenant = user?.role === "tenant";
  const properties = useSupportProperties(!!user);
  const create = useCreateTicket();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [uploading, setUploading] = useState(false);

  const form = useForm<CreateTicketInput>({
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
  const { handleSubmit, setError, setValue, getValues, watch } = form;
  const category = watch("category");
  const propertyOptions = properties.data?.items ?? [];
  const needsProperty = maintenanceNeedsProperty(user?.role ?? "", category);
  const noHome = needsProperty && properties.isSuccess && propertyOptions.length === 0;

  // A tenant with one home: the request is about it (so its landlord and agent see it).
  const onlyHome = isTenant && propertyOptions.length === 1 ? propertyOptions[0]!.id : null;
  useEffect(() => {
    if (onlyHome && !getValues("propertyId")) setValue("propertyId", onlyHome);
  }, [onlyHome, getValues, setValue]);

  const attach = async (ticketId: string) => {
    if (!files.length) return 0;
    setUploading(true);
    const failed = await uploadAll(files, setFiles, (file, onProgress) =>
      uploadAttachment(ticketId, file, onProgress),
    );
    setUploading(false);
    return failed;
  };

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
    sentToast(await attach(ticketId));
    navigate(`/support/tickets/${ticketId}`);
  });

  return {
    form,
    category,
    isTenant,
    propertyOptions,
    needsProperty,
    noHome,
    files,
    setFiles,
    uploading,
    busy: form.formState.isSubmitting || uploading,
    onSubmit,
  };
}

export type CreateTicketForm = ReturnType<typeof useCreateTicketForm>;
