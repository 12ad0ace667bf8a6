/** Handlers of the MTD figures and exports: validated query, the caller, one service call. */
import { today as londonToday } from "@shared/dates";
import { currentUser } from "../../auth/session";
import { csvHeaders } from "../../lib/csv";
import { dbOf, type Handler } from "../../lib/handler-kit";
import type * as r from "./routes";
import { mtdFigures } from "./service";
import { quarterCsv, quarterExport, quarterJson, transactionsCsv } from "./service-exports";

export const getMtd: Handler<typeof r.mtdRoute> = async (c) =>
  c.json(await mtdFigures(dbOf(c), currentUser(c), c.req.valid("query")), 200);

export const exportCsv: Handler<typeof r.mtdCsvRoute> = async (c) => {
  const q = c.req.valid("query");
  const data = await quarterExport(dbOf(c), currentUser(c), q);
  // "mtd-2026-27-q2-<today>.csv"
  return c.body(
    quarterCsv(data),
    200,
    csvHeaders(`mtd-${data.figures.taxYear}-q${q.quarter}`, londonToday()),
  ) as never;
};

export const exportJson: Handler<typeof r.mtdJsonRoute> = async (c) => {
  const q = c.req.valid("query");
  const data = await quarterExport(dbOf(c), currentUser(c), q);
  return c.json(quarterJson(data), 200, {
    "Content-Disposition": `attachment; filename="mtd-${data.figures.taxYear}-q${q.quarter}-${londonToday()}.json"`,
    "Cache-Control": "private, no-store",
  });
};

export const exportTransactions: Handler<typeof r.mtdTransactionsRoute> = async (c) => {
  const { csv, taxYear } = await transactionsCsv(dbOf(c), currentUser(c), c.req.valid("query"));
  return c.body(csv, 200, csvHeaders(`mtd-records-${taxYear}`, londonToday())) as never;
};
