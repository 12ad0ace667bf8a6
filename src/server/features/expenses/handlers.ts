/** Handlers of expenses: validated input, the caller, one service call. */
import { today } from "@shared/dates";
import { AppError } from "@shared/errors";
import { IMPORT_MAX_BYTES, importColumns } from "@shared/schemas/expenses";
import type { Context } from "hono";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { csvHeaders, toCsv } from "../../lib/csv";

import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { parseLogOf } from "../../lib/parse-pool";
import { readUpload } from "../../storage";
import { downloadHeaders } from "../../storage/download";
import type * as r from "./routes";
import * as service from "./service";
import * as imports from "./service-import";
import { attachReceipt, receiptFile, removeReceipt } from "./service-receipts";

const files = (c: Context<AppEnv>) => {
  const { database, storage } = c.get("deps");
  return { db: database.db, storage };
};

const tooLarge = `The file is too large. The limit is ${IMPORT_MAX_BYTES / 1024 / 1024} MB per import.`;

/** The CSV of an import: the multipart field "file", or a text/csv body; bounded in size. */
async function csvBytes(c: Context<AppEnv>): Promise<Uint8Array> {
  const type = c.req.header("content-type") ?? "";
  let bytes: Uint8Array;
  if (type.startsWith("multipart/form-data")) {
    const file = (await c.req.parseBody()).file;
    if (!(file instanceof File))
      throw new AppError("validation_error", "Please choose a CSV file to import.", {
        file: "Please choose a CSV file",
      });
    if (file.size > IMPORT_MAX_BYTES) throw new AppError("payload_too_large", tooLarge, { file: tooLarge });
    bytes = new Uint8Array(await file.arrayBuffer());
  } else if (type.startsWith("text/csv") || type.startsWith("text/plain")) {
    bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > IMPORT_MAX_BYTES)
      throw new AppError("payload_too_large", tooLarge, { file: tooLarge });
  } else {
    throw new AppError(
      "validation_error",
      'Send the CSV as multipart/form-data in the field "file", or as text/csv.',
      {
        file: "Please choose a CSV file",
      },
    );
  }
  return bytes;
}

export const listExpenses: Handler<typeof r.listExpensesRoute> = async (c) =>
  c.json(await service.listExpenses(dbOf(c), currentUser(c), c.req.valid("query")), 200);

export const createExpense: Handler<typeof r.createExpenseRoute> = async (c) =>
  c.json({ expense: await service.createExpense(...acting(c), c.req.valid("json")) }, 201);

export const getExpense: Handler<typeof r.getExpenseRoute> = async (c) =>
  c.json({ expense: await service.getExpense(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);

export const updateExpense: Handler<typeof r.updateExpenseRoute> = async (c) => {
  const expense = await service.updateExpense(...acting(c), c.req.valid("param").id, c.req.valid("json"));
  return c.json({ expense }, 200);
};

export const deleteExpense: Handler<typeof r.deleteExpenseRoute> = async (c) => {
  const [, user, actor] = acting(c);
  await service.deleteExpense(files(c), user, actor, c.req.valid("param").id);
  return c.json({ ok: true as const }, 200);
};

export const uploadReceipt: Handler<typeof r.uploadReceiptRoute> = async (c) => {
  const [, user, actor] = acting(c);
  const maxBytes = c.get("deps").config.uploadMaxBytes;
  const read = () => readUpload(c, { maxBytes, accept: "document" });
  const expense = await attachReceipt(files(c), user, actor, c.req.valid("param").id, read);
  return c.json({ expense }, 201);
};

export const deleteReceipt: Handler<typeof r.deleteReceiptRoute> = async (c) => {
  const [, user, actor] = acting(c);
  return c.json({ expense: await removeReceipt(files(c), user, actor, c.req.valid("param").id) }, 200);
};

export const getReceipt: Handler<typeof r.getReceiptRoute> = async (c) => {
  const file = await receiptFile(files(c), currentUser(c), c.req.valid("param").id);
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
    ...downloadHeaders(file.body, file.fileName),
    "Cache-Control": "private, no-store",
  }) as never;
};

export const previewImport: Handler<typeof r.previewImportRoute> = async (c) =>
  c.json(await imports.previewImport(dbOf(c), currentUser(c), await csvBytes(c), parseLogOf(c)), 200);

export const confirmImport: Handler<typeof r.confirmImportRoute> = async (c) => {
  const [db, user, actor] = acting(c);
  return c.json(await imports.confirmImport(db, user, actor, await csvBytes(c), parseLogOf(c)), 201);
};

export const importTemplate: Handler<typeof r.importTemplateRoute> = async (c) =>
  c.body(toCsv([...importColumns], []), 200, csvHeaders("keyhold-expenses-template", today())) as never;
