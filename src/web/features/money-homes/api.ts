import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";

/** Query keys of the homes' money: owners, values, agreement, fee income. */
export const moneyHomeKeys = {
  all: ["money", "homes"] as const,
  list: () => [...moneyHomeKeys.all, "list"] as const,
  home: (id: string) => [...moneyHomeKeys.all, "home", id] as const,
  owners: (id: string) => [...moneyHomeKeys.all, "owners", id] as const,
  fees: (from: string, to: string) => ["money", "fees", from, to] as const,
};
/** Other money pages (yields, statements, MTD) read shares, values and fees: refreshed by prefix. */
const moneyPrefix = ["money"] as const;

type Put<P extends keyof paths> = paths[P] extends {
  put: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;
export type OwnersBody = Put<"/api/money/homes/{propertyId}/owners">;
export type ValuesBody = Put<"/api/money/homes/{propertyId}/values">;
export type AgreementBody = Put<"/api/money/homes/{propertyId}/agreement">;

const noRetryOn4xx = (count: number, err: unknown) =>
  !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2;

const path = (propertyId: string) => ({ params: { path: { propertyId } } });

export function useMoneyHomes() {
  return useQuery({
    queryKey: moneyHomeKeys.list(),
    queryFn: () => data(api.GET("/api/money/homes")),
  });
}

export function useMoneyHome(propertyId: string) {
  return useQuery({
    queryKey: moneyHomeKeys.home(propertyId),
    queryFn: () => data(api.GET("/api/money/homes/{propertyId}", path(propertyId))),
    retry: noRetryOn4xx,
  });
}

export function useOwners(propertyId: string) {
  return useQuery({
    queryKey: moneyHomeKeys.owners(propertyId),
    queryFn: () => data(api.GET("/api/money/homes/{propertyId}/owners", path(propertyId))),
    retry: noRetryOn4xx,
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: moneyPrefix });
}

export function useSetOwners(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: OwnersBody) =>
      data(api.PUT("/api/money/homes/{propertyId}/owners", { ...path(propertyId), body })),
    onSuccess: refresh,
  });
}

export function useSetValues(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ValuesBody) =>
      data(api.PUT("/api/money/homes/{propertyId}/values", { ...path(propertyId), body })),
    onSuccess: refresh,
  });
}

export function useSetAgreement(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AgreementBody) =>
      data(api.PUT("/api/money/homes/{propertyId}/agreement", { ...path(propertyId), body })),
    onSuccess: refresh,
  });
}

export function useDeleteAgreement(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => data(api.DELETE("/api/money/homes/{propertyId}/agreement", path(propertyId))),
    onSuccess: refresh,
  });
}

export function useFeeIncome(from: string, to: string) {
  return useQuery({
    queryKey: moneyHomeKeys.fees(from, to),
    queryFn: () =>
      data(
        api.GET("/api/money/fees", {
          params: { query: { ...(from ? { from } : {}), ...(to ? { to } : {}) } },
        }),
      ),
    retry: noRetryOn4xx,
    placeholderData: (prev) => prev,
  });
}

export function useAcceptOwnerInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (token: string) => data(api.POST("/api/money/owner-invitations/accept", { body: { token } })),
    onSuccess: refresh,
  });
}
