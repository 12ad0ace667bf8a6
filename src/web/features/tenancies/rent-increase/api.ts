import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";
import { tenancyKeys } from "../api";

type Notice = "/api/tenancies/{id}/rent-increases/{nid}";
type Body<P extends keyof paths, M extends "post" | "patch"> = paths[P] extends {
  [K in M]: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;
export type RentIncreaseProposal = Body<"/api/tenancies/{id}/rent-increases", "post">;
export type RentIncreaseService = Body<`${Notice}/serve`, "post">;
export type RentIncreaseChallenge = Body<`${Notice}/challenge`, "post">;
export type RentIncreaseDecision = Body<`${Notice}/decision`, "post">;

/** Under the tenancies prefix: an increase applied changes the tenancy, its ledger and the lists. */
export const rentIncreaseKeys = {
  rents: (id: string) => [...tenancyKeys.all, "rents", id] as const,
};

/** The Form 4A-equivalent PDF of a notice (opened in the browser). */
export const form4aUrl = (tenancyId: string, nid: string) =>
  `/api/tenancies/${tenancyId}/rent-increases/${nid}/form-4a.pdf`;

export function useTenancyRents(id: string) {
  return useQuery({
    queryKey: rentIncreaseKeys.rents(id),
    queryFn: () => data(api.GET("/api/tenancies/{id}/rents", { params: { path: { id } } })),
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: tenancyKeys.all });
}

export function useProposeRentIncrease(id: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: RentIncreaseProposal) =>
      data(api.POST("/api/tenancies/{id}/rent-increases", { params: { path: { id } }, body })),
    onSuccess,
  });
}

export function useUpdateRentIncrease(id: string, nid: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: RentIncreaseProposal) =>
      data(api.PATCH("/api/tenancies/{id}/rent-increases/{nid}", { params: { path: { id, nid } }, body })),
    onSuccess,
  });
}

export function useWithdrawRentIncrease(id: string, nid: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: () =>
      data(api.POST("/api/tenancies/{id}/rent-increases/{nid}/withdraw", { params: { path: { id, nid } } })),
    onSuccess,
  });
}

export function useServeRentIncrease(id: string, nid: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: RentIncreaseService) =>
      data(
        api.POST("/api/tenancies/{id}/rent-increases/{nid}/serve", { params: { path: { id, nid } }, body }),
      ),
    onSuccess,
  });
}

export function useChallengeRentIncrease(id: string, nid: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: RentIncreaseChallenge) =>
      data(
        api.POST("/api/tenancies/{id}/rent-increases/{nid}/challenge", {
          params: { path: { id, nid } },
          body,
        }),
      ),
    onSuccess,
  });
}

export function useDecideRentIncrease(id: string, nid: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: RentIncreaseDecision) =>
      data(
        api.POST("/api/tenancies/{id}/rent-increases/{nid}/decision", {
          params: { path: { id, nid } },
          body,
        }),
      ),
    onSuccess,
  });
}
