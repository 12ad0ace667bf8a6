import type {
  EnquiryStatus,
  ManagedProperty,
  PropertyImage,
  PropertyInput,
  PropertyPatch,
} from "@shared/schemas/properties";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import { uploadFile } from "@web/lib/upload";

export * from "./api-enquiry";
export * from "./api-public";

import { type ListingParams, notFoundNoRetry, type PeopleKind, propertyKeys, query } from "./api-public";

export function useManagedList(params: ListingParams) {
  return useQuery({
    queryKey: propertyKeys.managed(params),
    queryFn: () =>
      data(api.GET("/api/manage/properties", { params: { query: query<"/api/manage/properties">(params) } })),
    placeholderData: keepPreviousData,
  });
}

export function useManagedProperty(id: string | undefined) {
  return useQuery({
    queryKey: propertyKeys.managedOne(id ?? ""),
    queryFn: () => data(api.GET("/api/manage/properties/{id}", { params: { path: { id: id! } } })),
    enabled: Boolean(id),
    retry: notFoundNoRetry,
  });
}

/** Refetches a managed property (e.g. after photos arrived). */
export function useRefreshManagedProperty() {
  const client = useQueryClient();
  return (id: string) => client.invalidateQueries({ queryKey: propertyKeys.managedOne(id) });
}

/** After a create or update: the editor's copy, the management lists and the public listing. */
function useSettleProperty() {
  const client = useQueryClient();
  return ({ property }: { property: ManagedProperty }) => {
    client.setQueryData(propertyKeys.managedOne(property.id), { property });
    void client.invalidateQueries({ queryKey: propertyKeys.managedLists });
    void client.invalidateQueries({ queryKey: ["properties", "listings"] });
    void client.invalidateQueries({ queryKey: propertyKeys.listing(property.id) });
  };
}

export function useCreateProperty() {
  const settle = useSettleProperty();
  return useMutation({
    mutationFn: (input: PropertyInput) => data(api.POST("/api/manage/properties", { body: input })),
    onSuccess: settle,
  });
}

/** Saves a partial update (only the fields that changed). */
export function useUpdateProperty() {
  const settle = useSettleProperty();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PropertyPatch }) =>
      data(api.PATCH("/api/manage/properties/{id}", { params: { path: { id } }, body: patch })),
    onSuccess: settle,
  });
}

/** Reorders the photos or picks the cover. */
export function useArrangeImages(propertyId: string) {
  const refresh = useRefreshManagedProperty();
  return useMutation({
    mutationFn: (input: { order?: string[]; coverId?: string }) =>
      data(
        api.PATCH("/api/manage/properties/{id}/images", {
          params: { path: { id: propertyId } },
          body: input,
        }),
      ),
    onSettled: () => refresh(propertyId),
  });
}

export function useDeleteImage(propertyId: string) {
  const refresh = useRefreshManagedProperty();
  return useMutation({
    mutationFn: (imageId: string) =>
      data(
        api.DELETE("/api/manage/properties/{id}/images/{imageId}", {
          params: { path: { id: propertyId, imageId } },
        }),
      ),
    onSettled: () => refresh(propertyId),
  });
}

/**
 * Uploads one photo with progress (multipart, so src/web/lib/upload.ts rather than the typed
 * client); resolves with the stored image or rejects with the API's message.
 */
export function uploadImage(
  propertyId: string,
  file: File,
  onProgress: (fraction: number) => void,
): { promise: Promise<PropertyImage>; abort: () => void } {
  return uploadFile<PropertyImage>({
    path: `/api/manage/properties/${encodeURIComponent(propertyId)}/images`,
    file,
    key: "image",
    onProgress,
  });
}

export function useEnquiries(params: ListingParams) {
  return useQuery({
    queryKey: propertyKeys.enquiryList(params),
    queryFn: () =>
      data(api.GET("/api/manage/enquiries", { params: { query: query<"/api/manage/enquiries">(params) } })),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiryStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) =>
      data(api.PATCH("/api/manage/enquiries/{id}", { params: { path: { id } }, body: { status } })),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: propertyKeys.enquiries });
      void client.invalidateQueries({ queryKey: propertyKeys.managedLists });
    },
  });
}

export function usePeopleSearch(kind: PeopleKind, q: string, enabled = true) {
  return useQuery({
    queryKey: propertyKeys.people(kind, q),
    queryFn: () =>
      kind === "agents"
        ? data(api.GET("/api/manage/agents", { params: { query: q ? { q } : {} } }))
        : data(api.GET("/api/manage/landlords", { params: { query: q ? { q } : {} } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}
