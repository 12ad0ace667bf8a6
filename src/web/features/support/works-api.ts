import type { createWorksOrderSchema } from "@shared/schemas/works";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import type { z } from "zod";
import { supportKeys } from "./api";

/** A ticket's works orders (staff) or visits (its tenant), under the support prefix. */
export const ticketWorksKey = (id: string) => [...supportKeys.ticket(id), "works"] as const;

export function useTicketWorks(ticketId: string) {
  return useQuery({
    queryKey: ticketWorksKey(ticketId),
    queryFn: () =>
      data(api.GET("/api/support/tickets/{id}/works-orders", { params: { path: { id: ticketId } } })),
  });
}

/**
 * The caller's contractor book, for choosing who to send: for a home, ranked by who covers it
 * (each with its coverage); without one, as the book lists them.
 */
export function useContractorChoices(enabled: boolean, propertyId?: string | null) {
  return useQuery({
    queryKey: propertyId ? ["works", "contractors", { propertyId }] : ["works", "contractors"],
    queryFn: async () =>
      (await data(api.GET("/api/contractors", { params: { query: propertyId ? { propertyId } : {} } })))
        .items,
    enabled,
  });
}

export function useRaiseOrder(ticketId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createWorksOrderSchema>) =>
      data(api.POST("/api/support/tickets/{id}/works-orders", { params: { path: { id: ticketId } }, body })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["works"] });
      return qc.invalidateQueries({ queryKey: ticketWorksKey(ticketId) });
    },
  });
}
