import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/**
 * Works orders (issue 18 item 2): raised from a maintenance ticket by the staff of its home, sent
 * to the contractor at once when the budget is within the home's approval limit (or the landlord
 * raised it), otherwise waiting for the landlord's decision (bell and e-mail); cancelled by staff;
 * the contractor's link re-issued (the old one dies) or revoked. Every change has its audit row.
 */
import { openStatuses } from "@shared/schemas/support";
import type {
  approvalDecisionSchema,
  createWorksOrderSchema,
  WorksOrder,
  WorksVisit,
  worksOrderListQuerySchema,
} from "@shared/schemas/works";
import { openWorksStatuses } from "@shared/schemas/works";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { contractors, properties, users, worksOrders } from "../../db/schema";
import { fieldError } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { type OutgoingNotification, withNotifications } from "../notifications";
import { findManaged, manageCondition } from "../properties";
import { loadTicket } from "../support";
import { formatPence } from "./format";
import { mailContractorCancelled, mailContractorLink } from "./mail";
import { approvalOnRaise, assertMayDecide, statusAfterDecision } from "./policy";
import {
  approvalLimitOf,
  contractorStatuses,
  linkUrl,
  loadOrder,
  newLink,
  noLink,
  type OrderRow,
  orderLink,
} from "./service-access";
import { findContractor } from "./service-contractors";
import { addressOf, orderById, toOrders } from "./service-dto";

type Raise = z.output<typeof createWorksOrderSchema>;
type Decision = z.output<typeof approvalDecisionSchema>;
export interface WithLink {
  order: WorksOrder;
  linkUrl: string | null;
}

export const ORDERS_PER_TICKET = 20;
const LIST_MAX = 200;

/** The orders of the homes the caller manages, newest first (open ones only when asked). */
export async function listOrders(db: Db, user: Caller, q: z.output<typeof worksOrderListQuerySchema>) {
  const where: SQL[] = [];
  const managed = manageCondition(user);
  if (managed) where.push(managed);
  if (q.status) where.push(eq(worksOrders.status, q.status));
  if (q.open === "true") where.push(inArray(worksOrders.status, [...openWorksStatuses]));
  const rows = await db
    .select({ o: worksOrders })
    .from(worksOrders)
    .innerJoin(properties, eq(properties.id, worksOrders.propertyId))
    .where(and(...where))
    .orderBy(desc(worksOrders.createdAt), desc(worksOrders.id))
    .limit(LIST_MAX);
  return toOrders(
    db,
    user,
    rows.map((r) => r.o),
  );
}

export async function getOrder(db: Db, user: Caller, id: string) {
  const { order } = await loadOrder(db, user, id);
  return orderById(db, user, order);
}

/** Whether the caller manages the home (the properties rule), without throwing. */
const manages = (db: Db, user: Caller, propertyId: string) =>
  findManaged(db, user, propertyId).then(
    () => true,
    () => false,
  );

/**
 * A ticket's works orders: in full for the staff of its home; for anyone else who reads the
 * ticket (its tenant), the visits only: trade, company and appointment of orders under way.
 */
export async function ticketOrders(db: Db, user: Caller & { name: string; email: string }, ticketId: string) {
  const { ticket } = await loadTicket(db, user, ticketId);
  const rows = await db
    .select()
    .from(worksOrders)
    .where(eq(worksOrders.ticketId, ticket.id))
    .orderBy(desc(worksOrders.createdAt))
    .limit(ORDERS_PER_TICKET);
  const staff = !!ticket.propertyId && (await manages(db, user, ticket.propertyId));
  const under = rows.filter((r) => ["accepted", "scheduled", "done"].includes(r.status));
  const books = under.length
    ? await db
        .select()
        .from(contractors)
        .where(
          inArray(
            contractors.id,
            under.map((r) => r.contractorId),
          ),
        )
    : [];
  const visits: WorksVisit[] = under.map((r) => {
    const c = books.find((b) => b.id === r.contractorId)!;
    return {
      id: r.id,
      trade: c.trade,
      company: c.company ?? c.name,
      status: r.status,
      appointmentAt: r.appointmentAt?.toISOString() ?? null,
    };
  });
  return { items: staff ? await toOrders(db, user, rows) : [], visits, canRaise: staff };
}

/** What the contractor e-mails need to know about an order. */
async function jobFacts(db: Db, o: OrderRow, issuedById: string | null) {
  const [row] = await db
    .select({ c: contractors, p: properties })
    .from(contractors)
    .innerJoin(properties, eq(properties.id, o.propertyId))
    .where(eq(contractors.id, o.contractorId));
  const [who] = issuedById
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, issuedById))
    : [];
  return {
    number: o.number,
    contractorName: row!.c.name,
    contractorEmail: row!.c.email,
    trade: row!.c.trade,
    address: addressOf(row!.p),
    budgetPence: o.budgetPence,
    issuedBy: who?.name ?? "Your client",
  };
}

type Home = Awaited<ReturnType<typeof findManaged>>;

/**
 * The ticket an order is raised on and its home, locked: the ticket must be linked to a home,
 * still open, with room for another order, and the caller must manage the home.
 */
async function ticketToRaiseOn(tx: Db, user: Caller, ticketId: string) {
  const { ticket } = await loadTicket(tx, user, ticketId, true);
  if (!ticket.propertyId) {
    throw new AppError("conflict", "Link the ticket to the home first: a works order is for a home.");
  }
  if (!(openStatuses as readonly string[]).includes(ticket.status)) {
    throw new AppError(
      "ticket_closed",
      "This ticket is resolved or closed. Reopen it to raise a works order.",
    );
  }
  const property = await findManaged(tx, user, ticket.propertyId).catch(() => {
    throw new AppError(
      "forbidden",
      "Only the home's landlord, its agent or an admin can raise works orders.",
    );
  });
  return { ticket, property };
}

/** Refuses another order on a ticket that has ORDERS_PER_TICKET already. */
async function assertRoomOnTicket(tx: Db, ticketId: string) {
  const [n] = await tx.select({ n: count() }).from(worksOrders).where(eq(worksOrders.ticketId, ticketId));
  if ((n?.n ?? 0) >= ORDERS_PER_TICKET) {
    throw new AppError("conflict", `A ticket can have at most ${ORDERS_PER_TICKET} works orders.`);
  }
}

/** The bell and e-mail asking the home's landlord to decide an order above their limit. */
function approvalRequest(approver: string, order: OrderRow, home: Home, input: Raise, limitPence: number) {
  const budget = formatPence(input.budgetPence);
  const limit = formatPence(limitPence);
  return {
    userIds: [approver],
    kind: "works_order_approval",
    title: `Works order #${order.number} needs your approval`,
    body: `${budget} at ${home.title}, above your limit of ${limit}.`,
    link: orderLink(order.id),
    email: {
      subject: `Approve works order #${order.number}: ${budget} at ${home.title}`,
      text: `A works order of ${budget} for ${home.title} is above your approval limit of ${limit}. It waits for you to approve or reject it before the contractor hears of it.\n\nThe work: ${input.description.slice(0, 500)}`,
    },
  } satisfies OutgoingNotification;
}

/** The contractor's link e-mailed when the order was sent; the order and the link as answered. */
async function sentWithLink(
  deps: AppDeps,
  user: Caller,
  order: OrderRow,
  token: string | null,
): Promise<WithLink> {
  const { db } = deps.database;
  if (token)
    await mailContractorLink(deps, await jobFacts(db, order, user.id), linkUrl(deps.config.publicUrl, token));
  return {
    order: await orderById(db, user, order),
    linkUrl: token ? linkUrl(deps.config.publicUrl, token) : null,
  };
}

/**
 * Raises an order on a ticket: sent to the contractor at once, or waiting for the landlord's
 * approval (policy.ts), with the landlord's bell and e-mail.
 */
export async function raiseOrder(deps: AppDeps, user: Caller, actor: Actor, ticketId: string, input: Raise) {
  let token: string | null = null;
  const { order } = await withNotifications(deps, async (tx) => {
    const { ticket, property } = await ticketToRaiseOn(tx, user, ticketId);
    const contractor = await findContractor(tx, user, input.contractorId).catch(() => {
      throw fieldError("contractorId", "Choose a contractor from your book");
    });
    await assertRoomOnTicket(tx, ticket.id);
    const limit = await approvalLimitOf(tx, property.id);
    const approval = approvalOnRaise(property, user.id, input.budgetPence, limit.pence);
    const link = approval.status === "sent" ? newLink() : null;
    token = link?.token ?? null;
    const [row] = await tx
      .insert(worksOrders)
      .values({
        ticketId: ticket.id,
        propertyId: property.id,
        contractorId: contractor.id,
        createdBy: user.id,
        description: input.description,
        budgetPence: input.budgetPence,
        status: approval.status,
        approvalLimitPence: limit.pence,
        ...(approval.status === "sent" ? { approvedBy: approval.approvedBy, approvedAt: new Date() } : {}),
        ...(link?.columns ?? {}),
      })
      .returning();
    await audit(tx, actor, {
      action: "works_order_create",
      entity: "works_order",
      entityId: row!.id,
      details: {
        ticketId: ticket.id,
        contractorId: contractor.id,
        budgetPence: input.budgetPence,
        approvalLimitPence: limit.pence,
        status: row!.status,
      },
    });
    const notes: OutgoingNotification[] =
      approval.status === "awaiting_approval"
        ? [approvalRequest(approval.approver, row!, property, input, limit.pence)]
        : [];
    return { order: row!, notes };
  });
  return sentWithLink(deps, user, order, token);
}

/** The landlord approves (the contractor gets the link) or rejects an order waiting for them. */
export async function decideOrder(deps: AppDeps, user: Caller, actor: Actor, id: string, input: Decision) {
  let token: string | null = null;
  const { order } = await withNotifications(deps, async (tx) => {
    const { order: o, property } = await loadOrder(tx, user, id, true);
    assertMayDecide(property, user.id, o.status);
    const approve = input.decision === "approve";
    const link = approve ? newLink() : null;
    token = link?.token ?? null;
    const [row] = await tx
      .update(worksOrders)
      .set({
        status: statusAfterDecision(input.decision),
        approvedBy: user.id,
        approvedAt: new Date(),
        decisionNote: input.note,
        ...(link?.columns ?? {}),
        updatedAt: new Date(),
      })
      .where(eq(worksOrders.id, o.id))
      .returning();
    await audit(tx, actor, {
      action: approve ? "works_order_approve" : "works_order_reject",
      entity: "works_order",
      entityId: o.id,
      details: { budgetPence: o.budgetPence },
    });
    const notes: OutgoingNotification[] =
      o.createdBy && o.createdBy !== user.id
        ? [
            {
              userIds: [o.createdBy],
              kind: "works_order_decided",
              title: `Works order #${o.number} ${approve ? "approved" : "not approved"}`,
              body: input.note ?? "",
              link: `/support/tickets/${o.ticketId}`,
            },
          ]
        : [];
    return { order: row!, notes };
  });
  return sentWithLink(deps, user, order, token);
}

/** Staff cancel an order not yet done; its link dies and the contractor is told. */
export async function cancelOrder(deps: AppDeps, user: Caller, actor: Actor, id: string) {
  const { db } = deps.database;
  const { order, told } = await db.transaction(async (tx) => {
    const { order: o } = await loadOrder(tx, user, id, true);
    if (!["awaiting_approval", "sent", "accepted", "scheduled"].includes(o.status)) {
      throw new AppError("invalid_transition", "Only an order not yet done can be cancelled.");
    }
    const [row] = await tx
      .update(worksOrders)
      .set({ status: "cancelled", ...noLink, updatedAt: new Date() })
      .where(eq(worksOrders.id, o.id))
      .returning();
    await audit(tx, actor, { action: "works_order_cancel", entity: "works_order", entityId: o.id });
    return { order: row!, told: o.status !== "awaiting_approval" };
  });
  if (told) await mailContractorCancelled(deps, await jobFacts(db, order, user.id));
  return orderById(db, user, order);
}

/** A new contractor link (e-mailed to them); the old one stops working at once. */
export async function reissueLink(deps: AppDeps, user: Caller, actor: Actor, id: string): Promise<WithLink> {
  const { db } = deps.database;
  const link = newLink();
  const order = await db.transaction(async (tx) => {
    const { order: o } = await loadOrder(tx, user, id, true);
    if (!(contractorStatuses as readonly string[]).includes(o.status) || o.invoiceApprovedAt) {
      throw new AppError("invalid_transition", "This works order is closed: it has no contractor link.");
    }
    const [row] = await tx
      .update(worksOrders)
      .set({ ...link.columns, updatedAt: new Date() })
      .where(eq(worksOrders.id, o.id))
      .returning();
    await audit(tx, actor, { action: "works_order_link_issue", entity: "works_order", entityId: o.id });
    return row!;
  });
  const url = linkUrl(deps.config.publicUrl, link.token);
  await mailContractorLink(deps, await jobFacts(db, order, user.id), url);
  return { order: await orderById(db, user, order), linkUrl: url };
}

/** Revokes the contractor's link: it answers 404 from now on. */
export async function revokeLink(db: Db, user: Caller, actor: Actor, id: string) {
  const order = await db.transaction(async (tx) => {
    const { order: o } = await loadOrder(tx, user, id, true);
    const [row] = await tx
      .update(worksOrders)
      .set({ ...noLink, updatedAt: new Date() })
      .where(eq(worksOrders.id, o.id))
      .returning();
    await audit(tx, actor, { action: "works_order_link_revoke", entity: "works_order", entityId: o.id });
    return row!;
  });
  return orderById(db, user, order);
}
