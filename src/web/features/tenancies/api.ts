import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";
import { type PaymentFilters, tenancyKeys } from "@web/lib/tenancy-keys";

export { tenancyKeys } from "@web/lib/tenancy-keys";

/**
 * Other features' lists that show what a tenancy change alters, invalidated by key prefix (no
 * import across features): property lists show let/available; the dashboards and the analytics
 * (the admin home) show rent, arrears and occupancy; the compliance clock shows duties that
 * documents and tenancies change. These are the `all` prefixes of propertyKeys, dashboardKeys
 * (src/web/features/dashboards/api.ts), analyticsKeys and complianceKeys (src/web/lib/compliance-keys.ts).
 */
const propertyListsPrefix = ["properties"] as const;
const dashboardPrefixes = [["dashboards"], ["analytics"], ["compliance"]] as const;

type TenancyListQuery = NonNullable<paths["/api/tenancies"]["get"]["parameters"]["query"]>;
type PaymentListQuery = NonNullable<paths["/api/payments"]["get"]["parameters"]["query"]>;
type JsonBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;
export type TenancyInput = JsonBody<"/api/tenancies">;
export type PaymentRecord = JsonBody<"/api/tenancies/{id}/payments">;
export type PaymentReport = JsonBody<"/api/tenancies/{id}/payments/report">;
type TenancyInvitationAccept = JsonBody<"/api/tenancy-invitations/accept">;

const notFoundNoRetry = (count: number, err: unknown) =>
  !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2;

/** Refreshes this feature's queries, the dashboards and, when `properties`, the property lists. */
export function useInvalidate({ properties = false } = {}) {
  const qc = useQueryClient();
  return () => {
    for (const key of dashboardPrefixes) void qc.invalidateQueries({ queryKey: key });
    if (properties) void qc.invalidateQueries({ queryKey: propertyListsPrefix });
    return qc.invalidateQueries({ queryKey: tenancyKeys.all });
  };
}

export function useTenancies(filters: Record<string, string> = {}) {
  // Filters come from the URL; the server checks their values (400 on a bad one).
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as TenancyListQuery;
  return useQuery({
    queryKey: tenancyKeys.list(filters),
    queryFn: () => data(api.GET("/api/tenancies", { params: { query } })),
  });
}

export function usePayments(filters: PaymentFilters) {
  const query: PaymentListQuery = { page: filters.page, pageSize: filters.pageSize };
  if (filters.status) query.status = filters.status as PaymentListQuery["status"];
  return useQuery({
    queryKey: tenancyKeys.payments(filters),
    queryFn: () => data(api.GET("/api/payments", { params: { query } })),
    placeholderData: (prev) => prev,
  });
}

export function useTenancy(id: string) {
  return useQuery({
    queryKey: tenancyKeys.one(id),
    queryFn: async () => (await data(api.GET("/api/tenancies/{id}", { params: { path: { id } } }))).tenancy,
    retry: notFoundNoRetry,
  });
}

export function useLedger(id: string | undefined) {
  return useQuery({
    queryKey: tenancyKeys.ledger(id ?? ""),
    queryFn: () => data(api.GET("/api/tenancies/{id}/ledger", { params: { path: { id: id! } } })),
    enabled: !!id,
    retry: notFoundNoRetry,
  });
}

export function useTenancyDocuments(id: string | undefined) {
  return useQuery({
    queryKey: tenancyKeys.documents(id ?? ""),
    queryFn: () => data(api.GET("/api/tenancies/{id}/documents", { params: { path: { id: id! } } })),
    enabled: !!id,
    retry: notFoundNoRetry,
  });
}

/** Properties the signed-in landlord, agent or admin manages, for the create form. */
export function useManagedProperties() {
  return useQuery({
    queryKey: tenancyKeys.managedProperties,
    queryFn: () =>
      data(api.GET("/api/manage/properties", { params: { query: { pageSize: 100, sort: "title" } } })),
  });
}

/**
 * One managed home by id, for "Let it" on a home past the first page of the list (an agent with
 * hundreds of homes): only asked for when `id` is given and the list lacks it.
 */
export function useManagedProperty(id: string | null) {
  return useQuery({
    queryKey: tenancyKeys.managedProperty(id ?? ""),
    queryFn: () => data(api.GET("/api/manage/properties/{id}", { params: { path: { id: id ?? "" } } })),
    enabled: Boolean(id),
  });
}

export function useCreateTenancy() {
  const invalidate = useInvalidate({ properties: true });
  return useMutation({
    mutationFn: (input: TenancyInput) => data(api.POST("/api/tenancies", { body: input })),
    onSuccess: invalidate,
  });
}

/** Activates a draft (the property becomes let) or ends a tenancy (it becomes available). */
export function useChangeStatus(id: string) {
  const invalidate = useInvalidate({ properties: true });
  return useMutation({
    mutationFn: (body: { status: "active" | "ended"; endDate?: string | null }) =>
      data(api.POST("/api/tenancies/{id}/status", { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}

/** "Send again": e-mails the invited tenant a fresh link (the old one stops working). */
export function useRenewInvitation(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => data(api.POST("/api/tenancies/{id}/invitation", { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/** Tenancy invitations waiting for the signed-in tenant (details only once their e-mail is proven). */
export function usePendingInvitations(enabled = true) {
  return useQuery({
    queryKey: tenancyKeys.invitations,
    queryFn: () => data(api.GET("/api/tenancy-invitations")),
    enabled,
  });
}

/** Accepts an invitation: with the e-mailed link's token, or by id from the pending list. */
export function useAcceptInvitation() {
  const invalidate = useInvalidate({ properties: true });
  return useMutation({
    mutationFn: (body: TenancyInvitationAccept) =>
      data(api.POST("/api/tenancy-invitations/accept", { body })),
    onSuccess: invalidate,
  });
}

/** Records (staff) or reports (tenant) a payment; the key makes a retried submit count once. */
export function useAddPayment(id: string, mode: "record" | "report") {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ input, key }: { input: PaymentRecord | PaymentReport; key: string }) => {
      const params = { path: { id }, header: { "idempotency-key": key } };
      return mode === "report"
        ? data(api.POST("/api/tenancies/{id}/payments/report", { params, body: input }))
        : data(api.POST("/api/tenancies/{id}/payments", { params, body: input }));
    },
    onSuccess: invalidate,
  });
}

export function usePaymentAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "confirm" | "fail" | "refund" }) =>
      data(api.POST("/api/payments/{id}/actions", { params: { path: { id } }, body: { action } })),
    onSuccess: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE("/api/documents/{id}", { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/** Asks for a fresh signed link and opens the file in a new tab. */
export async function openDocument(id: string) {
  // Open the tab synchronously (popup blockers), then point it at the signed link.
  const win = window.open("", "_blank");
  try {
    const { url } = await data(api.GET("/api/documents/{id}/link", { params: { path: { id } } }));
    if (win) win.location.href = url;
    else window.location.href = url;
  } catch (err) {
    win?.close();
    throw err;
  }
}

/** Where the browser downloads a CSV (a plain link: the session cookie goes along). */
export const csvLinks = {
  ledger: (tenancyId: string) => `/api/tenancies/${tenancyId}/ledger.csv`,
  payments: (from: string, to: string) => `/api/payments/export.csv?from=${from}&to=${to}`,
};

export const newIdempotencyKey = () => crypto.randomUUID();
