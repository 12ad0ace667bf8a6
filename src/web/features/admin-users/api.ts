import type { Role } from "@shared/permissions";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

export interface UserFilters {
  q: string;
  role: string;
  status: string;
  page: number;
}

export const adminUserKeys = {
  all: ["admin-users"] as const,
  lists: ["admin-users", "list"] as const,
  list: (f: UserFilters) => ["admin-users", "list", f] as const,
  waitlist: ["admin-users", "waitlist"] as const,
};

export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: adminUserKeys.list(filters),
    queryFn: () =>
      data(
        api.GET("/api/admin/users", {
          params: {
            query: {
              page: filters.page,
              pageSize: 20,
              q: filters.q || undefined,
              role: (filters.role || undefined) as Role | undefined,
              status: (filters.status || undefined) as "active" | "suspended" | undefined,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      data(api.PATCH("/api/admin/users/{id}/role", { params: { path: { id } }, body: { role } })),
    onSettled: () => qc.invalidateQueries({ queryKey: adminUserKeys.lists }),
  });
}

/** Suspends (signing the person out everywhere) or restores an account. */
export function useSetSuspended() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) =>
      suspended
        ? data(api.POST("/api/admin/users/{id}/suspend", { params: { path: { id } } }))
        : data(api.POST("/api/admin/users/{id}/restore", { params: { path: { id } } })),
    onSettled: () => qc.invalidateQueries({ queryKey: adminUserKeys.lists }),
  });
}

export function useWaitlist() {
  return useQuery({
    queryKey: adminUserKeys.waitlist,
    queryFn: () => data(api.GET("/api/admin/waitlist")),
  });
}

/** E-mails a sign-up link to someone on the waitlist. */
export function useInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: "landlord" | "tenant" | "agent" }) =>
      data(api.POST("/api/admin/invitations", { body })),
    onSettled: () => qc.invalidateQueries({ queryKey: adminUserKeys.waitlist }),
  });
}
