import { zodResolver } from "@hookform/resolvers/zod";
import {
  furnishedLabels,
  furnishedOptions,
  type ManagedProperty,
  type PropertyStatus,
  propertyStatusLabels,
  propertyTypeLabels,
  propertyTypes,
} from "@shared/schemas/properties";
import { useQueryClient } from "@tanstack/react-query";
import { Badge } from "@web/components/ui/badge";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { Archive, ArrowLeft, Eye, EyeOff, Inbox, RotateCcw, Save, Send, UserRound } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Controller, type Path, type Resolver, useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { useManagedProperty, usePropertyMutations } from "./api";
import { statusTone } from "./display";
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
import { FeaturesInput } from "./FeaturesInput";
import { PersonPicker } from "./PersonPicker";
import { PhotoDropZone, SavedPhotos, UploadList } from "./PhotoManager";
import { UnsavedChangesPrompt } from "./UnsavedChangesPrompt";
import { useManageBase } from "./use-manage-base";
import { describeOutcome, type UploadItem, usePhotoUploads } from "./use-photo-uploads";

const sections = [
  { id: "basics", label: "Basics" },
  { id: "address", label: "Address" },
  { id: "rent", label: "Rent and terms" },
  { id: "features", label: "Features" },
  { id: "people", label: "Landlord and agent" },
  { id: "photos", label: "Photos" },
] as const;

/** Add a property (`new`) or edit one (`:id`), for landlords, agents and admins alike. */
export default function PropertyEditorPage() {
  const { id } = useParams();
  const { base, canCreate } = useManageBase();
  const query = useManagedProperty(id);

  if (!id) {
    if (!canCreate) return <NotAllowedToCreate base={base} />;
    return <PropertyEditor key="new" base={base} />;
  }
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <AppPage>
        <PageHeader title={missing ? "Property not found" : "Property"} />
        {missing ? (
          <EmptyState icon={Inbox} title="This property doesn't exist or isn't yours to manage">
            <Link to={base} className="font-semibold text-brand-700 hover:underline">
              Back to your properties
            </Link>
          </EmptyState>
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {query.error.message}
          </p>
        )}
      </AppPage>
    );
  }
  if (!query.data) {
    return (
      <AppPage>
        <h1 className="sr-only">Loading property</h1>
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      </AppPage>
    );
  }
  return <PropertyEditor key={id} base={base} property={query.data.property} />;
}

function NotAllowedToCreate({ base }: { base: string }) {
  useEffect(() => {
    toast({
      title: "Access Denied",
      description: "Only landlords and administrators can add properties.",
      variant: "destructive",
    });
  }, []);
  return <Navigate to={base} replace />;
}

type Action = "save" | "publish" | "unpublish" | "archive" | "restore";

const outcomeToasts: Record<Action, { title: string; description?: string }> = {
  save: { title: "Changes saved" },
  publish: { title: "Property published", description: "It now appears in search results." },
  unpublish: { title: "Property unpublished", description: "It no longer appears in search results." },
  archive: { title: "Property archived", description: "It's off the market and hidden from search." },
  restore: { title: "Property restored", description: "It's a draft again: publish it when you're ready." },
};

function PropertyEditor({ base, property }: { base: string; property?: ManagedProperty }) {
  const { role } = useManageBase();
  const isNew = !property;
  const canAssignAgent = role === "landlord" || role === "admin";
  const isAdmin = role === "admin";
  usePageTitle(property ? `Edit ${property.title}` : "Add a property");
  const navigate = useNavigate();
  const { create, update } = usePropertyMutations();
  const queryClient = useQueryClient();
  const uploads = usePhotoUploads();
  const [pending, setPending] = useState<Action | null>(null);
  const leaving = useRef(false);

  const resolver = useMemo(
    () =>
      zodResolver(editorSchema({ requireLandlord: isNew && isAdmin })) as unknown as Resolver<
        EditorValues,
        unknown,
        EditorOutput
      >,
    [isNew, isAdmin],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<EditorValues, unknown, EditorOutput>({
    resolver,
    defaultValues: property ? toEditorValues(property) : emptyValues,
    mode: "onTouched",
  });

  const busyUploading = uploads.items.some((i) => i.state === "uploading");
  const unsaved = useRef(false);
  unsaved.current =
    isDirty ||
    (isNew ? uploads.items.length > 0 : busyUploading || uploads.items.some((i) => i.state === "queued"));
  const shouldBlock = useCallback(() => !leaving.current && unsaved.current, []);

  const applyServerErrors = (err: unknown) => {
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
  };

  const onInvalid = () =>
    toast({
      title: "Not saved",
      description: "Some fields need your attention. They are marked below.",
      variant: "destructive",
    });

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
    const outcome = uploads.items.length ? await uploads.upload(created.id) : null;
    if (outcome?.uploaded) await queryClient.invalidateQueries({ queryKey: ["manage-property", created.id] });
    const lead = publish
      ? { title: "Property published", description: "It's live: visitors can find it and send enquiries." }
      : {
          title: "Property saved as a draft",
          description: "Add photos and publish it when you're ready.",
        };
    if (outcome?.failed.length) {
      const o = describeOutcome(outcome);
      toast({
        title: `${lead.title}, but some photos failed`,
        description: `${o.description}. You can add them again here.`,
        variant: "destructive",
      });
    } else {
      toast({
        ...lead,
        description: outcome?.uploaded
          ? `${lead.description} ${outcome.uploaded} photo${outcome.uploaded === 1 ? "" : "s"} uploaded.`
          : lead.description,
      });
    }
    leaving.current = true;
    navigate(`${base}/${created.id}`, { replace: true });
  };

  const saveExisting = async (p: ManagedProperty, values: EditorOutput, action: Action) => {
    const patch = toPatch(values, p);
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

  const addFiles = (files: File[]) => {
    if (!files.length) return;
    const { added, refused } = uploads.add(files);
    if (refused.length) {
      toast({
        title: refused.length === 1 ? "Photo not added" : `${refused.length} files not added`,
        description: `${refused.join(", ")}: only JPEG, PNG or WebP photos can be uploaded.`,
        variant: "destructive",
      });
    }
    if (property && added.length) void uploadNow(property.id, added);
  };
  const uploadNow = async (propertyId: string, items: UploadItem[]) => {
    const outcome = await uploads.upload(propertyId, items, () => {
      void queryClient.invalidateQueries({ queryKey: ["manage-property", propertyId] });
    });
    if (!outcome.uploaded && !outcome.failed.length) return;
    const o = describeOutcome(outcome);
    toast({ title: o.title, description: o.description, variant: o.failed ? "destructive" : "default" });
  };

  const busy = pending !== null;
  const status = watch("status");
  const published = property?.published ?? false;
  const archived = property?.status === "archived";
  const statusOptions = propertyStatusesFor(property?.status);
  const descriptionLength = watch("description")?.length ?? 0;

  return (
    <AppPage>
      <UnsavedChangesPrompt when={shouldBlock} />
      <Link
        to={base}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All properties
      </Link>
      <PageHeader
        title={property ? property.title : "Add a property"}
        description={
          property ? (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={statusTone[property.status]}>{propertyStatusLabels[property.status]}</Badge>
              {property.published ? <Badge tone="brand">Published</Badge> : <Badge>Not published</Badge>}
              <span className="text-sm text-slate-600">Last updated {formatDate(property.updatedAt)}</span>
            </span>
          ) : (
            "Fill in the details, add photos, then save it as a draft or publish it straight away."
          )
        }
        actions={
          property && (
            <>
              <Link
                to={`${base}/enquiries?propertyId=${property.id}`}
                className={buttonVariants({ variant: "secondary" })}
              >
                <Inbox aria-hidden="true" /> Enquiries
                {property.newEnquiries > 0 && <Badge tone="brand">{property.newEnquiries} new</Badge>}
              </Link>
              <Link to={`/properties/${property.id}`} className={buttonVariants({ variant: "secondary" })}>
                <Eye aria-hidden="true" />
                {property.published && !archived ? "View listing" : "Preview"}
              </Link>
            </>
          )
        }
      />

      {archived && (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900" role="status">
          This property is archived: it is hidden from search and can't take enquiries. Restore it to make
          changes and publish it again.
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[12rem_1fr]">
        <nav aria-label="Form sections" className="hidden lg:block">
          <ul className="sticky top-24 space-y-1">
            {sections.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  onClick={() => {
                    const el = document.getElementById(`section-${s.id}`);
                    el?.scrollIntoView({ behavior: "smooth", block: "start" });
                    el?.focus({ preventScroll: true });
                  }}
                >
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <form
          noValidate
          aria-label={property ? "Edit property" : "New property"}
          onSubmit={(e) => {
            e.preventDefault();
            void run("save");
          }}
          className="min-w-0 space-y-6"
        >
          <Section id="basics" title="Basics" description="What it is and how it's described.">
            <FormField
              label="Title"
              error={errors.title?.message}
              hint="e.g. Bright two-bedroom flat near the park"
            >
              <Input maxLength={120} {...register("title")} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Property type" error={errors.type?.message}>
                <NativeSelect {...register("type")}>
                  <option value="">Choose a type</option>
                  {propertyTypes.map((t) => (
                    <option key={t} value={t}>
                      {propertyTypeLabels[t]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                label="Market status"
                error={errors.status?.message}
                hint={
                  published
                    ? "Shown on the listing."
                    : "Published listings show available, under offer or let."
                }
              >
                <NativeSelect {...register("status")}>
                  {statusOptions.map((s) => (
                    <option key={s} value={s}>
                      {propertyStatusLabels[s]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField label="Bedrooms" error={errors.bedrooms?.message} hint="0 for a studio">
                <Input type="number" inputMode="numeric" min={0} max={50} {...register("bedrooms")} />
              </FormField>
              <FormField label="Bathrooms" error={errors.bathrooms?.message}>
                <Input type="number" inputMode="numeric" min={0} max={50} {...register("bathrooms")} />
              </FormField>
              <FormField label="Size (m²)" optional error={errors.sizeSqm?.message}>
                <Input type="number" inputMode="numeric" min={1} {...register("sizeSqm")} />
              </FormField>
            </div>
            <FormField
              label="Description"
              optional
              error={errors.description?.message}
              hint={`${descriptionLength.toLocaleString("en-GB")} of 5,000 characters. Rooms, condition, transport, local area.`}
            >
              <Textarea rows={8} maxLength={5000} {...register("description")} />
            </FormField>
          </Section>

          <Section
            id="address"
            title="Address"
            description="The listing shows only the town and postcode district; the full address stays private."
          >
            <FormField label="Address line 1" error={errors.addressLine1?.message}>
              <Input autoComplete="address-line1" maxLength={120} {...register("addressLine1")} />
            </FormField>
            <FormField label="Address line 2" optional error={errors.addressLine2?.message}>
              <Input autoComplete="address-line2" maxLength={120} {...register("addressLine2")} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Town or city" error={errors.city?.message}>
                <Input autoComplete="address-level2" maxLength={80} {...register("city")} />
              </FormField>
              <FormField label="Postcode" error={errors.postcode?.message}>
                <Input
                  autoComplete="postal-code"
                  maxLength={12}
                  className="uppercase"
                  {...register("postcode")}
                />
              </FormField>
            </div>
          </Section>

          <Section id="rent" title="Rent and terms" description="Amounts in pounds.">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Rent (£)" error={errors.rentAmount?.message}>
                <Input inputMode="decimal" placeholder="e.g. 1250" {...register("rentAmount")} />
              </FormField>
              <FormField label="Rent is per" error={errors.rentPeriod?.message}>
                <NativeSelect {...register("rentPeriod")}>
                  <option value="month">Month</option>
                  <option value="week">Week</option>
                </NativeSelect>
              </FormField>
              <FormField
                label="Deposit (£)"
                optional
                error={errors.depositAmount?.message}
                hint="In England usually at most five weeks' rent."
              >
                <Input inputMode="decimal" {...register("depositAmount")} />
              </FormField>
              <FormField
                label="Available from"
                optional
                error={errors.availableFrom?.message}
                hint="Leave empty if available now."
              >
                <Input type="date" {...register("availableFrom")} />
              </FormField>
              <FormField label="Furnishing" error={errors.furnished?.message}>
                <NativeSelect {...register("furnished")}>
                  <option value="">Choose furnishing</option>
                  {furnishedOptions.map((f) => (
                    <option key={f} value={f}>
                      {furnishedLabels[f]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
          </Section>

          <Section id="features" title="Features" description="What makes it stand out.">
            <Controller
              control={control}
              name="features"
              render={({ field }) => (
                <FeaturesInput
                  value={field.value}
                  onChange={(next) => field.onChange(next)}
                  error={
                    errors.features?.message ??
                    (Array.isArray(errors.features) ? errors.features.find(Boolean)?.message : undefined)
                  }
                />
              )}
            />
          </Section>

          <Section
            id="people"
            title="Landlord and agent"
            description={
              canAssignAgent
                ? "The agent manages the property with you and answers its enquiries."
                : "Who owns and manages this property."
            }
          >
            {isAdmin ? (
              <Controller
                control={control}
                name="landlord"
                render={({ field }) => (
                  <PersonPicker
                    kind="landlords"
                    label="Landlord"
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.landlord?.message}
                  />
                )}
              />
            ) : (
              property &&
              role !== "landlord" && <ReadOnlyPerson label="Landlord" person={property.landlord} />
            )}
            {canAssignAgent ? (
              <Controller
                control={control}
                name="agent"
                render={({ field }) => (
                  <PersonPicker
                    kind="agents"
                    label="Letting agent"
                    optional
                    hint="Search by name or e-mail. Leave empty to manage it yourself."
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.agent?.message}
                  />
                )}
              />
            ) : (
              property && <ReadOnlyPerson label="Letting agent" person={property.agent} />
            )}
          </Section>

          <Section
            id="photos"
            title="Photos"
            description="The cover photo leads the listing. Drag photos or use the arrows to change the order."
          >
            {property && <SavedPhotos propertyId={property.id} images={property.images} />}
            {!archived && <PhotoDropZone onFiles={addFiles} disabled={busy} />}
            <UploadList
              items={uploads.items}
              onRemove={uploads.remove}
              onRetry={property ? (item) => void uploadNow(property.id, [item]) : undefined}
            />
            {isNew && uploads.items.length > 0 && (
              <p className="text-sm text-slate-600">The photos upload when you save the property.</p>
            )}
          </Section>

          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
            {isNew ? (
              <>
                <Button type="submit" disabled={busy}>
                  <Save aria-hidden="true" /> {pending === "save" ? "Saving..." : "Save draft"}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => void run("publish")}>
                  <Send aria-hidden="true" /> {pending === "publish" ? "Publishing..." : "Save and publish"}
                </Button>
              </>
            ) : archived ? (
              <Button disabled={busy} onClick={() => void run("restore")}>
                <RotateCcw aria-hidden="true" /> {pending === "restore" ? "Restoring..." : "Restore as draft"}
              </Button>
            ) : (
              <>
                <Button type="submit" disabled={busy}>
                  <Save aria-hidden="true" /> {pending === "save" ? "Saving..." : "Save changes"}
                </Button>
                {published ? (
                  <Button variant="secondary" disabled={busy} onClick={() => void run("unpublish")}>
                    <EyeOff aria-hidden="true" /> {pending === "unpublish" ? "Unpublishing..." : "Unpublish"}
                  </Button>
                ) : (
                  <Button variant="secondary" disabled={busy} onClick={() => void run("publish")}>
                    <Send aria-hidden="true" /> {pending === "publish" ? "Publishing..." : "Publish"}
                  </Button>
                )}
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" disabled={busy}>
                      <Archive aria-hidden="true" /> Archive
                    </Button>
                  }
                  title="Archive this property?"
                  description="It will be unpublished and hidden from search, and it can't take new enquiries. You can restore it later."
                  confirmLabel="Archive property"
                  destructive
                  onConfirm={() => run("archive")}
                />
              </>
            )}
            {isDirty && (
              <span className="ml-auto text-sm text-slate-600" role="status">
                Unsaved changes
              </span>
            )}
            {!isNew && status === "draft" && !published && !isDirty && (
              <span className="ml-auto text-sm text-slate-600">
                Draft: only you and its managers can see it.
              </span>
            )}
          </div>
        </form>
      </div>
    </AppPage>
  );
}

/** Archived stays selectable only while it is the current status (archive is its own action). */
function propertyStatusesFor(current?: PropertyStatus): PropertyStatus[] {
  const base: PropertyStatus[] = ["draft", "available", "under_offer", "let"];
  return current === "archived" ? [...base, "archived"] : base;
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={`section-${id}`} className="space-y-4">
        <div>
          <h2
            id={`section-${id}`}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

function ReadOnlyPerson({
  label,
  person,
}: {
  label: string;
  person: { name: string; email: string } | null;
}) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <UserRound className="size-4 text-slate-500" aria-hidden="true" />
        {person ? `${person.name} (${person.email})` : "None"}
      </p>
    </div>
  );
}
