/**
 * Route declarations of Making Tax Digital figures (issue 17 item 7). MTD is an owner's own tax
 * record: landlords (owners and co-owners) read their own, admins anyone's (`ownerId`). Agents
 * are refused (403): they are never owners, and an owner's tax figures across all their homes
 * (some perhaps managed by other agents) are not theirs to read. Tenants 403.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  hmrcCumulativeSummarySchema,
  mtdExportQuerySchema,
  mtdQuerySchema,
  mtdSchema,
  mtdTransactionsQuerySchema,
} from "@shared/schemas/mtd";
import { requireRole } from "../../auth/session";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

const tags = ["money"];
const owners = requireRole("landlord", "admin");
const refusals = {
  400: errorResponse("Invalid input, or a rule refused it (the field message names it)"),
  404: errorResponse("No such owner, or not yours to see"),
  ...authErrors,
};
const csv = (description: string) => ({ description, content: { "text/csv": { schema: z.string() } } });

export const mtdRoute = createRoute({
  method: "get",
  path: "/money/mtd",
  operationId: "getMtdFigures",
  tags,
  middleware: owners,
  summary:
    "The caller's Making Tax Digital figures for a tax year: each quarter's cumulative totals by HMRC category, their share applied (admins: any owner)",
  request: { query: mtdQuerySchema },
  responses: { 200: jsonResponse(mtdSchema, "The figures"), ...refusals },
});

export const mtdCsvRoute = createRoute({
  method: "get",
  path: "/money/mtd/export.csv",
  operationId: "exportMtdCsv",
  tags,
  middleware: owners,
  summary: "One quarter's cumulative figures as CSV: a row per category with tax year, period and owner",
  request: { query: mtdExportQuerySchema },
  responses: { 200: csv("CSV file"), ...refusals },
});

export const mtdJsonRoute = createRoute({
  method: "get",
  path: "/money/mtd/export.json",
  operationId: "exportMtdJson",
  tags,
  middleware: owners,
  summary:
    "One quarter's cumulative figures in the shape of HMRC's UK property cumulative period summary (pounds)",
  request: { query: mtdExportQuerySchema },
  responses: { 200: jsonResponse(hmrcCumulativeSummarySchema, "The summary"), ...refusals },
});

export const mtdTransactionsRoute = createRoute({
  method: "get",
  path: "/money/mtd/transactions.csv",
  operationId: "exportMtdTransactions",
  tags,
  middleware: owners,
  summary: "The tax year's digital records as CSV: each transaction with date, home, category, amount, share",
  request: { query: mtdTransactionsQuerySchema },
  responses: { 200: csv("CSV file"), ...refusals },
});
