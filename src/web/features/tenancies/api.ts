import type {
  ComplianceRow,
  DocumentKind,
  Ledger,
  Payment,
  PaymentListItem,
  PaymentRecord,
  PaymentReport,
  Tenancy,
  TenancyDocument,
  TenancyInput,
} from "@shared/schemas/tenancies";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiFetch } from "@web/lib/api";
import { uploadFile } from "@web/lib/upload";

export const tenancyKeys = {
  all: ["tenancies"] as const,
  list: (f: Record<string, string>) => ["tenancies", "list", f] as const,
  one: (id: string) => ["tenancies", "one", id] as const,
  ledger: (id: string) => ["tenancies", "ledger", id] as const,
  documents: (id: string) => ["tenancies", "documents", id] as const,
  compliance: ["tenancies", "compliance"] as const,
};

const notFoundNoRetry = (count: number, err: unknown) =>
  !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2;

export function useTenancies(filters: Record<string, string> = {}) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  return useQuery({
    queryKey: tenancyKeys.list(filters),
    queryFn: () => apiFetch<{ items: Tenancy[] }>(`/api/tenancies?${params}`),
  });
}

export function usePayments(filters: { status?: string; page: number; pageSize: number }) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.status) params.set("status", filters.status);
  return useQuery({
    queryKey: ["tenancies", "payments", filters],
    queryFn: () => apiFetch<{ items: PaymentListItem[]; total: number }>(`/api/payments?${params}`),
    placeholderData: (prev) => prev,
  });
}

export function useTenancy(id: string) {
  return useQuery({
    queryKey: tenancyKeys.one(id),
    queryFn: async () =>
      (await apiFetch<{ tenancy: Tenancy }>(`/api/tenancies/${encodeURIComponent(id)}`)).tenancy,
    retry: notFoundNoRetry,
  });
}

export function useLedger(id: string | undefined) {
  return useQuery({
    queryKey: tenancyKeys.ledger(id ?? ""),
    queryFn: () => apiFetch<Ledger>(`/api/tenancies/${encodeURIComponent(id!)}/ledger`),
    enabled: !!id,
    retry: notFoundNoRetry,
  });
}

export function useTenancyDocuments(id: string | undefined) {
  return useQuery({
    queryKey: tenancyKeys.documents(id ?? ""),
    queryFn: () =>
      apiFetch<{ items: TenancyDocument[] }>(`/api/tenancies/${encodeURIComponent(id!)}/documents`),
    enabled: !!id,
    retry: notFoundNoRetry,
  });
}

export function useCompliance() {
  return useQuery({
    queryKey: tenancyKeys.compliance,
    queryFn: () => apiFetch<{ items: ComplianceRow[]; asOf: string }>("/api/compliance"),
  });
}

export interface PropertyOption {
  id: string;
  title: string;
  status: string;
  rentAmount: number;
  rentPeriod: string;
  depositAmount?: number | null;
}

/** Properties the signed-in landlord, agent or admin manages, for the create form. */
export function useManagedProperties() {
  return useQuery({
    queryKey: ["tenancies", "managed-properties"],
    queryFn: () =>
      apiFetch<{ items: PropertyOption[]; total: number }>("/api/manage/properties?pageSize=100&sort=title"),
  });
}

function useInvalidateTenancies() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: tenancyKeys.all });
}

export function useCreateTenancy() {
  const invalidate = useInvalidateTenancies();
  return useMutation({
    mutationFn: (input: TenancyInput) =>
      apiFetch<{ tenancy: Tenancy }>("/api/tenancies", { method: "POST", json: input }),
    onSuccess: invalidate,
  });
}

export function useChangeStatus(id: string) {
  const invalidate = useInvalidateTenancies();
  return useMutation({
    mutationFn: (body: { status: "active" | "ended"; endDate?: string | null }) =>
      apiFetch<{ tenancy: Tenancy }>(`/api/tenancies/${encodeURIComponent(id)}/status`, {
        method: "POST",
        json: body,
      }),
    onSuccess: invalidate,
  });
}

/** Links the invited tenant if they have an account by now, else e-mails them a fresh invitation. */
export function useRenewInvitation(id: string) {
  const invalidate = useInvalidateTenancies();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ tenancy: Tenancy; outcome: "linked" | "invited" }>(
        `/api/tenancies/${encodeURIComponent(id)}/invitation`,
        { method: "POST" },
      ),
    onSuccess: invalidate,
  });
}

/** Records (staff) or reports (tenant) a payment; the key makes a retried submit count once. */
export function useAddPayment(id: string, mode: "record" | "report") {
  const invalidate = useInvalidateTenancies();
  return useMutation({
    mutationFn: ({ input, key }: { input: PaymentRecord | PaymentReport; key: string }) =>
      apiFetch<{ payment: Payment; tenancy: Tenancy }>(
        `/api/tenancies/${encodeURIComponent(id)}/payments${mode === "report" ? "/report" : ""}`,
        { method: "POST", json: input, headers: { "Idempotency-Key": key } },
      ),
    onSuccess: invalidate,
  });
}

export function usePaymentAction() {
  const invalidate = useInvalidateTenancies();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "confirm" | "fail" | "refund" }) =>
      apiFetch<{ payment: Payment; tenancy: Tenancy }>(`/api/payments/${encodeURIComponent(id)}/actions`, {
        method: "POST",
        json: { action },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateTenancies();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/documents/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

/** Asks for a fresh signed link and opens the file in a new tab. */
export async function openDocument(id: string) {
  // Open the tab synchronously (popup blockers), then point it at the signed link.
  const win = window.open("", "_blank");
  try {
    const { url } = await apiFetch<{ url: string }>(`/api/documents/${encodeURIComponent(id)}/link`);
    if (win) win.location.href = url;
    else window.location.href = url;
  } catch (err) {
    win?.close();
    throw err;
  }
}

/**
 * Uploads a document with progress (fetch has no upload progress, so XHR). `target` is the
 * tenancy or property the document belongs to.
 */
export function uploadDocument(
  target: { tenancyId: string } | { propertyId: string },
  file: File,
  fields: { kind: DocumentKind; title?: string; issuedOn?: string; expiresOn?: string },
  onProgress: (fraction: number) => void,
): Promise<TenancyDocument> {
  const path =
    "tenancyId" in target
      ? `/api/tenancies/${encodeURIComponent(target.tenancyId)}/documents`
      : `/api/manage/properties/${encodeURIComponent(target.propertyId)}/documents`;
  return uploadFile<TenancyDocument>({ path, file, key: "document", fields, onProgress }).promise;
}

export const newIdempotencyKey = () => crypto.randomUUID();

/** "1,250.50" → 125050 pence; null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/[£,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}
