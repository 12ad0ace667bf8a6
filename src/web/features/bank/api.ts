import type { BankImportResult, BankLineStatus, BankPreview, ConfirmInput } from "@shared/schemas/bank";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import { uploadFile } from "@web/lib/upload";

/** Query keys of bank reconciliation. Payments change tenancy ledgers and the money pages too. */
export const bankKeys = {
  all: ["bank"] as const,
  lines: (status: BankLineStatus | "", offset: number) => [...bankKeys.all, "lines", status, offset] as const,
  imports: () => [...bankKeys.all, "imports"] as const,
  targets: () => [...bankKeys.all, "targets"] as const,
};
/** Other features' prefixes a confirmation changes (tenancy ledgers, dashboards, money pages). */
const touched = [["tenancies"], ["dashboards"], ["analytics"], ["money"]] as const;

export const PAGE_SIZE = 50;

export function useBankLines(status: BankLineStatus | "", offset: number) {
  return useQuery({
    queryKey: bankKeys.lines(status, offset),
    queryFn: () =>
      data(
        api.GET("/api/money/bank/lines", {
          params: { query: { ...(status ? { status } : {}), limit: PAGE_SIZE, offset } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBankTargets() {
  return useQuery({
    queryKey: bankKeys.targets(),
    queryFn: () => data(api.GET("/api/money/bank/targets")),
    staleTime: 60_000,
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => {
    for (const key of touched) void qc.invalidateQueries({ queryKey: key });
    return qc.invalidateQueries({ queryKey: bankKeys.all });
  };
}

export function useConfirmLines() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ConfirmInput) => data(api.POST("/api/money/bank/lines/confirm", { body })),
    onSuccess: refresh,
  });
}

export function useIgnoreLines() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { lineIds: string[]; ignored: boolean }) =>
      data(api.POST("/api/money/bank/lines/ignore", { body })),
    onSuccess: refresh,
  });
}

export function useUndoLine() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (lineId: string) =>
      data(api.POST("/api/money/bank/lines/{lineId}/undo", { params: { path: { lineId } } })),
    onSuccess: refresh,
  });
}

/** Reads a statement without storing it (format, CSV headers and first rows), with progress. */
export const previewStatement = (file: File, onProgress: (f: number) => void) =>
  uploadFile<BankPreview>({ path: "/api/money/bank/preview", file, key: "preview", onProgress });

/** Imports a statement (with the CSV mapping), with progress. */
export const importStatement = (
  file: File,
  mapping: Record<string, string> | null,
  onProgress: (f: number) => void,
) =>
  uploadFile<BankImportResult>({
    path: "/api/money/bank/imports",
    file,
    key: "result",
    fields: { mapping: mapping ? JSON.stringify(mapping) : undefined },
    onProgress,
  });

export function useRefreshBank() {
  return useRefresh();
}
