import type { AgencySummary } from "@shared/schemas/agencies";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { uploadFile } from "@web/lib/upload";
import { type FormEvent, useState } from "react";
import { agencyKeys, useRemoveAgencyLogo } from "./api";

/**
 * The agency's logo: shown to landlords, tenants and applicants wherever the agency is named.
 * Owners and managers upload (with progress) or remove it; other members see it.
 */
export function AgencyLogo({ agency, canEdit }: { agency: AgencySummary; canEdit: boolean }) {
  const qc = useQueryClient();
  const remove = useRemoveAgencyLogo();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const file = new FormData(form).get("file") as File | null;
    if (!file || file.size === 0) return setError("Choose an image first");
    setError(undefined);
    setProgress(0);
    try {
      await uploadFile<string>({ path: "/api/agency/logo", file, key: "logoUrl", onProgress: setProgress })
        .promise;
      await qc.invalidateQueries({ queryKey: agencyKeys.all });
      toast({ title: "Logo saved", description: "Landlords, tenants and applicants now see it." });
      form.reset();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-4">
      {agency.logoUrl ? (
        <img
          src={agency.logoUrl}
          alt={`${agency.name} logo`}
          className="h-16 max-w-full rounded border border-slate-200 bg-white object-contain p-1"
        />
      ) : (
        <p className="text-sm text-slate-700">
          {canEdit
            ? "No logo yet. Add one so landlords, tenants and applicants recognise your agency."
            : "No logo yet. The agency's owner or a manager can add one."}
        </p>
      )}
      {canEdit && (
        <>
          <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
            <FormField
              label={agency.logoUrl ? "Replace the logo (JPEG, PNG or WebP)" : "Logo (JPEG, PNG or WebP)"}
              error={error}
            >
              <Input name="file" type="file" accept="image/jpeg,image/png,image/webp" />
            </FormField>
            <Button type="submit" variant="secondary" disabled={progress !== null}>
              {progress !== null ? "Uploading..." : "Upload logo"}
            </Button>
          </form>
          {progress !== null && (
            <div>
              <progress className="w-full" max={1} value={progress} aria-label="Upload progress" />
              <p className="text-sm text-slate-700" aria-live="polite">
                Uploading... {Math.round(progress * 100)} %
              </p>
            </div>
          )}
          {agency.logoUrl && (
            <ConfirmDialog
              trigger={<Button variant="ghost">Remove logo</Button>}
              title="Remove the logo?"
              description="Your agency is then shown by its name only."
              confirmLabel="Remove logo"
              destructive
              onConfirm={() => remove.mutateAsync().then(() => toast({ title: "Logo removed" }), toastError)}
            />
          )}
        </>
      )}
    </div>
  );
}
