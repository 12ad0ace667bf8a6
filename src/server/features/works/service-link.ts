import { AppError } from "@shared/errors";
/**
 * The contractor's side, behind their private link (no account): the token's SHA-256 hash finds
 * the ONE order it was issued for; an unknown, revoked or expired token, or an order that has
 * closed, answers the same 404. Files are only ever looked up within that order.
 * The tenant's contact details are shown only once the contractor has accepted the job.
 */
import { type ContractorJob, type contractorResponseSchema, WORKS_FILES_MAX } from "@shared/schemas/works";
import { and, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import {
  contractors,
  properties,
  supportTickets,
  users,
  worksOrderFiles,
  worksOrders,
} from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { processImageUpload, type Upload } from "../../storage";
import { safeFileName } from "../../storage/download";
import { type Actor, audit } from "../audit";
import { type OutgoingNotification, withNotifications } from "../notifications";
import { formatPence } from "./format";
import { hashToken, linkLive, type OrderRow } from "./service-access";
import { addressOf, filesOf, invoiceOf, toFile } from "./service-dto";

const gone = () => notFound("This link is not valid. Ask whoever sent it for a new one.");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;
const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/** The order a live token was issued for (locked inside a transaction when asked), else 404. */
export async function orderByToken(db: Db, token: string, lock = false): Promise<OrderRow> {
  if (!TOKEN_SHAPE.test(token)) throw gone();
  const query = db
    .select()
    .from(worksOrders)
    .where(eq(worksOrders.tokenHash, hashToken(token)));
  const [order] = lock ? await query.for("update") : await query;
  if (!order || !linkLive(order)) throw gone();
  return order;
}

export async function contractorJob(db: Db, token: string): Promise<ContractorJob> {
  const o = await orderByToken(db, token);
  const [row] = await db
    .select({ c: contractors, p: properties, t: supportTickets })
    .from(worksOrders)
    .innerJoin(contractors, eq(contractors.id, worksOrders.contractorId))
    .innerJoin(properties, eq(properties.id, worksOrders.propertyId))
    .innerJoin(supportTickets, eq(supportTickets.id, worksOrders.ticketId))
    .where(eq(worksOrders.id, o.id));
  const ids = [o.createdBy, row!.t.createdBy].filter((x): x is string => !!x);
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const tenant = people.find((p) => p.id === row!.t.createdBy && p.role === "tenant");
  const accepted = ["accepted", "scheduled", "done"].includes(o.status);
  return {
    reference: `#${o.number}`,
    status: o.status,
    trade: row!.c.trade,
    contractorName: row!.c.company ?? row!.c.name,
    address: addressOf(row!.p),
    description: o.description,
    budgetPence: o.budgetPence,
    appointmentAt: o.appointmentAt?.toISOString() ?? null,
    tenant: accepted && tenant ? { name: tenant.name, email: tenant.email } : null,
    issuedBy: people.find((p) => p.id === o.createdBy)?.name ?? "Your client",
    invoice: invoiceOf(o),
    files: (await filesOf(db, [o.id])).map(toFile),
    expiresAt: o.tokenExpiresAt!.toISOString(),
  };
}

/** The people told of what the contractor did: the home's landlord and agent, and who raised it. */
async function staffOf(db: Db, o: OrderRow) {
  const [p] = await db
    .select({ landlordId: properties.landlordId, agentId: properties.agentId })
    .from(properties)
    .where(eq(properties.id, o.propertyId));
  return [p?.landlordId, p?.agentId, o.createdBy].filter((x): x is string => !!x);
}

/** One change by the contractor: checked and written under the order's lock, audited, told. */
async function act(
  deps: AppDeps,
  actor: Actor,
  token: string,
  action: string,
  change: (
    o: OrderRow,
    tx: Db,
  ) => Promise<{ set: Partial<OrderRow>; title: string; tenantNote?: OutgoingNotification }>,
) {
  await withNotifications(deps, async (tx) => {
    const o = await orderByToken(tx, token, true);
    const { set, title, tenantNote } = await change(o, tx);
    await tx
      .update(worksOrders)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(worksOrders.id, o.id));
    await audit(tx, actor, {
      action,
      entity: "works_order",
      entityId: o.id,
      details: { via: "contractor_link", status: set.status ?? o.status },
    });
    const notes: OutgoingNotification[] = [
      {
        userIds: await staffOf(tx, o),
        kind: "works_order_update",
        title: `Works order #${o.number}: ${title}`,
        body: "",
        link: `/support/tickets/${o.ticketId}`,
      },
    ];
    if (tenantNote) notes.push(tenantNote);
    return { notes };
  });
  return contractorJob(deps.database.db, token).catch(() => null);
}

const wrongState = (message: string) => new AppError("invalid_transition", message);

export function respond(
  deps: AppDeps,
  actor: Actor,
  token: string,
  input: z.output<typeof contractorResponseSchema>,
) {
  return act(deps, actor, token, `works_order_${input.action}`, async (o) => {
    if (o.status !== "sent") throw wrongState("You have already answered this job.");
    return input.action === "accept"
      ? { set: { status: "accepted" }, title: "accepted by the contractor" }
      : {
          set: { status: "declined", declineReason: input.reason, tokenHash: null },
          title: "declined by the contractor",
        };
  });
}

/** Books (or moves) the visit: from the next hour to a year ahead; the tenant is told. */
export function propose(deps: AppDeps, actor: Actor, token: string, at: Date, now = new Date()) {
  return act(deps, actor, token, "works_order_schedule", async (o, tx) => {
    if (o.status !== "accepted" && o.status !== "scheduled") {
      throw wrongState(o.status === "sent" ? "Accept the job first." : "The work is already marked done.");
    }
    if (at.getTime() < now.getTime() || at.getTime() > now.getTime() + 366 * 86_400_000) {
      throw fieldError("appointmentAt", "Choose a time from now to a year ahead");
    }
    const [t] = await tx
      .select({ createdBy: supportTickets.createdBy })
      .from(supportTickets)
      .where(eq(supportTickets.id, o.ticketId));
    const text = when.format(at);
    return {
      set: { status: "scheduled", appointmentAt: at },
      title: `visit booked for ${text}`,
      tenantNote: t
        ? {
            userIds: [t.createdBy],
            kind: "works_order_visit",
            title: `Repair visit booked: ${text}`,
            body: "The contractor will come to your home at this time.",
            link: `/support/tickets/${o.ticketId}`,
            email: {
              subject: `Your repair visit is booked for ${text}`,
              text: `A contractor will come to your home on ${text} about your repair request.`,
            },
          }
        : undefined,
    };
  });
}

export function markDone(deps: AppDeps, actor: Actor, token: string) {
  return act(deps, actor, token, "works_order_done", async (o) => {
    if (o.status !== "accepted" && o.status !== "scheduled") {
      throw wrongState(o.status === "sent" ? "Accept the job first." : "The work is already marked done.");
    }
    return { set: { status: "done", doneAt: new Date() }, title: "work marked done" };
  });
}

/** Before the upload is read: the link is live (404 otherwise). */
export async function assertLinkLive(db: Db, token: string) {
  await orderByToken(db, token);
}

/**
 * Stores a photo (re-encoded to WebP without EXIF or GPS) or the invoice (PDF or image, with its
 * amount) on the link's order. A new invoice replaces the one not yet approved.
 */
export async function addFile(deps: AppDeps, actor: Actor, token: string, upload: Upload) {
  const kind = upload.fields.kind === "invoice" ? "invoice" : upload.fields.kind === "photo" ? "photo" : null;
  if (!kind) throw fieldError("kind", "Say whether the file is a photo or the invoice");
  const amount = Number(upload.fields.amountPence);
  if (kind === "invoice" && !(Number.isInteger(amount) && amount > 0 && amount <= 10_000_000)) {
    throw fieldError("amountPence", "Enter the invoice total, from £0.01 to £100,000");
  }
  if (kind === "photo" && upload.contentType === "application/pdf") {
    throw fieldError("file", "A photo must be a JPEG, PNG or WebP image");
  }
  const first = await orderByToken(deps.database.db, token);
  if (kind === "invoice" && !["accepted", "scheduled", "done"].includes(first.status)) {
    throw wrongState("Accept the job before sending the invoice.");
  }
  let body = upload.buffer;
  let contentType: "application/pdf" | "image/webp" = "application/pdf";
  if (upload.contentType !== "application/pdf") {
    body = (await processImageUpload(upload.buffer, [1600])).variants[0]!.body;
    contentType = "image/webp";
  }
  const fileName = safeFileName(upload.name, contentType);
  const fileId = crypto.randomUUID();
  const key = `works/${first.id}/${fileId}.${contentType === "application/pdf" ? "pdf" : "webp"}`;
  await deps.storage.put(key, body, contentType);
  try {
    await act(deps, actor, token, `works_order_${kind}`, async (o, tx) => {
      if (o.id !== first.id) throw gone();
      const [n] = await tx
        .select({ n: count() })
        .from(worksOrderFiles)
        .where(eq(worksOrderFiles.orderId, o.id));
      if ((n?.n ?? 0) >= WORKS_FILES_MAX) {
        throw new AppError("too_many_files", `A works order can hold at most ${WORKS_FILES_MAX} files.`);
      }
      await tx.insert(worksOrderFiles).values({
        id: fileId,
        orderId: o.id,
        kind,
        storageKey: key,
        fileName,
        contentType,
        size: body.length,
      });
      return kind === "invoice"
        ? {
            set: { invoiceFileId: fileId, invoiceAmountPence: amount, invoiceSubmittedAt: new Date() },
            title: `invoice of ${formatPence(amount)} received`,
          }
        : { set: {}, title: "photo added" };
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
  return contractorJob(deps.database.db, token);
}

/** A file of the link's own order (another order's file is 404, like an unknown one). */
export async function linkFile(deps: AppDeps, token: string, fileId: string) {
  const o = await orderByToken(deps.database.db, token);
  return fileOfOrder(deps, o.id, fileId);
}

export async function fileOfOrder(deps: AppDeps, orderId: string, fileId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound("File not found");
  const [f] = await deps.database.db
    .select()
    .from(worksOrderFiles)
    .where(and(eq(worksOrderFiles.id, fileId), eq(worksOrderFiles.orderId, orderId)));
  if (!f) throw notFound("File not found");
  const file = await deps.storage.get(f.storageKey);
  if (!file) throw notFound("File not found");
  return { body: new Uint8Array(file.body), fileName: f.fileName };
}
