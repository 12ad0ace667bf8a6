import { zodResolver } from "@hookform/resolvers/zod";
import type { ManagedProperty, PropertyStatus } from "@shared/schemas/properties";
import { type ToastInput, toast } from "@web/components/ui/toast-store";
import { useUnsavedChangesGuard } from "@web/components/unsaved-changes";
import { ApiRequestError } from "@web/lib/api";
import { useCallback, useMemo, useRef, useState } from "react";
import { type Path, type Resolver, type UseFormSetError, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useCreateProperty, useUpdateProperty } from "../api";
import {
  type EditorOutput,
  type EditorValues,
  editorSchema,
  emptyValues,
  formFieldFor,
  toCreatePayload,
  toEditorValues,
  toPatch,
} from "./editor-form";
import { describeOutcome } from "./photos/use-photo-uploads";
import { useEditorPhotos } from "./use-editor-photos";

export type Action = "save" | "publish" | "unpublish" | "archive" | "restore";

const outcomeToasts: Record<Action, { title: string; description?: string }> = {
  save: { title: "Changes saved" },
  publish: { title: "Property published", description: "It now appears in search results." },
  unpublish: { title: "Property unpublished", description: "It no longer appears in search results." },
  archive: { title: "Property archived", description: "It's off the market and hidden from search." },
  restore: { title: "Property restored", description: "It's a draft again: publish it when you're ready." },
};

/** What an action changes on top of the edited fields. */
function actionPatch(patch: ReturnType<typeof toPatch>, values: EditorOutput, action: Action) {
  if (action === "publish") {
    patch.published = true;
    if (values.status === "draft" || values.status === "archived") patch.status = "available";
  } else if (action === "unpublish") {
    patch.published = false;
  } else if (action === "archive") {
    patch.status = "archived";
  } else if (action === "restore") {
    patch.status = "draft";
    patch.published = false;
  }
  return patch;
}

/** The server's field errors on their fields (the first focused), or the error as a toast. */
function showSaveError(err: unknown, setError: UseFormSetError<EditorValues>) {
  if (err instanceof ApiRequestError && Object.keys(err.fields).length) {
    let first = true;
    for (const [field, message] of Object.entries(err.fields)) {
      setError(formFieldFor(field) as Path<EditorValues>, { message }, { shouldFocus: first });
      first = false;
    }
    toast({
      title: "Not saved",
      description: "Please fix the highlighted fields.",
      variant: "destructive",
    });
  } else {
    toast({
      title: "Error",
      description: err instanceof Error ? err.message : String(err),
      variant: "destructive",
    });
  }
}

type UploadOutcome = Awaited<ReturnType<ReturnType<typeof useEditorPhotos>["uploadAfterCreate"]>>;

/** What creating a property says: published or a draft, and how its queued photos went. */
function createdToast(outcome: UploadOutcome, publish: boolean): ToastInput {
  const lead = publish
    ? { title: "Property published", description: "It's live: visitors can find it and send enquiries." }
    : { title: "Property saved as a draft", description: "Add photos and publish it when you're ready." };
  if (outcome?.failed.length) {
    const o = describeOutcome(outcome);
    return {
      title: `${lead.title}, but some photos failed`,
      description: `${o.description}. You can add them again here.`,
      variant: "destructive",
    };
  }
  return {
    ...lead,
    description: outcome?.uploaded
      ? `${lead.description} ${outcome.uploaded} photo${outcome.uploaded === 1 ? "" : "s"} uploaded.`
      : lead.description,
  };
}

/**
 * The editor's form and its actions: create (then upload the queued photos) or save only what
 * changed, with the server's field errors put on their fields and a guard against leaving with
 * unsaved changes.
 */
export function usePropertyEditor({
  base,
  property,
  requireLandlord,
}: {
  base: string;
  property?: ManagedProperty;
  requireLandlord: boolean;
}) {
  const isNew = !property;
  const navigate = useNavigate();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const photos = useEditorPhotos(property?.id);
  const [pending, setPending] = useState<Action | null>(null);
  const leaving = useRef(false);

  const resolver = useMemo(
    () =>
      zodResolver(editorSchema({ requireLandlord })) as unknown as Resolver<
        EditorValues,
        unknown,
        EditorOutput
      >,
    [requireLandlord],
  );
  const form = useForm<EditorValues, unknown, EditorOutput>({
    resolver,
    defaultValues: property ? toEditorValues(property) : emptyValues,
    mode: "onTouched",
  });
  const { handleSubmit, setError, reset, formState } = form;

  const unsaved = useRef(false);
  unsaved.current =
    formState.isDirty || (isNew ? photos.items.length > 0 : photos.busyUploading || photos.hasQueued);
  const shouldBlock = useCallback(() => !leaving.current && unsaved.current, []);
  const leaveGuard = useUnsavedChangesGuard(shouldBlock);

  const applyServerErrors = (err: unknown) => showSaveError(err, setError);

  const onInvalid = () =>
    toast({
      title: "Not saved",
      description: "Some fields need your attention. They are marked below.",
      variant: "destructive",
    });

  const createAndUpload = async (values: EditorOutput, publish: boolean) => {
    let created: ManagedProperty;
    try {
      const status: PropertyStatus = publish && values.status === "draft" ? "available" : values.status;
      created = (await create.mutateAsync(toCreatePayload({ ...values, status }, { published: publish })))
        .property;
    } catch (err) {
      applyServerErrors(err);
      return;
    }
    toast(createdToast(await photos.uploadAfterCreate(created.id), publish));
    leaving.current = true;
    navigate(`${base}/${created.id}`, { replace: true });
  };

  const saveExisting = async (p: ManagedProperty, values: EditorOutput, action: Action) => {
    const patch = actionPatch(toPatch(values, p), values, action);
    if (!Object.keys(patch).length) {
      toast({ title: "Nothing to save", description: "You haven't changed anything since the last save." });
      return;
    }
    try {
      const { property: saved } = await update.mutateAsync({ id: p.id, patch });
      reset(toEditorValues(saved));
      toast(outcomeToasts[action]);
    } catch (err) {
      applyServerErrors(err);
    }
  };

  const run = (action: Action) =>
    handleSubmit(async (values) => {
      setPending(action);
      try {
        if (!property) await createAndUpload(values, action === "publish");
        else await saveExisting(property, values, action);
      } finally {
        setPending(null);
      }
    }, onInvalid)();

  return { form, photos, pending, busy: pending !== null, run, leaveGuard, isNew };
}
