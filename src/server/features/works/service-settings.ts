/**
 * A home's approval limit: read by its staff, set by its landlord only (an agent or admin spends
 * the landlord's money within it, never moves it). Default £250 (DEFAULT_APPROVAL_LIMIT_PENCE).
 */
import type { Caller } from "@shared/schemas/auth";
import type { Db } from "../../db/client";
import { worksSettings } from "../../db/schema";

import { type Actor, audit } from "../audit";
import { findManaged } from "../properties";
import { assertMaySetLimit, isApprover } from "./policy";
import { approvalLimitOf } from "./service-access";

export async function getApprovalLimit(db: Db, user: Caller, propertyId: string) {
  const property = await findManaged(db, user, propertyId);
  const limit = await approvalLimitOf(db, property.id);
  return {
    propertyId: property.id,
    approvalLimitPence: limit.pence,
    isDefault: limit.isDefault,
    canEdit: isApprover(property, user.id),
  };
}

export async function setApprovalLimit(
  db: Db,
  user: Caller,
  actor: Actor,
  propertyId: string,
  approvalLimitPence: number,
) {
  await db.transaction(async (tx) => {
    const property = await findManaged(tx, user, propertyId, true);
    assertMaySetLimit(property, user.id);
    const before = await approvalLimitOf(tx, property.id);
    const values = { approvalLimitPence, updatedBy: user.id, updatedAt: new Date() };
    await tx
      .insert(worksSettings)
      .values({ propertyId: property.id, ...values })
      .onConflictDoUpdate({ target: worksSettings.propertyId, set: values });
    await audit(tx, actor, {
      action: "works_approval_limit_set",
      entity: "property",
      entityId: property.id,
      details: { before: before.pence, after: approvalLimitPence },
    });
  });
  return getApprovalLimit(db, user, propertyId);
}
