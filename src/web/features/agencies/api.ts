import type { AgencyInput } from "@shared/schemas/agencies";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

/** Query keys of agencies: the agent's agency, the landlord's engagements, agency search. */
export const agencyKeys = {
  all: ["agencies"] as const,
  mine: () => [...agencyKeys.all, "mine"] as const,
  engagements: () => [...agencyKeys.all, "engagements"] as const,
  search: (q: string) => [...agencyKeys.all, "search", q] as const,
};

export function useMyAgency() {
  return useQuery({ queryKey: agencyKeys.mine(), queryFn: () => data(api.GET("/api/agency")) });
}

/** A mutation answering the caller's agency, which replaces the cached one. */
function useAgencyMutation<V>(fn: (v: V) => ReturnType<typeof mine>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (d) => qc.setQueryData(agencyKeys.mine(), d) });
}
const mine = () => data(api.GET("/api/agency"));

export const useCreateAgency = () =>
  useAgencyMutation((body: AgencyInput) => data(api.POST("/api/agency", { body: body as never })));
export const useUpdateAgency = () =>
  useAgencyMutation((body: AgencyInput) => data(api.PUT("/api/agency", { body: body as never })));
export const useInviteMember = () =>
  useAgencyMutation((body: { email: string; role: "owner" | "manager" | "negotiator" | "accounts" }) =>
    data(api.POST("/api/agency/invitations", { body })),
  );
export const useRevokeInvitation = () =>
  useAgencyMutation((id: string) =>
    data(api.DELETE("/api/agency/invitations/{id}", { params: { path: { id } } })),
  );
export const useChangeMemberRole = () =>
  useAgencyMutation((v: { id: string; role: "owner" | "manager" | "negotiator" | "accounts" }) =>
    data(api.PATCH("/api/agency/members/{id}", { params: { path: { id: v.id } }, body: { role: v.role } })),
  );
export const useRemoveMember = () =>
  useAgencyMutation((id: string) =>
    data(api.DELETE("/api/agency/members/{id}", { params: { path: { id } } })),
  );
export const useAcceptAgencyInvitation = () =>
  useAgencyMutation((token: string) => data(api.POST("/api/agency-invitations/accept", { body: { token } })));

/** Removes the agency's logo; the agency is read again (every summary carries the logo). */
export function useRemoveAgencyLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.DELETE("/api/agency/logo")),
    onSuccess: () => qc.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}

export function useInviteLandlord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => data(api.POST("/api/agency/engagements", { body: { email } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}

export function useEngagements() {
  return useQuery({
    queryKey: agencyKeys.engagements(),
    queryFn: async () => (await data(api.GET("/api/engagements"))).items,
  });
}

export function useAgencySearch(q: string) {
  return useQuery({
    queryKey: agencyKeys.search(q),
    queryFn: async () => (await data(api.GET("/api/agencies", { params: { query: { q } } }))).items,
    enabled: q.trim().length >= 2,
  });
}

export function useRequestEngagement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (agencyId: string) => data(api.POST("/api/engagements", { body: { agencyId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}

/** Accept or end an engagement (either side); refreshes both sides' views. */
export function useEngagementAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; action: "accept" | "end"; token?: string }) =>
      v.action === "accept"
        ? data(
            api.POST("/api/engagements/{id}/accept", {
              params: { path: { id: v.id } },
              body: v.token ? { token: v.token } : {},
            }),
          )
        : data(api.POST("/api/engagements/{id}/end", { params: { path: { id: v.id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}
