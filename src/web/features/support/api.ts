import type { Paged } from "@shared/schemas/admin";
import type {
  ContactMessage,
  CreateTicketInput,
  NotificationList,
  Person,
  SupportSummary,
  TicketDetail,
  TicketMessage,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from "@shared/schemas/support";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api";

export type TicketFilters = Partial<
  Record<
    "q" | "status" | "category" | "priority" | "propertyId" | "assigned" | "overdue" | "mine" | "sort",
    string
  >
> & { page?: number; pageSize?: number };

function toParams(filters: TicketFilters) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== "") params.set(k, String(v));
  return params;
}

export const supportKeys = {
  all: ["support"] as const,
  list: (f: TicketFilters) => ["support", "tickets", f] as const,
  ticket: (id: string) => ["support", "ticket", id] as const,
  summary: ["support", "summary"] as const,
};

export function useTickets(filters: TicketFilters) {
  return useQuery({
    queryKey: supportKeys.list(filters),
    queryFn: () => apiFetch<Paged<TicketSummary>>(`/api/support/tickets?${toParams(filters)}`),
    placeholderData: keepPreviousData,
  });
}

export function useSupportSummary() {
  return useQuery({
    queryKey: supportKeys.summary,
    queryFn: () => apiFetch<SupportSummary>("/api/support/summary"),
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: () => apiFetch<TicketDetail>(`/api/support/tickets/${encodeURIComponent(id)}`),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });
}

export function useSupportProperties(enabled: boolean) {
  return useQuery({
    queryKey: ["support", "properties"],
    queryFn: () => apiFetch<{ items: { id: string; title: string }[] }>("/api/support/properties"),
    enabled,
  });
}

export function useStaff(enabled = true) {
  return useQuery({
    queryKey: ["support", "staff"],
    queryFn: () => apiFetch<{ items: Person[] }>("/api/support/staff"),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCreateTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicketInput) =>
      apiFetch<TicketDetail>("/api/support/tickets", { method: "POST", json: input }),
    onSuccess: (data) => {
      qc.setQueryData(supportKeys.ticket(data.ticket.id), data);
      return qc.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
}

export function useTicketActions(id: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: supportKeys.all });
  const reply = useMutation({
    mutationFn: (input: { body: string; internal: boolean }) =>
      apiFetch<{ message: TicketMessage }>(`/api/support/tickets/${id}/messages`, {
        method: "POST",
        json: input,
      }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: (input: {
      status?: TicketStatus;
      priority?: TicketPriority;
      assigneeId?: string | null;
      propertyId?: string | null;
    }) => apiFetch<TicketDetail>(`/api/support/tickets/${id}`, { method: "PATCH", json: input }),
    onSuccess: (data) => qc.setQueryData(supportKeys.ticket(id), data),
    onSettled: refresh,
  });
  return { reply, update };
}

export function useBulkAssign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketIds: string[]; assigneeId: string | null }) =>
      apiFetch<{ updated: number }>("/api/support/tickets/bulk-assign", { method: "POST", json: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export function useContactMessages(filters: { status: string; page: number }) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: "20" });
  if (filters.status) params.set("status", filters.status);
  return useQuery({
    queryKey: ["contact-messages", filters],
    queryFn: () => apiFetch<Paged<ContactMessage>>(`/api/admin/contact-messages?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateContactMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessage["status"] }) =>
      apiFetch<{ message: ContactMessage }>(`/api/admin/contact-messages/${id}`, {
        method: "PATCH",
        json: { status },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["contact-messages"] }),
  });
}

export const notificationsKey = ["notifications"] as const;

export function useNotifications(pollMs: number | false) {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: () => apiFetch<NotificationList>("/api/notifications"),
    refetchInterval: pollMs,
    staleTime: 10_000,
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiFetch<{ unread: number }>("/api/notifications/read", { method: "POST", json: ids ? { ids } : {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsKey }),
  });
}
