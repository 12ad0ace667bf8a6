import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";

/** The JSON body of an operation, as the server's OpenAPI document types it. */
type Body<P extends keyof paths, M extends "put" | "post" | "patch"> = paths[P] extends {
  [K in M]: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;
export type LicenceBody = Body<"/api/compliance/homes/{propertyId}/licences", "post">;
export type AlarmCheckBody = Body<"/api/compliance/tenancies/{tenancyId}/alarm-checks", "post">;
export type RightToRentBody = Body<"/api/compliance/tenancies/{tenancyId}/right-to-rent", "post">;
export type RemedialBody = Body<"/api/documents/{id}/remedial", "patch">;
export type ServiceBody = Body<"/api/documents/{id}/services", "post">;

/**
 * Keys of the compliance records, under the "compliance" prefix so a change also refreshes the
 * duties the compliance pages show. Documents (outcome, remedial dates) live under "tenancies".
 */
export const recordKeys = {
  all: ["compliance"] as const,
  licences: (propertyId: string) => ["compliance", "records", "licences", propertyId] as const,
  alarms: (tenancyId: string) => ["compliance", "records", "alarms", tenancyId] as const,
  rightToRent: (tenancyId: string) => ["compliance", "records", "right-to-rent", tenancyId] as const,
  services: (documentId: string) => ["compliance", "records", "services", documentId] as const,
  homeTenancies: (propertyId: string) => ["compliance", "records", "tenancies", propertyId] as const,
  homeDocuments: (propertyId: string) => ["compliance", "records", "documents", propertyId] as const,
  certificates: (tenancyId: string) => ["compliance", "records", "certificates", tenancyId] as const,
};
const documentsPrefix = ["tenancies"] as const;

/** A 4xx is an answer (refused, not found, not in England), not a reason to retry. */
const noRetryOn4xx = (count: number, err: Error) =>
  !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2;

function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: documentsPrefix });
    return qc.invalidateQueries({ queryKey: recordKeys.all });
  };
}

// ---- The home: its tenancies and documents -------------------------------------------------------

export function useHomeTenancies(propertyId: string) {
  return useQuery({
    queryKey: recordKeys.homeTenancies(propertyId),
    queryFn: async () =>
      (await data(api.GET("/api/tenancies", { params: { query: { propertyId } } }))).items.filter(
        (t) => t.status !== "ended",
      ),
  });
}

export function useHomeDocuments(propertyId: string) {
  return useQuery({
    queryKey: recordKeys.homeDocuments(propertyId),
    queryFn: async () =>
      (await data(api.GET("/api/manage/properties/{id}/documents", { params: { path: { id: propertyId } } })))
        .items,
  });
}

// ---- Licences ------------------------------------------------------------------------------------

export function useLicences(propertyId: string) {
  return useQuery({
    queryKey: recordKeys.licences(propertyId),
    queryFn: async () =>
      (
        await data(
          api.GET("/api/compliance/homes/{propertyId}/licences", { params: { path: { propertyId } } }),
        )
      ).items,
  });
}

export function useSaveLicence(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: LicenceBody }) =>
      id
        ? data(
            api.PUT("/api/compliance/homes/{propertyId}/licences/{licenceId}", {
              params: { path: { propertyId, licenceId: id } },
              body,
            }),
          )
        : data(
            api.POST("/api/compliance/homes/{propertyId}/licences", {
              params: { path: { propertyId } },
              body,
            }),
          ),
    onSuccess: refresh,
  });
}

export function useDeleteLicence(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (licenceId: string) =>
      data(
        api.DELETE("/api/compliance/homes/{propertyId}/licences/{licenceId}", {
          params: { path: { propertyId, licenceId } },
        }),
      ),
    onSuccess: refresh,
  });
}

// ---- Alarm checks --------------------------------------------------------------------------------

export function useAlarmChecks(tenancyId: string) {
  return useQuery({
    queryKey: recordKeys.alarms(tenancyId),
    queryFn: () =>
      data(
        api.GET("/api/compliance/tenancies/{tenancyId}/alarm-checks", { params: { path: { tenancyId } } }),
      ),
  });
}

export function useRecordAlarmCheck(tenancyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AlarmCheckBody) =>
      data(
        api.POST("/api/compliance/tenancies/{tenancyId}/alarm-checks", {
          params: { path: { tenancyId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

// ---- Right to Rent -------------------------------------------------------------------------------

export function useRightToRent(tenancyId: string) {
  return useQuery({
    queryKey: recordKeys.rightToRent(tenancyId),
    queryFn: () =>
      data(
        api.GET("/api/compliance/tenancies/{tenancyId}/right-to-rent", { params: { path: { tenancyId } } }),
      ),
    retry: noRetryOn4xx,
  });
}

export function useRecordRightToRent(tenancyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RightToRentBody) =>
      data(
        api.POST("/api/compliance/tenancies/{tenancyId}/right-to-rent", {
          params: { path: { tenancyId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

export function useSetAdultOccupiers(tenancyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (adultOccupiers: number) =>
      data(
        api.PATCH("/api/compliance/tenancies/{tenancyId}/right-to-rent", {
          params: { path: { tenancyId } },
          body: { adultOccupiers },
        }),
      ),
    onSuccess: refresh,
  });
}

export function useDeleteRightToRent(tenancyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (checkId: string) =>
      data(
        api.DELETE("/api/compliance/tenancies/{tenancyId}/right-to-rent/{checkId}", {
          params: { path: { tenancyId, checkId } },
        }),
      ),
    onSuccess: refresh,
  });
}

// ---- EICR remedial work and proof of service -----------------------------------------------------

export function useSaveRemedial(documentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RemedialBody) =>
      data(api.PATCH("/api/documents/{id}/remedial", { params: { path: { id: documentId } }, body })),
    onSuccess: refresh,
  });
}

export function useServices(documentId: string) {
  return useQuery({
    queryKey: recordKeys.services(documentId),
    queryFn: async () =>
      (await data(api.GET("/api/documents/{id}/services", { params: { path: { id: documentId } } }))).items,
  });
}

export function useServeDocument(documentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ServiceBody) =>
      data(api.POST("/api/documents/{id}/services", { params: { path: { id: documentId } }, body })),
    onSuccess: refresh,
  });
}

export function useDeleteService(documentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (serviceId: string) =>
      data(
        api.DELETE("/api/documents/{id}/services/{serviceId}", {
          params: { path: { id: documentId, serviceId } },
        }),
      ),
    onSuccess: refresh,
  });
}

// ---- A certificate's private link (a tenant who has not joined; no session) ----------------------

export function useCertificateLink(token: string) {
  return useQuery({
    queryKey: ["certificate-link", token],
    queryFn: async () =>
      (await data(api.GET("/api/certificate-links/{token}", { params: { path: { token } } }))).certificate,
    retry: noRetryOn4xx,
  });
}

/** The file behind the link: opening it is recorded as the tenant's acknowledgement. */
export const certificateLinkFileUrl = (token: string) =>
  `/api/certificate-links/${encodeURIComponent(token)}/file`;
