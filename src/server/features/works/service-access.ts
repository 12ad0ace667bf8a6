/**
 * Who may see and change a works order: the staff of its home (landlord, agent, admins), by the
 * properties feature's own rule (`manageCondition` / `findManaged`), so a change to who manages a
 * home flows through here. Anyone else gets 404. Only the home's landlord decides approvals.
 */

import { createHash, randomBytes } from "node:crypto";
import type { Caller } from "@shared/schemas/auth";
import { CONTRACTOR_LINK_DAYS } from "@shared/schemas/works";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { worksOrders, worksSettings } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { findManaged, isUuid } from "../properties";
import { type ApprovalLimit, approvalLimit } from "./policy";

export type OrderRow = typeof worksOrders.$inferSelect;

/** An order the caller manages with its home (the order locked inside a transaction when asked). */
export async function loadOrder(db: Db, user: Caller, id: string, lock = false) {
  if (!isUuid(id)) throw notFound("Works order not found");
  const query = db.select().from(worksOrders).where(eq(worksOrders.id, id));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw notFound("Works order not found");
  const property = await findManaged(db, user, order.propertyId).catch(() => {
    throw notFound("Works order not found");
  });
  return { order, property };
}

/** The home's approval limit: the landlord's own, or the default (policy.ts). */
export async function approvalLimitOf(db: Db, propertyId: string): Promise<ApprovalLimit> {
  const [row] = await db
    .select({ pence: worksSettings.approvalLimitPence })
    .from(worksSettings)
    .where(eq(worksSettings.propertyId, propertyId));
  return approvalLimit(row?.pence);
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new contractor link: the token (shown once), its hash (stored) and when it stops working. */
export function newLink(now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    columns: {
      tokenHash: hashToken(token),
      tokenIssuedAt: now,
      tokenExpiresAt: new Date(now.getTime() + CONTRACTOR_LINK_DAYS * 86_400_000),
    },
  };
}

export const linkUrl = (publicUrl: string, token: string) => `${publicUrl}/works/${token}`;
export const orderLink = (id: string) => `/works-orders/${id}`;
export const noLink = { tokenHash: null, tokenIssuedAt: null, tokenExpiresAt: null };

/** Statuses in which the contractor's link works (and only until the invoice is approved). */
export const contractorStatuses = ["sent", "accepted", "scheduled", "done"] as const;
export const linkLive = (o: OrderRow, now = new Date()) =>
  !!o.tokenHash &&
  !!o.tokenExpiresAt &&
  o.tokenExpiresAt > now &&
  (contractorStatuses as readonly string[]).includes(o.status) &&
  !o.invoiceApprovedAt;
