/** Pieces every agency service shares: the caller, tokens, the DTO and the capability check. */
import { randomBytes } from "node:crypto";
import { AppError } from "@shared/errors";
import { type AgencyCapability, agencyCan } from "@shared/permissions";
import type { AgencySummary } from "@shared/schemas/agencies";
import type { Caller } from "@shared/schemas/auth";
import type { Db } from "../../db/client";
import type { agencies } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { hashToken } from "../../lib/tokens";
import { membershipOf } from "./access";

export { hashToken };
export const newToken = () => randomBytes(24).toString("base64url");
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The URL of the logo's largest variant, or null without a logo. */
export function logoUrl(a: { logoId: string | null; logoWidths: number[] | null }): string | null {
  if (!a.logoId || !a.logoWidths?.length) return null;
  return `/api/agency-logos/${a.logoId}/${Math.max(...a.logoWidths)}`;
}

export function toSummary(a: typeof agencies.$inferSelect): AgencySummary {
  return {
    id: a.id,
    name: a.name,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    postcode: a.postcode,
    redressScheme: a.redressScheme,
    redressNumber: a.redressNumber,
    cmpScheme: a.cmpScheme,
    cmpNumber: a.cmpNumber,
    logoUrl: logoUrl(a),
  };
}

/** The caller's membership, with a 403 when their role lacks the capability; 404 with no agency. */
export async function requireCapability(db: Db, caller: Caller, capability?: AgencyCapability) {
  const membership = caller.role === "agent" ? await membershipOf(db, caller.id) : null;
  if (!membership) throw notFound("You are not a member of an agency");
  if (capability && !agencyCan(membership.role, capability)) {
    throw new AppError(
      "forbidden",
      "Your role in the agency does not allow this; ask its owner or a manager.",
    );
  }
  return membership;
}
