import type { ContractorInput } from "@shared/schemas/works";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";

/**
 * Contractors, works orders and the contractor's page. The ticket panel (support feature) keeps
 * its own keys under ["support"]; a change here refreshes those too by prefix.
 */
export const worksKeys = {
  all: ["works"] as const,
  contractors: ["works", "contractors"] as const,
  orders: (open: boolean) => ["works", "orders", open] as const,
  order: (id: string) => ["works", "order", id] as const,
  limit: (propertyId: string) => ["works", "limit", propertyId] as const,
  job: (token: string) => ["works", "job", token] as const,
};
const supportPrefix = ["support"] as const;
const moneyPrefix = ["expenses"] as const;

const noRetryOn4xx = (count: number, err: unknown) =>
  !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2;

function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: supportPrefix });
    void qc.invalidateQueries({ queryKey: moneyPrefix });
    return qc.invalidateQueries({ queryKey: worksKeys.all });
  };
}

export function useContractors() {
  return useQuery({
    queryKey: worksKeys.contractors,
    queryFn: async () => (await data(api.GET("/api/contractors"))).items,
  });
}

export function useSaveContractor(id?: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: ContractorInput) =>
      (id
        ? await data(api.PUT("/api/contractors/{id}", { params: { path: { id } }, body }))
        : await data(api.POST("/api/contractors", { body }))
      ).contractor,
    onSuccess: refresh,
  });
}

export function useDeleteContractor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE("/api/contractors/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useWorksOrders(open: boolean) {
  return useQuery({
    queryKey: worksKeys.orders(open),
    queryFn: async () =>
      (await data(api.GET("/api/works-orders", { params: { query: open ? { open: "true" } : {} } }))).items,
  });
}

export function useWorksOrder(id: string) {
  return useQuery({
    queryKey: worksKeys.order(id),
    queryFn: async () => (await data(api.GET("/api/works-orders/{id}", { params: { path: { id } } }))).order,
    retry: noRetryOn4xx,
  });
}

/** Every action on one order; each answers the order (and, when a link is issued, its URL). */
export function useOrderActions(id: string) {
  const refresh = useRefresh();
  const path = { params: { path: { id } } };
  return {
    decide: useMutation({
      mutationFn: (body: { decision: "approve" | "reject"; note?: string | null }) =>
        data(api.POST("/api/works-orders/{id}/approval", { ...path, body })),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: () => data(api.POST("/api/works-orders/{id}/cancel", path)),
      onSuccess: refresh,
    }),
    reissue: useMutation({
      mutationFn: () => data(api.POST("/api/works-orders/{id}/link", path)),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: () => data(api.DELETE("/api/works-orders/{id}/link", path)),
      onSuccess: refresh,
    }),
    approveInvoice: useMutation({
      mutationFn: (resolveTicket: boolean) =>
        data(api.POST("/api/works-orders/{id}/invoice/approval", { ...path, body: { resolveTicket } })),
      onSuccess: refresh,
    }),
  };
}

export function useApprovalLimit(propertyId: string) {
  return useQuery({
    queryKey: worksKeys.limit(propertyId),
    queryFn: async () =>
      (await data(api.GET("/api/works-settings/{id}", { params: { path: { id: propertyId } } }))).limit,
  });
}

export function useSetApprovalLimit(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (approvalLimitPence: number) =>
      (
        await data(
          api.PUT("/api/works-settings/{id}", {
            params: { path: { id: propertyId } },
            body: { approvalLimitPence },
          }),
        )
      ).limit,
    onSuccess: (limit) => qc.setQueryData(worksKeys.limit(propertyId), limit),
  });
}

// ---- The contractor's page --------------------------------------------------------------------

export function useContractorJob(token: string) {
  return useQuery({
    queryKey: worksKeys.job(token),
    queryFn: async () => (await data(api.GET("/api/works/{token}", { params: { path: { token } } }))).job,
    retry: noRetryOn4xx,
  });
}

export function useJobActions(token: string) {
  const qc = useQueryClient();
  const path = { params: { path: { token } } };
  const set = (r: { job: unknown }) => qc.setQueryData(worksKeys.job(token), r.job);
  return {
    respond: useMutation({
      mutationFn: (body: { action: "accept" } | { action: "decline"; reason?: string | null }) =>
        data(api.POST("/api/works/{token}/response", { ...path, body })),
      onSuccess: set,
    }),
    propose: useMutation({
      mutationFn: (appointmentAt: string) =>
        data(api.POST("/api/works/{token}/appointment", { ...path, body: { appointmentAt } })),
      onSuccess: set,
    }),
    done: useMutation({
      mutationFn: () => data(api.POST("/api/works/{token}/done", path)),
      onSuccess: set,
    }),
    refresh: () => qc.invalidateQueries({ queryKey: worksKeys.job(token) }),
  };
}
