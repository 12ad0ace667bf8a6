/**
 * The agency's logo: uploaded by a member who may edit the agency (owner, manager), stored as
 * WebP variants under a new id each time (so a variant's URL never changes and is cached for
 * good), shown wherever the agency is named: its page, the landlord's agents, the tenant's home,
 * the applicant's enquiry. Logos are public, like the agency's name.
 */
import type { AgencySummary } from "@shared/schemas/agencies";
import type { Caller } from "@shared/schemas/auth";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agencies } from "../../db/schema";
import { notFound } from "../../lib/errors";
import {
  deleteImageVariants,
  processImageUpload,
  type Storage,
  storeImageVariants,
  type Upload,
} from "../../storage";
import { variantKey } from "../../storage/images";
import { type Actor, audit } from "../audit";
import { isUuid, logoUrl, requireCapability } from "./common";

/** Widths of the logo variants; a small logo yields fewer (never enlarged). */
export const LOGO_WIDTHS = [128, 256] as const;

const prefix = (agencyId: string, logoId: string) => `agencies/${agencyId}/logo-${logoId}`;

/** Replaces the caller's agency's logo; the old variants are deleted once the new are stored. */
export async function setLogo(
  deps: { db: Db; storage: Storage },
  caller: Caller,
  actor: Actor,
  read: () => Promise<Upload>,
): Promise<AgencySummary["logoUrl"]> {
  const { db, storage } = deps;
  // The caller's right first: a stranger's upload is never read.
  const m = await requireCapability(db, caller, "editAgency");
  const image = await processImageUpload((await read()).buffer, LOGO_WIDTHS);
  const logoId = crypto.randomUUID();
  await storeImageVariants(storage, prefix(m.agencyId, logoId), image);
  let old: { logoId: string | null; logoWidths: number[] | null } | undefined;
  try {
    await db.transaction(async (tx) => {
      [old] = await tx
        .select({ logoId: agencies.logoId, logoWidths: agencies.logoWidths })
        .from(agencies)
        .where(eq(agencies.id, m.agencyId))
        .for("update");
      await tx
        .update(agencies)
        .set({ logoId, logoWidths: image.widths, updatedAt: new Date() })
        .where(eq(agencies.id, m.agencyId));
      await audit(tx, actor, {
        action: "logo",
        entity: "agency",
        entityId: m.agencyId,
        details: { logoId, replaced: old?.logoId ?? null },
      });
    });
  } catch (err) {
    await deleteImageVariants(storage, prefix(m.agencyId, logoId), image.widths);
    throw err;
  }
  if (old?.logoId) await deleteImageVariants(storage, prefix(m.agencyId, old.logoId), old.logoWidths ?? []);
  return logoUrl({ logoId, logoWidths: image.widths });
}

/** Removes the logo; 404 when there is none. */
export async function removeLogo(deps: { db: Db; storage: Storage }, caller: Caller, actor: Actor) {
  const { db, storage } = deps;
  const m = await requireCapability(db, caller, "editAgency");
  const old = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logoId: agencies.logoId, logoWidths: agencies.logoWidths })
      .from(agencies)
      .where(eq(agencies.id, m.agencyId))
      .for("update");
    if (!row?.logoId) throw notFound("The agency has no logo.");
    await tx
      .update(agencies)
      .set({ logoId: null, logoWidths: null, updatedAt: new Date() })
      .where(eq(agencies.id, m.agencyId));
    await audit(tx, actor, { action: "logo_remove", entity: "agency", entityId: m.agencyId, details: {} });
    return row;
  });
  await deleteImageVariants(storage, prefix(m.agencyId, old.logoId!), old.logoWidths ?? []);
}

/** A variant of a current logo (public); anything else 404. */
export async function readLogo(deps: { db: Db; storage: Storage }, logoId: string, width: number) {
  if (!isUuid(logoId)) throw notFound("Logo not found");
  const [a] = await deps.db
    .select({ id: agencies.id, widths: agencies.logoWidths })
    .from(agencies)
    .where(eq(agencies.logoId, logoId));
  if (!a?.widths?.includes(width)) throw notFound("Logo not found");
  const file = await deps.storage.get(variantKey(prefix(a.id, logoId), width));
  if (!file) throw notFound("Logo not found");
  return file;
}
