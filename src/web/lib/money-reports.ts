import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "./api-client";

/**
 * Query keys of the money reports (yield, cash flow, MTD), shared by the money feature and the
 * pages that show the yield card (components/money, fed by useMoneyOverview: the landlord home
 * and analytics). Every key starts with "money" so one change to
 * the books (an expense, a payment) can refresh them all by prefix.
 */
export const moneyReportKeys = {
  all: ["money"] as const,
  overview: (months: number) => ["money", "overview", months] as const,
  mtd: (q: { taxYear: string; consolidated: boolean }) => ["money", "mtd", q] as const,
};

/** Yields per home and portfolio and the monthly cash flow of the last `months` months. */
export function useMoneyOverview(months = 12) {
  return useQuery({
    queryKey: moneyReportKeys.overview(months),
    queryFn: () => data(api.GET("/api/money/overview", { params: { query: { months } } })),
    // Changing the months keeps the page (and a chart shown as a table) while the new figures load.
    placeholderData: keepPreviousData,
  });
}
