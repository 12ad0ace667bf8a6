import { isOneOf } from "@shared/one-of";
import { paymentMethods, paymentStatuses } from "@shared/schemas/tenancies";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiDownload } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";

/** The list filters as they stand in the URL ("" = not set). */
export interface PaymentFilters {
  status: string;
  method: string;
  from: string;
  to: string;
  property: string;
  landlordId: string;
}

export const adminPaymentKeys = {
  all: ["admin-payments"] as const,
  list: (f: PaymentFilters, page: number) => ["admin-payments", "list", f, page] as const,
  landlords: ["admin-payments", "landlords"] as const,
};

function filterQuery(f: PaymentFilters) {
  return {
    status: isOneOf(paymentStatuses, f.status) ? f.status : undefined,
    method: isOneOf(paymentMethods, f.method) ? f.method : undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    property: f.property || undefined,
    landlordId: f.landlordId || undefined,
  };
}

/** A page of every payment on the platform with totals over all matching ones. */
export function useAdminPayments(f: PaymentFilters, page: number, enabled: boolean) {
  return useQuery({
    queryKey: adminPaymentKeys.list(f, page),
    queryFn: () => data(api.GET("/api/admin/payments", { params: { query: { ...filterQuery(f), page } } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Landlords for the filter menu. */
export function useLandlordOptions() {
  return useQuery({
    queryKey: adminPaymentKeys.landlords,
    queryFn: () => data(api.GET("/api/manage/landlords")),
    staleTime: 60_000,
  });
}

/** Downloads the filtered payments as CSV (a sensitive export: the server may ask for the password). */
export function exportPayments(f: PaymentFilters) {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(filterQuery(f))) if (v) query.set(k, v);
  return apiDownload(`/api/admin/payments/export.csv?${query}`, "payments.csv");
}
