import type { GenerateStatement } from "@shared/schemas/statements";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

/** Query keys of owner statements: `all` prefixes every list and detail. */
export const statementKeys = {
  all: ["statements"] as const,
  list: (page: number, ownerId: string) => [...statementKeys.all, "list", page, ownerId] as const,
  detail: (id: string) => [...statementKeys.all, "detail", id] as const,
  owners: () => [...statementKeys.all, "owners"] as const,
};

/** Where the PDF of a statement is served (opened in a new tab). */
export const statementPdfUrl = (id: string) => `/api/money/statements/${id}/pdf`;

export function useStatements(page: number, ownerId: string) {
  return useQuery({
    queryKey: statementKeys.list(page, ownerId),
    queryFn: () =>
      data(
        api.GET("/api/money/statements", {
          params: { query: { page, pageSize: 24, ...(ownerId ? { ownerId } : {}) } },
        }),
      ),
    placeholderData: (prev) => prev,
  });
}

export function useStatementOwners() {
  return useQuery({
    queryKey: statementKeys.owners(),
    queryFn: () => data(api.GET("/api/money/statement-owners")),
    staleTime: 60_000,
  });
}

export function useStatement(id: string) {
  return useQuery({
    queryKey: statementKeys.detail(id),
    queryFn: () => data(api.GET("/api/money/statements/{id}", { params: { path: { id } } })),
  });
}

export function useGenerateStatement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateStatement) => data(api.POST("/api/money/statements", { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: statementKeys.all }),
  });
}
