import type { Paged } from "@shared/schemas/admin";
import type {
  Enquiry,
  EnquiryInput,
  EnquiryStatus,
  Listing,
  ManagedProperty,
  ManagedRow,
  PropertyImage,
  PropertyInput,
  PropertyPatch,
  PublicProperty,
} from "@shared/schemas/properties";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiFetch } from "@web/lib/api";
import { uploadFile } from "@web/lib/upload";

const qs = (params: Record<string, string | number | undefined>) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") out.set(k, String(v));
  return out.toString();
};

export type ListingParams = Record<string, string | number | undefined>;

export function useListings(params: ListingParams) {
  return useQuery({
    queryKey: ["listings", params],
    queryFn: () => apiFetch<Paged<Listing>>(`/api/properties?${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function usePublicProperty(id: string) {
  return useQuery({
    queryKey: ["property", id],
    queryFn: () => apiFetch<{ property: PublicProperty }>(`/api/properties/${encodeURIComponent(id)}`),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 2,
  });
}

export function useSendEnquiry(propertyId: string) {
  return useMutation({
    mutationFn: (input: EnquiryInput) =>
      apiFetch<{ ok: true }>(`/api/properties/${propertyId}/enquiries`, { method: "POST", json: input }),
  });
}

export function useManagedList(params: ListingParams) {
  return useQuery({
    queryKey: ["manage-properties", params],
    queryFn: () => apiFetch<Paged<ManagedRow>>(`/api/manage/properties?${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useManagedProperty(id: string | undefined) {
  return useQuery({
    queryKey: ["manage-property", id],
    queryFn: () => apiFetch<{ property: ManagedProperty }>(`/api/manage/properties/${id}`),
    enabled: Boolean(id),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 2,
  });
}

export function usePropertyMutations() {
  const client = useQueryClient();
  const settle = (property: ManagedProperty) => {
    client.setQueryData(["manage-property", property.id], { property });
    void client.invalidateQueries({ queryKey: ["manage-properties"] });
    void client.invalidateQueries({ queryKey: ["listings"] });
    void client.invalidateQueries({ queryKey: ["property", property.id] });
  };
  const create = useMutation({
    mutationFn: (input: PropertyInput) =>
      apiFetch<{ property: ManagedProperty }>("/api/manage/properties", { method: "POST", json: input }),
    onSuccess: ({ property }) => settle(property),
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PropertyPatch }) =>
      apiFetch<{ property: ManagedProperty }>(`/api/manage/properties/${id}`, {
        method: "PATCH",
        json: patch,
      }),
    onSuccess: ({ property }) => settle(property),
  });
  return { create, update };
}

export function useImageActions(propertyId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ["manage-property", propertyId] });
  const arrange = useMutation({
    mutationFn: (input: { order?: string[]; coverId?: string }) =>
      apiFetch<{ images: PropertyImage[] }>(`/api/manage/properties/${propertyId}/images`, {
        method: "PATCH",
        json: input,
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (imageId: string) =>
      apiFetch<{ ok: true }>(`/api/manage/properties/${propertyId}/images/${imageId}`, { method: "DELETE" }),
    onSettled: refresh,
  });
  return { arrange, remove, refresh };
}

/**
 * Uploads one file with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Same-origin with the session cookie; resolves with the stored image or rejects with the API's message.
 */
export function uploadImage(
  propertyId: string,
  file: File,
  onProgress: (fraction: number) => void,
): { promise: Promise<PropertyImage>; abort: () => void } {
  return uploadFile<PropertyImage>({
    path: `/api/manage/properties/${propertyId}/images`,
    file,
    key: "image",
    onProgress,
  });
}

export function useEnquiries(params: ListingParams) {
  return useQuery({
    queryKey: ["enquiries", params],
    queryFn: () => apiFetch<Paged<Enquiry>>(`/api/manage/enquiries?${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiryStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) =>
      apiFetch<{ enquiry: Enquiry }>(`/api/manage/enquiries/${id}`, { method: "PATCH", json: { status } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ["enquiries"] });
      void client.invalidateQueries({ queryKey: ["manage-properties"] });
    },
  });
}

export function usePeopleSearch(kind: "agents" | "landlords", q: string, enabled = true) {
  return useQuery({
    queryKey: ["people", kind, q],
    queryFn: () =>
      apiFetch<{ items: { id: string; name: string; email: string }[] }>(`/api/manage/${kind}?${qs({ q })}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}
