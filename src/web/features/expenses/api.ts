import type { Expense, ExpenseList, ImportPreview, ImportResult } from "@shared/schemas/expenses";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";
import { uploadFile } from "@web/lib/upload";

export type ExpenseBody = paths["/api/money/expenses"]["post"]["requestBody"]["content"]["application/json"];
export type ExpenseFilters = NonNullable<paths["/api/money/expenses"]["get"]["parameters"]["query"]>;

/** Query keys of expenses; every change refreshes everything under `all` (lists and totals). */
export const expenseKeys = {
  all: ["money", "expenses"] as const,
  list: (filters: ExpenseFilters) => ["money", "expenses", "list", filters] as const,
};

export function useExpenses(filters: ExpenseFilters) {
  return useQuery({
    queryKey: expenseKeys.list(filters),
    queryFn: async (): Promise<ExpenseList> =>
      data(api.GET("/api/money/expenses", { params: { query: filters } })),
    placeholderData: (previous) => previous,
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: expenseKeys.all });
}

export function useSaveExpense() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: ExpenseBody }): Promise<Expense> =>
      (
        await (id
          ? data(api.PUT("/api/money/expenses/{id}", { params: { path: { id } }, body }))
          : data(api.POST("/api/money/expenses", { body })))
      ).expense,
    onSuccess: refresh,
  });
}

export function useDeleteExpense() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE("/api/money/expenses/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useDeleteReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      data(api.DELETE("/api/money/expenses/{id}/receipt", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export const receiptUrl = (id: string) => `/api/money/expenses/${id}/receipt`;
export const templateUrl = "/api/money/expenses/import/template.csv";

/** Uploads a receipt with progress (XMLHttpRequest); resolves with the expense. */
export const uploadReceipt = (id: string, file: File, onProgress: (f: number) => void) =>
  uploadFile<Expense>({ path: receiptUrl(id), file, key: "expense", onProgress });

type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, string> } };

/** Sends a CSV to preview (nothing written) or to confirm (all rows or none); 4xx → ApiRequestError. */
async function sendImport<T>(step: "preview" | "confirm", file: File): Promise<T> {
  const form = new FormData();
  form.append("file", file, file.name);
  const res = await fetch(`/api/money/expenses/import/${step}`, {
    method: "POST",
    body: form,
    headers: { Accept: "application/json" },
  });
  const body = (await res.json().catch(() => ({}))) as T & ErrorBody;
  if (!res.ok) {
    throw new ApiRequestError(
      res.status,
      body.error?.code ?? "import_failed",
      body.error?.message ?? `The import failed (${res.status}).`,
      body.error?.fields,
    );
  }
  return body;
}

export const previewImport = (file: File) => sendImport<ImportPreview>("preview", file);

export function useConfirmImport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => sendImport<ImportResult>("confirm", file),
    onSuccess: refresh,
  });
}
