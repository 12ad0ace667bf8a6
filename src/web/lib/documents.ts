import type { DocumentKind, TenancyDocument } from "@shared/schemas/tenancies";
import { useQueryClient } from "@tanstack/react-query";
import { complianceKeys } from "./compliance-keys";
import { tenancyKeys } from "./tenancy-keys";
import { uploadFile } from "./upload";

export type DocumentTarget = { tenancyId: string } | { propertyId: string };
export type DocumentFields = {
  kind: DocumentKind;
  title?: string;
  issuedOn?: string;
  expiresOn?: string;
  /** EICR only. */
  outcome?: string;
  /** EPC only: sets the home's rating. */
  epcRating?: string;
};

/** Sends one document (useUploadDocument's answer), for the upload form in components/documents. */
export type UploadDocument = ReturnType<typeof useUploadDocument>;

/**
 * Uploads a document with progress (fetch has no upload progress, so XHR via lib/upload), then
 * refreshes what a certificate changes: the tenancy documents, the compliance duties and the
 * dashboards (by key prefix). `target` is the tenancy or property it belongs to. Shared by the
 * tenancy page and the home's compliance page.
 */
export function useUploadDocument() {
  const qc = useQueryClient();
  return async (
    target: DocumentTarget,
    file: File,
    fields: DocumentFields,
    onProgress: (fraction: number) => void,
  ): Promise<TenancyDocument> => {
    const path =
      "tenancyId" in target
        ? `/api/tenancies/${encodeURIComponent(target.tenancyId)}/documents`
        : `/api/manage/properties/${encodeURIComponent(target.propertyId)}/documents`;
    const doc = await uploadFile<TenancyDocument>({ path, file, key: "document", fields, onProgress })
      .promise;
    // Not awaited: the upload is done and says so at once; the lists refresh behind it (awaiting
    // every refetch, dashboards and analytics included, held the confirmation back for seconds).
    for (const queryKey of [tenancyKeys.all, complianceKeys.all, ["dashboards"], ["analytics"]])
      void qc.invalidateQueries({ queryKey });
    return doc;
  };
}
