/** Works orders as the API answers them, loaded in batches (list, detail, a ticket's orders). */
import { formatAddress } from "@shared/address";
import { today } from "@shared/dates";
import type { Caller } from "@shared/schemas/auth";
import type { WorksFile, WorksOrder } from "@shared/schemas/works";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contractors, properties, supportTickets, users, worksOrderFiles } from "../../db/schema";
import { mayDecide } from "./policy";
import { linkLive, type OrderRow } from "./service-access";
import { toContractor } from "./service-contractors";

export type PropertyFacts = Pick<
  typeof properties.$inferSelect,
  "id" | "title" | "addressLine1" | "addressLine2" | "city" | "postcode" | "landlordId"
>;
export const addressOf = (p: PropertyFacts) => formatAddress(p);

export function toFile(f: typeof worksOrderFiles.$inferSelect): WorksFile {
  return {
    id: f.id,
    kind: f.kind,
    fileName: f.fileName,
    contentType: f.contentType,
    size: f.size,
    createdAt: f.createdAt.toISOString(),
  };
}

export function invoiceOf(o: OrderRow) {
  return o.invoiceAmountPence !== null && o.invoiceFileId && o.invoiceSubmittedAt
    ? {
        amountPence: o.invoiceAmountPence,
        fileId: o.invoiceFileId,
        submittedAt: o.invoiceSubmittedAt.toISOString(),
        approvedAt: o.invoiceApprovedAt?.toISOString() ?? null,
        expenseId: o.expenseId,
      }
    : null;
}

export async function filesOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(worksOrderFiles)
    .where(inArray(worksOrderFiles.orderId, orderIds))
    .orderBy(asc(worksOrderFiles.createdAt), asc(worksOrderFiles.id));
}

/** The DTOs of orders the caller manages (checked by the caller of this function). */
export async function toOrders(db: Db, user: Caller, rows: OrderRow[]): Promise<WorksOrder[]> {
  if (!rows.length) return [];
  const ids = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];
  const [homes, tickets, people, books, files] = await Promise.all([
    db
      .select()
      .from(properties)
      .where(inArray(properties.id, ids(rows.map((r) => r.propertyId)))),
    db
      .select({ id: supportTickets.id, number: supportTickets.number })
      .from(supportTickets)
      .where(inArray(supportTickets.id, ids(rows.map((r) => r.ticketId)))),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, ids(rows.flatMap((r) => [r.approvedBy, r.createdBy])))),
    db
      .select()
      .from(contractors)
      .where(inArray(contractors.id, ids(rows.map((r) => r.contractorId)))),
    filesOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const home = new Map(homes.map((h) => [h.id, h]));
  const ticket = new Map(tickets.map((t) => [t.id, t.number]));
  const name = new Map(people.map((p) => [p.id, p.name]));
  const book = new Map(books.map((c) => [c.id, c]));
  const on = today();
  const now = new Date();
  return rows.map((o) => {
    const p = home.get(o.propertyId)!;
    const c = toContractor(book.get(o.contractorId)!, "", on);
    return {
      id: o.id,
      number: o.number,
      ticketId: o.ticketId,
      ticketNumber: ticket.get(o.ticketId) ?? 0,
      propertyId: o.propertyId,
      propertyTitle: p.title,
      address: addressOf(p),
      contractor: {
        id: c.id,
        name: c.name,
        company: c.company,
        trade: c.trade,
        email: c.email,
        phone: c.phone,
        insurance: c.insurance,
      },
      description: o.description,
      budgetPence: o.budgetPence,
      status: o.status,
      approvalLimitPence: o.approvalLimitPence,
      approvedAt: o.approvedAt?.toISOString() ?? null,
      approvedByName: o.approvedBy ? (name.get(o.approvedBy) ?? null) : null,
      decisionNote: o.decisionNote,
      appointmentAt: o.appointmentAt?.toISOString() ?? null,
      declineReason: o.declineReason,
      doneAt: o.doneAt?.toISOString() ?? null,
      invoice: invoiceOf(o),
      files: files.filter((f) => f.orderId === o.id).map(toFile),
      link: {
        active: linkLive(o, now),
        issuedAt: o.tokenIssuedAt?.toISOString() ?? null,
        expiresAt: o.tokenExpiresAt?.toISOString() ?? null,
      },
      canManage: true,
      canApprove: mayDecide(p, user.id, o.status),
      createdByName: o.createdBy ? (name.get(o.createdBy) ?? null) : null,
      createdAt: o.createdAt.toISOString(),
    };
  });
}

export async function orderById(db: Db, user: Caller, row: OrderRow): Promise<WorksOrder> {
  const [dto] = await toOrders(db, user, [row]);
  return dto!;
}
