import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";
import { tenancyKeys } from "@web/lib/tenancy-keys";

export type ContactsInput = NonNullable<
  paths["/api/tenancies/{id}/contacts"]["put"]["requestBody"]
>["content"]["application/json"];

/** Under the feature's "tenancies" prefix, so any tenancy change refreshes them too. */
export const contactKeys = {
  one: (tenancyId: string) => [...tenancyKeys.all, "contacts", tenancyId] as const,
};

export function useTenancyContacts(tenancyId: string) {
  return useQuery({
    queryKey: contactKeys.one(tenancyId),
    queryFn: async () =>
      (await data(api.GET("/api/tenancies/{id}/contacts", { params: { path: { id: tenancyId } } }))).contacts,
  });
}

export function useSaveContacts(tenancyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactsInput) =>
      (await data(api.PUT("/api/tenancies/{id}/contacts", { params: { path: { id: tenancyId } }, body })))
        .contacts,
    onSuccess: (contacts) => qc.setQueryData(contactKeys.one(tenancyId), contacts),
  });
}
