import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";
import { tenancyKeys } from "@web/lib/tenancy-keys";

/** The JSON body of an operation, as the server's OpenAPI document types it. */
type Body<P extends keyof paths, M extends "put" | "post"> = paths[P] extends {
  [K in M]: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;
export type HoldingDepositInput = Body<"/api/tenancies/{id}/deposit/holding", "put">;
export type DepositReceivedInput = Body<"/api/tenancies/{id}/deposit/received", "put">;
export type DepositProtectionInput = Body<"/api/tenancies/{id}/deposit/protection", "put">;
export type PrescribedInfoInput = Body<"/api/tenancies/{id}/deposit/prescribed-information", "put">;
export type DepositDeductionInput = Body<"/api/tenancies/{id}/deposit/deductions", "post">;
export type DepositResponseInput = Body<"/api/tenancies/{id}/deposit/response", "post">;
export type DepositReturnInput = Body<"/api/tenancies/{id}/deposit/return", "post">;

/** Under the feature's "tenancies" prefix, so any tenancy change refreshes deposits too. */
export const depositKeys = {
  all: ["tenancies", "deposits"] as const,
  one: (id: string) => ["tenancies", "deposits", "one", id] as const,
  attention: tenancyKeys.depositAttention,
};

export function useDeposit(tenancyId: string) {
  return useQuery({
    queryKey: depositKeys.one(tenancyId),
    queryFn: async () =>
      (await data(api.GET("/api/tenancies/{id}/deposit", { params: { path: { id: tenancyId } } }))).deposit,
  });
}

/** Deposits of the caller's properties not protected, or without prescribed information, yet. */
/** Every change answers the deposit; it and the attention lists are refreshed. */
function useDepositMutation<I>(tenancyId: string, send: (path: { id: string }, body: I) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: I) => send({ id: tenancyId }, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: depositKeys.all }),
  });
}

export const useRecordHolding = (id: string) =>
  useDepositMutation(id, (path, body: HoldingDepositInput) =>
    data(api.PUT("/api/tenancies/{id}/deposit/holding", { params: { path }, body })),
  );
export const useRecordReceived = (id: string) =>
  useDepositMutation(id, (path, body: DepositReceivedInput) =>
    data(api.PUT("/api/tenancies/{id}/deposit/received", { params: { path }, body })),
  );
export const useRecordProtection = (id: string) =>
  useDepositMutation(id, (path, body: DepositProtectionInput) =>
    data(api.PUT("/api/tenancies/{id}/deposit/protection", { params: { path }, body })),
  );
export const useRecordPrescribedInfo = (id: string) =>
  useDepositMutation(id, (path, body: PrescribedInfoInput) =>
    data(api.PUT("/api/tenancies/{id}/deposit/prescribed-information", { params: { path }, body })),
  );
export const useAddDeduction = (id: string) =>
  useDepositMutation(id, (path, body: DepositDeductionInput) =>
    data(api.POST("/api/tenancies/{id}/deposit/deductions", { params: { path }, body })),
  );
export const useRemoveDeduction = (id: string) =>
  useDepositMutation(id, (path, deductionId: string) =>
    data(
      api.DELETE("/api/tenancies/{id}/deposit/deductions/{deductionId}", {
        params: { path: { ...path, deductionId } },
      }),
    ),
  );
export const useRespondToDeductions = (id: string) =>
  useDepositMutation(id, (path, body: DepositResponseInput) =>
    data(api.POST("/api/tenancies/{id}/deposit/response", { params: { path }, body })),
  );
export const useRecordReturn = (id: string) =>
  useDepositMutation(id, (path, body: DepositReturnInput) =>
    data(api.POST("/api/tenancies/{id}/deposit/return", { params: { path }, body })),
  );
