/**
 * Route declarations of expenses (issue 17 item 2): the list with its filters and totals, one
 * expense, its receipt, and CSV imports. Every route carries the `properties` feature (tenants get
 * 403); rows are then checked per home (404 for homes whose money the caller may not read, 403
 * for a co-owner trying to change what they may only read).
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  expenseInputSchema,
  expenseListQuerySchema,
  expenseListSchema,
  expenseSchema,
  IMPORT_MAX_BYTES,
  importPreviewSchema,
  importResultSchema,
} from "@shared/schemas/expenses";
import { requireFeature } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";

const tags = ["expenses"];
const staff = requireFeature("properties");
const idParams = z.object({ id: z.string().min(1).max(100) });
const binary = () => z.any().openapi({ type: "string", format: "binary" });

const refusals = {
  400: errorResponse("Invalid input, or a rule refused it (the field message names it)"),
  404: errorResponse("Not found, or not yours to see"),
  ...authErrors,
};
const uploadRefusals = {
  429: errorResponse("Too many files uploaded by this user: wait for Retry-After"),
  503: errorResponse("Every file reader is busy: try again after Retry-After"),
};
const expenseOut = jsonResponse(z.object({ expense: expenseSchema }), "The expense");
const fileBody = (description: string) => ({
  body: {
    required: false,
    description,
    content: {
      "multipart/form-data": { schema: z.object({ file: binary() }) },
      "text/csv": { schema: z.string().max(IMPORT_MAX_BYTES) },
    },
  },
});

export const listExpensesRoute = createRoute({
  method: "get",
  path: "/money/expenses",
  operationId: "listExpenses",
  tags,
  middleware: staff,
  summary:
    "Expenses of the homes whose money the caller reads, newest first, filtered, with totals of every match",
  request: { query: expenseListQuerySchema },
  responses: { 200: jsonResponse(expenseListSchema, "A page of expenses"), ...refusals },
});

export const createExpenseRoute = createRoute({
  method: "post",
  path: "/money/expenses",
  operationId: "createExpense",
  tags,
  middleware: staff,
  summary:
    "Record an expense of a home, or of a landlord's portfolio (no home: apportioned equally over its homes)",
  request: jsonBody(expenseInputSchema),
  responses: { 201: expenseOut, ...refusals },
});

export const getExpenseRoute = createRoute({
  method: "get",
  path: "/money/expenses/{id}",
  operationId: "getExpense",
  tags,
  middleware: staff,
  summary: "One expense (its parts on the homes the caller reads)",
  request: { params: idParams },
  responses: { 200: expenseOut, ...refusals },
});

export const updateExpenseRoute = createRoute({
  method: "put",
  path: "/money/expenses/{id}",
  operationId: "updateExpense",
  tags,
  middleware: staff,
  summary: "Change an expense (apportioned again over the homes it is for now)",
  request: { params: idParams, ...jsonBody(expenseInputSchema) },
  responses: { 200: expenseOut, ...refusals },
});

export const deleteExpenseRoute = createRoute({
  method: "delete",
  path: "/money/expenses/{id}",
  operationId: "deleteExpense",
  tags,
  middleware: staff,
  summary: "Remove an expense and its receipt",
  request: { params: idParams },
  responses: { 200: jsonResponse(okSchema, "Removed"), ...refusals },
});

export const uploadReceiptRoute = createRoute({
  method: "post",
  path: "/money/expenses/{id}/receipt",
  operationId: "uploadExpenseReceipt",
  tags,
  middleware: staff,
  summary: 'Attach the receipt (multipart "file": PDF, JPEG, PNG or WebP), replacing any before',
  request: {
    params: idParams,
    body: { required: true, content: { "multipart/form-data": { schema: z.object({ file: binary() }) } } },
  },
  responses: { 201: expenseOut, 413: errorResponse("File too large"), ...refusals },
});

export const deleteReceiptRoute = createRoute({
  method: "delete",
  path: "/money/expenses/{id}/receipt",
  operationId: "deleteExpenseReceipt",
  tags,
  middleware: staff,
  summary: "Remove the receipt of an expense",
  request: { params: idParams },
  responses: { 200: expenseOut, ...refusals },
});

export const getReceiptRoute = createRoute({
  method: "get",
  path: "/money/expenses/{id}/receipt",
  operationId: "getExpenseReceipt",
  tags,
  middleware: staff,
  summary: "Download the receipt (whoever may read the expense)",
  request: { params: idParams },
  responses: {
    200: {
      description: "The receipt as uploaded",
      content: Object.fromEntries(
        ["application/pdf", "image/jpeg", "image/png", "image/webp"].map((t) => [t, { schema: binary() }]),
      ),
    },
    ...refusals,
  },
});

export const previewImportRoute = createRoute({
  method: "post",
  path: "/money/expenses/import/preview",
  operationId: "previewExpenseImport",
  tags,
  middleware: staff,
  summary: `Check a CSV of expenses (at most 2,000 rows, 1 MB): each row parsed or with its errors; nothing is written`,
  request: fileBody('The CSV, as multipart "file" or as a text/csv body'),
  responses: {
    200: jsonResponse(importPreviewSchema, "Each row"),
    413: errorResponse("File too large"),
    ...uploadRefusals,
    ...refusals,
  },
});

export const confirmImportRoute = createRoute({
  method: "post",
  path: "/money/expenses/import/confirm",
  operationId: "confirmExpenseImport",
  tags,
  middleware: staff,
  summary: "Import the CSV: every row in one transaction with one import id, or none (400 naming each row)",
  request: fileBody('The same CSV, as multipart "file" or as a text/csv body'),
  responses: {
    201: jsonResponse(importResultSchema, "Imported"),
    413: errorResponse("File too large"),
    ...uploadRefusals,
    ...refusals,
  },
});

export const importTemplateRoute = createRoute({
  method: "get",
  path: "/money/expenses/import/template.csv",
  operationId: "getExpenseImportTemplate",
  tags,
  middleware: staff,
  summary: "The CSV template of an expense import: the header row of the columns the importer reads",
  responses: {
    200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
    ...authErrors,
  },
});
