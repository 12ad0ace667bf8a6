import type { Role } from "@shared/permissions";
import type { AdminUser, Paged, WaitlistEntry } from "@shared/schemas/admin";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api";

export interface UserFilters {
  q: string;
  role: string;
  status: string;
  page: number;
}

export function useUsers(filters: UserFilters) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: "20" });
  if (filters.q) params.set("q", filters.q);
  if (filters.role) params.set("role", filters.role);
  if (filters.status) params.set("status", filters.status);
  return useQuery({
    queryKey: ["admin-users", filters],
    queryFn: () => apiFetch<Paged<AdminUser>>(`/api/admin/users?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useUserActions() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: ["admin-users"] });
  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiFetch<{ user: AdminUser }>(`/api/admin/users/${id}/role`, { method: "PATCH", json: { role } }),
    onSettled: done,
  });
  const setSuspended = useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) =>
      apiFetch<{ user: AdminUser }>(`/api/admin/users/${id}/${suspended ? "suspend" : "restore"}`, {
        method: "POST",
        json: {},
      }),
    onSettled: done,
  });
  return { changeRole, setSuspended };
}

export function useWaitlist() {
  return useQuery({
    queryKey: ["waitlist"],
    queryFn: () => apiFetch<{ items: WaitlistEntry[] }>("/api/admin/waitlist"),
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: "landlord" | "tenant" | "agent" }) =>
      apiFetch<{ email: string; expiresAt: string }>("/api/admin/invitations", {
        method: "POST",
        json: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["waitlist"] }),
  });
}
