/**
 * Route declarations of bank statement import and reconciliation (issue 17 item 8), under
 * /api/money/bank. Staff only (the `properties` feature: tenants get 403); a line is its
 * importer's (admins all), anything else is a 404.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  bankImportResultSchema,
  bankImportSchema,
  bankLinesQuerySchema,
  bankLinesSchema,
  bankPreviewSchema,
  bankTargetsSchema,
  confirmInputSchema,
  confirmResultSchema,
  ignoreInputSchema,
} from "@shared/schemas/bank";
import { requireFeature } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";

const tags = ["bank reconciliation"];
const staff = requireFeature("properties");
const binary = () => z.any().openapi({ type: "string", format: "binary" });

const refusals = {
  400: errorResponse("Invalid input: the field (or the file's row) names the rule"),
  404: errorResponse("Not found, or not yours to see"),
  ...authErrors,
};
const fileRefusals = {
  ...refusals,
  413: errorResponse("File too large (5 MB at most)"),
  429: errorResponse("Too many files uploaded by this user: wait for Retry-After"),
  503: errorResponse("Every file reader is busy: try again after Retry-After"),
};
const upload = (extra: Record<string, z.ZodType>) => ({
  body: {
    required: true,
    content: { "multipart/form-data": { schema: z.object({ file: binary(), ...extra }) } },
  },
});

export const previewStatementRoute = createRoute({
  method: "post",
  path: "/money/bank/preview",
  operationId: "previewBankStatement",
  tags,
  middleware: staff,
  summary:
    'Read a statement (multipart "file": CSV, OFX or CAMT.053, 5 MB) without storing it: its format, CSV headers, first rows and a suggested column mapping',
  request: upload({}),
  responses: { 200: jsonResponse(z.object({ preview: bankPreviewSchema }), "The preview"), ...fileRefusals },
});

export const importStatementRoute = createRoute({
  method: "post",
  path: "/money/bank/imports",
  operationId: "importBankStatement",
  tags,
  middleware: staff,
  summary:
    'Import a statement into the caller\'s books (multipart "file"; "mapping" as JSON for a CSV); lines seen before are skipped; any unreadable row refuses the whole file',
  request: upload({ mapping: z.string().max(4000).optional() }),
  responses: {
    201: jsonResponse(z.object({ result: bankImportResultSchema }), "N new, M already imported"),
    ...fileRefusals,
  },
});

export const listImportsRoute = createRoute({
  method: "get",
  path: "/money/bank/imports",
  operationId: "listBankImports",
  tags,
  middleware: staff,
  summary: "The caller's recent statement imports, newest first (admins: everyone's)",
  responses: { 200: jsonResponse(z.object({ items: z.array(bankImportSchema) }), "Imports"), ...refusals },
});

export const listLinesRoute = createRoute({
  method: "get",
  path: "/money/bank/lines",
  operationId: "listBankLines",
  tags,
  middleware: staff,
  summary: "The caller's bank lines with proposals, newest first, by status and import",
  request: { query: bankLinesQuerySchema },
  responses: { 200: jsonResponse(bankLinesSchema, "Lines"), ...refusals },
});

export const listTargetsRoute = createRoute({
  method: "get",
  path: "/money/bank/targets",
  operationId: "listBankTargets",
  tags,
  middleware: staff,
  summary: "Tenancies and homes the caller may match a line to (homes whose money they may change)",
  responses: { 200: jsonResponse(bankTargetsSchema, "Targets"), ...refusals },
});

export const confirmLinesRoute = createRoute({
  method: "post",
  path: "/money/bank/lines/confirm",
  operationId: "confirmBankLines",
  tags,
  middleware: staff,
  summary:
    "Confirm lines as rent of a tenancy (a completed bank-transfer payment), an existing expense or a new expense: all or nothing; a matched line again creates nothing",
  request: jsonBody(confirmInputSchema),
  responses: {
    200: jsonResponse(confirmResultSchema, "Confirmed"),
    409: errorResponse("A tenancy is a draft, or an expense is matched elsewhere"),
    ...refusals,
  },
});

export const ignoreLinesRoute = createRoute({
  method: "post",
  path: "/money/bank/lines/ignore",
  operationId: "ignoreBankLines",
  tags,
  middleware: staff,
  summary:
    "Ignore lines (or restore them with ignored: false): all or none; matched lines must be undone first",
  request: jsonBody(ignoreInputSchema),
  responses: {
    200: jsonResponse(z.object({ changed: z.number().int() }), "Changed"),
    409: errorResponse("A line is matched"),
    ...refusals,
  },
});

export const undoLineRoute = createRoute({
  method: "post",
  path: "/money/bank/lines/{lineId}/undo",
  operationId: "undoBankLine",
  tags,
  middleware: staff,
  summary: "Undo a confirmed line: deletes the payment or expense it created if unchanged since (else 409)",
  request: { params: z.object({ lineId: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(okSchema, "Undone"),
    409: errorResponse("Not matched, or the payment was changed since"),
    ...refusals,
  },
});
