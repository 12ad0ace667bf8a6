/**
 * The receipt of an expense (an image or a PDF): uploaded through the storage layer (size bounded,
 * type sniffed from the bytes), replaced, removed, and downloaded by whoever may read the expense.
 */
import type { Caller } from "@shared/schemas/auth";
import type { Expense } from "@shared/schemas/expenses";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { expenses } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Storage, Upload } from "../../storage";
import { type Actor, audit } from "../audit";
import { findExpense } from "./access";
import { getExpense } from "./service";

interface Deps {
  db: Db;
  storage: Storage;
}

const extension: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * Checks the caller may change the expense before the upload is read (a stranger learns nothing
 * from its validation), stores the file, then points the expense at it in a transaction with its
 * audit entry; the new file is removed if that fails, the old one once it has committed.
 */
export async function attachReceipt(
  { db, storage }: Deps,
  user: Caller,
  actor: Actor,
  id: string,
  read: () => Promise<Upload>,
): Promise<Expense> {
  const { row } = await findExpense(db, user, id, { write: true });
  const upload = await read();
  const key = `expenses/${row.landlordId}/${row.id}-${crypto.randomUUID()}.${extension[upload.contentType] ?? "bin"}`;
  await storage.put(key, upload.buffer, upload.contentType);
  let oldKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const { row: locked } = await findExpense(tx, user, id, { write: true });
      oldKey = locked.receiptKey;
      await tx
        .update(expenses)
        .set({
          receiptKey: key,
          receiptName: upload.name || `receipt.${extension[upload.contentType]}`,
          receiptType: upload.contentType,
          receiptSize: upload.buffer.length,
          updatedAt: new Date(),
        })
        .where(eq(expenses.id, locked.id));
      await audit(tx, actor, {
        action: "expense_receipt_upload",
        entity: "expense",
        entityId: locked.id,
        details: { contentType: upload.contentType, bytes: upload.buffer.length, replaced: oldKey !== null },
      });
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  if (oldKey) await storage.delete(oldKey);
  return getExpense(db, user, id);
}

export async function removeReceipt({ db, storage }: Deps, user: Caller, actor: Actor, id: string) {
  const key = await db.transaction(async (tx) => {
    const { row } = await findExpense(tx, user, id, { write: true });
    if (!row.receiptKey) throw notFound("This expense has no receipt");
    await tx
      .update(expenses)
      .set({
        receiptKey: null,
        receiptName: null,
        receiptType: null,
        receiptSize: null,
        updatedAt: new Date(),
      })
      .where(eq(expenses.id, row.id));
    await audit(tx, actor, { action: "expense_receipt_delete", entity: "expense", entityId: row.id });
    return row.receiptKey;
  });
  await storage.delete(key);
  return getExpense(db, user, id);
}

/** The receipt's bytes and name, for whoever may read the expense (404 when there is none). */
export async function receiptFile({ db, storage }: Deps, user: Caller, id: string) {
  const { row } = await findExpense(db, user, id);
  if (!row.receiptKey) throw notFound("This expense has no receipt");
  const file = await storage.get(row.receiptKey);
  if (!file) throw notFound("The receipt is missing from storage");
  return { body: new Uint8Array(file.body), fileName: row.receiptName ?? "receipt" };
}
