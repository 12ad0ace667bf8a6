import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import { and, count, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { supportTickets, ticketAttachments, ticketMessages } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { processImageUpload, type Upload } from "../../storage";
import { safeFileName } from "../../storage/download";
import { type Actor, audit } from "../audit";
import { loadTicket } from "./service-access";

/** Private files on tickets: stored under tickets/<id>/, read only by those who read the ticket. */

const MAX_ATTACHMENTS_PER_TICKET = 30;
const closedMessage = "This ticket is closed. Reopen it to add files.";

export function toAttachment(a: typeof ticketAttachments.$inferSelect) {
  return {
    id: a.id,
    messageId: a.messageId,
    fileName: a.fileName,
    contentType: a.contentType,
    size: a.size,
    url: `/api/support/attachments/${a.id}`,
    uploadedBy: a.uploadedBy,
    createdAt: a.createdAt.toISOString(),
  };
}

async function assertRoomForFile(db: Pick<Db, "select">, ticketId: string) {
  const [existing] = await db
    .select({ n: count() })
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId));
  if ((existing?.n ?? 0) >= MAX_ATTACHMENTS_PER_TICKET) {
    throw new AppError(
      "too_many_files",
      `A ticket can hold at most ${MAX_ATTACHMENTS_PER_TICKET} files. Start a new ticket for more.`,
    );
  }
}

/** Before the upload is read: the caller reads the ticket (404 if not) and it is not closed (409). */
export async function assertCanAttach(db: Db, caller: Caller, ticketId: string) {
  const { ticket } = await loadTicket(db, caller, ticketId);
  if (ticket.status === "closed") throw new AppError("ticket_closed", closedMessage);
}

/**
 * Stores an uploaded file on a ticket (optionally on one of the caller's own messages) with its
 * audit row. Photos are re-encoded; the ticket's row lock keeps parallel uploads within the limit.
 */
export async function addAttachment(
  deps: AppDeps,
  actor: Actor,
  caller: Caller,
  ticketId: string,
  upload: Upload,
) {
  const { db } = deps.database;
  const messageId = upload.fields.messageId || null;
  if (messageId) {
    const [message] = await db
      .select({ authorId: ticketMessages.authorId })
      .from(ticketMessages)
      .where(and(eq(ticketMessages.id, messageId), eq(ticketMessages.ticketId, ticketId)));
    if (!message || message.authorId !== caller.id) {
      throw new AppError("validation_error", "Files can only be added to your own messages.", {
        messageId: "Unknown message",
      });
    }
  }
  // A cheap early refusal; the count that decides is taken under the ticket's row lock below.
  await assertRoomForFile(db, ticketId);
  // Photos are re-encoded (WebP, at most 1600 px): smaller, and without EXIF or GPS data.
  let body = upload.buffer;
  let contentType: "application/pdf" | "image/webp" = "application/pdf";
  if (upload.contentType !== "application/pdf") {
    const image = await processImageUpload(upload.buffer, [1600]);
    body = image.variants[0]!.body;
    contentType = "image/webp";
  }
  // The name ends in the type the bytes are, never the uploader's extension.
  const fileName = safeFileName(upload.name, contentType);
  const attachmentId = crypto.randomUUID();
  const key = `tickets/${ticketId}/${attachmentId}.${contentType === "application/pdf" ? "pdf" : "webp"}`;
  await deps.storage.put(key, body, contentType);
  try {
    const row = await db.transaction(async (tx) => {
      // Parallel uploads queue on the ticket row, so the count below can't be overtaken.
      const [locked] = await tx
        .select({ status: supportTickets.status })
        .from(supportTickets)
        .where(eq(supportTickets.id, ticketId))
        .for("update");
      if (locked?.status === "closed") throw new AppError("ticket_closed", closedMessage);
      await assertRoomForFile(tx, ticketId);
      const [inserted] = await tx
        .insert(ticketAttachments)
        .values({
          id: attachmentId,
          ticketId,
          messageId,
          uploadedBy: caller.id,
          storageKey: key,
          fileName,
          contentType,
          size: body.length,
        })
        .returning();
      await audit(tx, actor, {
        action: "attach",
        entity: "ticket",
        entityId: ticketId,
        details: { attachmentId, fileName, contentType, size: body.length },
      });
      return inserted!;
    });
    return { attachment: toAttachment(row) };
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** An attachment the caller may download: they read its ticket and, for a note's file, its notes. */
export async function attachmentFor(db: Db, caller: Caller, id: string) {
  const [attachment] = await db.select().from(ticketAttachments).where(eq(ticketAttachments.id, id));
  if (!attachment) throw notFound("File not found");
  const { access } = await loadTicket(db, caller, attachment.ticketId).catch(() => {
    throw notFound("File not found");
  });
  if (attachment.messageId && !access.seeInternal) {
    const [message] = await db
      .select({ internal: ticketMessages.internal })
      .from(ticketMessages)
      .where(eq(ticketMessages.id, attachment.messageId));
    if (message?.internal) throw notFound("File not found");
  }
  return { attachment };
}

/** The stored bytes and name of an attachment the caller may download (404 otherwise). */
export async function attachmentFile(deps: AppDeps, caller: Caller, id: string) {
  const { attachment } = await attachmentFor(deps.database.db, caller, id);
  const file = await deps.storage.get(attachment.storageKey);
  if (!file) throw notFound("File not found");
  return { body: new Uint8Array(file.body), fileName: attachment.fileName };
}
