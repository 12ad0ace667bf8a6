import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import { openDocument } from "../api";

/** Under the feature's "tenancies" prefix, so any tenancy change refreshes them too. */
export const certificateKeys = {
  one: (tenancyId: string) => ["tenancies", "certificates", tenancyId] as const,
};

export function useCertificates(tenancyId: string) {
  return useQuery({
    queryKey: certificateKeys.one(tenancyId),
    queryFn: async () =>
      (await data(api.GET("/api/tenancies/{id}/certificates", { params: { path: { id: tenancyId } } })))
        .items,
  });
}

/** Opens the document; opening it is the tenant's acknowledgement, so the list is refreshed after. */
export function useOpenCertificate(tenancyId: string) {
  const qc = useQueryClient();
  return async (documentId: string) => {
    await openDocument(documentId);
    // The file is fetched by the new tab; give it a moment before asking what was acknowledged.
    setTimeout(() => void qc.invalidateQueries({ queryKey: certificateKeys.one(tenancyId) }), 1500);
  };
}
