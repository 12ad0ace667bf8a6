/**
 * How many adults live in the home under a tenancy: the compliance feature's Right to Rent checks
 * set it (after their own rules) through this, inside their transaction; the tenancies table is
 * written only by this feature.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tenancies } from "../../db/schema";
import { type Actor, audit } from "../audit";
import type { TenancyRow } from "./access";

/** Sets the tenancy's number of adult occupiers (`t` as read, locked), with its audit row. */
export async function setAdultOccupierCount(
  tx: Db,
  actor: Actor,
  t: Pick<TenancyRow, "id" | "adultOccupiers">,
  adultOccupiers: number,
): Promise<void> {
  await tx.update(tenancies).set({ adultOccupiers, updatedAt: new Date() }).where(eq(tenancies.id, t.id));
  await audit(tx, actor, {
    action: "adult_occupiers_set",
    entity: "tenancy",
    entityId: t.id,
    details: { before: t.adultOccupiers, after: adultOccupiers },
  });
}
