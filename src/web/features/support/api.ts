import type {
  ContactMessage,
  CreateTicketInput,
  TicketAttachment,
  TicketPriority,
  TicketStatus,
} from "@shared/schemas/support";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";
import { uploadFile } from "@web/lib/upload";
import { useEffect, useState } from "react";

/** Ticket list filters as the pages keep them (URL strings; empty means "any"). */
export type TicketFilters = Partial<
  Record<
    "q" | "status" | "category" | "priority" | "propertyId" | "assigned" | "overdue" | "mine" | "sort",
    string
  >
> & { page?: number; pageSize?: number };

type TicketQuery = NonNullable<paths["/api/support/tickets"]["get"]["parameters"]["query"]>;

/** Drops empty filters; the server validates the rest (a bad value answers 400 as before). */
function ticketQuery(filters: TicketFilters): TicketQuery {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== "") out[k] = v;
  return out as TicketQuery;
}

export const supportKeys = {
  all: ["support"] as const,
  list: (f: TicketFilters) => ["support", "tickets", f] as const,
  ticket: (id: string) => ["support", "ticket", id] as const,
  summary: ["support", "summary"] as const,
  properties: ["support", "properties"] as const,
  staff: ["support", "staff"] as const,
  contactMessages: (f?: { status: string; page: number }): readonly unknown[] => [
    "contact-messages",
    ...(f ? [f] : []),
  ],
};

export const notificationsKey = ["notifications"] as const;

export function useTickets(filters: TicketFilters) {
  return useQuery({
    queryKey: supportKeys.list(filters),
    queryFn: () => data(api.GET("/api/support/tickets", { params: { query: ticketQuery(filters) } })),
    placeholderData: keepPreviousData,
  });
}

export function useSupportSummary() {
  return useQuery({
    queryKey: supportKeys.summary,
    queryFn: () => data(api.GET("/api/support/summary")),
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: () => data(api.GET("/api/support/tickets/{id}", { params: { path: { id } } })),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 1,
  });
}

export function useSupportProperties(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.properties,
    queryFn: () => data(api.GET("/api/support/properties")),
    enabled,
  });
}

export function useStaff(enabled = true) {
  return useQuery({
    queryKey: supportKeys.staff,
    queryFn: () => data(api.GET("/api/support/staff")),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCreateTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicketInput) => data(api.POST("/api/support/tickets", { body: input })),
    onSuccess: (created) => {
      qc.setQueryData(supportKeys.ticket(created.ticket.id), created);
      return qc.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
}

export interface TicketUpdate {
  status?: TicketStatus;
  priority?: TicketPriority;
  assigneeId?: string | null;
  propertyId?: string | null;
}

export function useTicketActions(id: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: supportKeys.all });
  const reply = useMutation({
    mutationFn: (input: { body: string; internal: boolean }) =>
      data(api.POST("/api/support/tickets/{id}/messages", { params: { path: { id } }, body: input })),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: (input: TicketUpdate) =>
      data(api.PATCH("/api/support/tickets/{id}", { params: { path: { id } }, body: input })),
    onSuccess: (detail) => qc.setQueryData(supportKeys.ticket(id), detail),
    onSettled: refresh,
  });
  return { reply, update };
}

/** Refetches one ticket now (e.g. after attachments were added to a reply). */
export function useRefreshTicket(id: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: supportKeys.ticket(id) });
}

export function useBulkAssign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketIds: string[]; assigneeId: string | null }) =>
      data(api.POST("/api/support/tickets/bulk-assign", { body: input })),
    onSettled: () => qc.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

/** Uploads one file to a ticket with progress; resolves with the stored attachment. */
export function uploadAttachment(
  ticketId: string,
  file: File,
  onProgress: (fraction: number) => void,
  messageId?: string,
): Promise<TicketAttachment> {
  return uploadFile<TicketAttachment>({
    path: `/api/support/tickets/${encodeURIComponent(ticketId)}/attachments`,
    file,
    key: "attachment",
    fields: { messageId },
    onProgress,
  }).promise;
}

export function useContactMessages(filters: { status: string; page: number }) {
  const status = (filters.status || undefined) as ContactMessage["status"] | undefined;
  return useQuery({
    queryKey: supportKeys.contactMessages(filters),
    queryFn: () =>
      data(
        api.GET("/api/admin/contact-messages", {
          params: { query: { page: filters.page, pageSize: 20, ...(status ? { status } : {}) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateContactMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessage["status"] }) =>
      data(api.PATCH("/api/admin/contact-messages/{id}", { params: { path: { id } }, body: { status } })),
    onSettled: () => qc.invalidateQueries({ queryKey: supportKeys.contactMessages() }),
  });
}

export function useNotifications(pollMs: number | false) {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: () => data(api.GET("/api/notifications")),
    refetchInterval: pollMs,
    staleTime: 10_000,
  });
}

/**
 * Follows the unread count live over server-sent events; when the stream fails (a proxy
 * that buffers, an old browser) it falls back to polling.
 */
export function useLiveUnread(enabled: boolean): boolean {
  const qc = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/notifications/stream");
    let seen = false;
    source.addEventListener("unread", (e) => {
      setLive(true);
      const { unread } = JSON.parse((e as MessageEvent<string>).data) as { unread: number };
      const cached = qc.getQueryData<{ unread: number }>(notificationsKey);
      // The first event only confirms the count we already have; later ones mean news.
      if (!cached || cached.unread !== unread || seen)
        void qc.invalidateQueries({ queryKey: notificationsKey });
      seen = true;
    });
    source.onerror = () => {
      // Closed for good (e.g. signed out): poll instead. Transient drops reconnect by themselves.
      if (source.readyState === EventSource.CLOSED) setLive(false);
    };
    return () => {
      source.close();
      setLive(false);
    };
  }, [enabled, qc]);
  return live;
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => data(api.POST("/api/notifications/read", { body: ids ? { ids } : {} })),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsKey }),
  });
}
