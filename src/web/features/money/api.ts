import type { MtdFigures } from "@shared/schemas/mtd";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import { moneyReportKeys } from "@web/lib/money-reports";

export { moneyReportKeys, useMoneyOverview } from "@web/lib/money-reports";

/** The caller's MTD figures for a tax year (optionally with consolidated expenses). */
export function useMtd(taxYear: string, consolidated: boolean) {
  return useQuery({
    queryKey: moneyReportKeys.mtd({ taxYear, consolidated }),
    queryFn: (): Promise<MtdFigures> =>
      data(
        api.GET("/api/money/mtd", {
          params: { query: { taxYear, consolidated: consolidated ? "true" : "false" } },
        }),
      ) as Promise<MtdFigures>,
    placeholderData: keepPreviousData,
  });
}

/** Links to the MTD files (plain downloads: the server names them). */
export const mtdFiles = {
  csv: (taxYear: string, quarter: number, consolidated: boolean) =>
    `/api/money/mtd/export.csv?taxYear=${taxYear}&quarter=${quarter}${consolidated ? "&consolidated=true" : ""}`,
  json: (taxYear: string, quarter: number, consolidated: boolean) =>
    `/api/money/mtd/export.json?taxYear=${taxYear}&quarter=${quarter}${consolidated ? "&consolidated=true" : ""}`,
  records: (taxYear: string) => `/api/money/mtd/transactions.csv?taxYear=${taxYear}`,
};
