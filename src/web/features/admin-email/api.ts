import { isOneOf } from "@shared/one-of";
import { type OutboxPage, outboxStatuses } from "@shared/schemas/email";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

export interface OutboxFilters {
  status: string;
  q: string;
  page: number;
}

export const emailKeys = {
  all: ["admin-email"] as const,
  list: (f: OutboxFilters) => ["admin-email", "list", f] as const,
};

/** A page of the outbox with counts per status; refreshed every 15 s while the page is open. */
export function useOutbox(f: OutboxFilters) {
  return useQuery({
    queryKey: emailKeys.list(f),
    // The document types `counts` as a partial record; the server fills every status (OutboxPage).
    queryFn: async (): Promise<OutboxPage> =>
      (await data(
        api.GET("/api/admin/email", {
          params: {
            query: {
              status: isOneOf(outboxStatuses, f.status) ? f.status : undefined,
              q: f.q || undefined,
              page: f.page,
              pageSize: 25,
            },
          },
        }),
      )) as OutboxPage,
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** Queues a failed or waiting e-mail for delivery now. */
export function useRetryEmail(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.POST("/api/admin/email/{id}/retry", { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
