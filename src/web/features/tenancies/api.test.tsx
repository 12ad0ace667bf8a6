import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { stubApi } from "@web/test/render";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useAddPayment, useChangeStatus } from "./api";
import { payment, tenancy } from "./tenancies.factories";

/** A query cache holding one inactive query per feature list a tenancy change may touch. */
function cacheWithLists() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keys = {
    properties: ["properties", "managed", { page: 1 }],
    tenancies: ["tenancies", "list", {}],
    dashboard: ["dashboards", "landlord", { range: "3m" }],
    analytics: ["analytics", "admin", { range: "3m" }],
    blogs: ["blogs", {}],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { wrapper, invalidated };
}

describe("tenancies data layer", () => {
  it("refreshes property lists and dashboards when a tenancy becomes active", async () => {
    stubApi({ "POST /api/tenancies/t-1/status": () => ({ tenancy: tenancy() }) });
    const { wrapper, invalidated } = cacheWithLists();
    const { result } = renderHook(() => useChangeStatus("t-1"), { wrapper });
    await result.current.mutateAsync({ status: "active" });
    await waitFor(() => expect(invalidated()).toEqual(["properties", "tenancies", "dashboard", "analytics"]));
  });

  it("leaves property lists alone when a payment is recorded", async () => {
    stubApi({ "POST /api/tenancies/t-1/payments": () => ({ payment: payment(), tenancy: tenancy() }) });
    const { wrapper, invalidated } = cacheWithLists();
    const { result } = renderHook(() => useAddPayment("t-1", "record"), { wrapper });
    await result.current.mutateAsync({
      key: "k-1",
      input: { amount: 100, paidOn: "2026-11-20", method: "cash" },
    });
    await waitFor(() => expect(invalidated()).toEqual(["tenancies", "dashboard", "analytics"]));
  });
});
