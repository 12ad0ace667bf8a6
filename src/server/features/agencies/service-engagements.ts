import { AppError } from "@shared/errors";
/**
 * Landlords engaging agencies (issue 18 item 1): asked by either side, active once the other side
 * accepts, ended by either. Only an active engagement lets the landlord pick the agency (and its
 * members as lead agent) for a home; ending it takes the agency off the landlord's homes.
 * - A landlord asks an agency found by name; its members with `engage` accept.
 * - An agency invites a landlord by e-mail (never told whether the address has an account); the
 *   landlord accepts through the e-mailed link's token, or from their Agents page once their
 *   e-mail address is proven (as for tenancy invitations).
 */
import type { Engagement } from "@shared/schemas/agencies";
import type { Caller } from "@shared/schemas/auth";
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { agencies, agencyEngagements, agencyMembers, users } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { releaseAgencyHomes } from "../properties";
import { membershipOf } from "./access";
import { hashToken, isUuid, newToken, requireCapability, toSummary } from "./common";
import { AGENCY_INVITATION_TTL_DAYS, type MailDeps, sendEngagementInvitation } from "./mail";

const landlordUser = alias(users, "landlord_user");
const MAX_ENGAGEMENTS = 500;

type Row = {
  e: typeof agencyEngagements.$inferSelect;
  agency: typeof agencies.$inferSelect;
  landlord: { id: string; name: string; email: string } | null;
};

const selectRows = (db: Db) =>
  db
    .select({
      e: agencyEngagements,
      agency: agencies,
      landlord: { id: landlordUser.id, name: landlordUser.name, email: landlordUser.email },
    })
    .from(agencyEngagements)
    .innerJoin(agencies, eq(agencies.id, agencyEngagements.agencyId))
    .leftJoin(landlordUser, eq(landlordUser.id, agencyEngagements.landlordId));

/** Usable: an agency's invitation must not have expired. */
const notExpired = or(isNull(agencyEngagements.expiresAt), gt(agencyEngagements.expiresAt, sql`now()`));

function toDto(
  r: Row,
  view: "agency" | "landlord",
  canAccept: boolean,
  agents: Engagement["agents"] = [],
): Engagement {
  return {
    id: r.e.id,
    status: r.e.status,
    requestedBy: r.e.requestedBy,
    agency: toSummary(r.agency),
    landlord: r.landlord,
    email: view === "agency" ? r.e.email : null,
    agents,
    canAccept,
    createdAt: r.e.createdAt.toISOString(),
  };
}

/** The agency's live engagements (pending and active), as its members see them. */
export async function engagementsOfAgency(
  db: Db,
  agencyId: string,
  canEngage: boolean,
): Promise<Engagement[]> {
  const rows = await selectRows(db)
    .where(and(eq(agencyEngagements.agencyId, agencyId), ne(agencyEngagements.status, "ended"), notExpired))
    .orderBy(desc(agencyEngagements.createdAt))
    .limit(MAX_ENGAGEMENTS);
  return rows.map((r) =>
    toDto(r, "agency", canEngage && r.e.status === "pending" && r.e.requestedBy === "landlord"),
  );
}

/** Members of agencies, for a landlord's picker: name and e-mail of each, by agency. */
async function membersOf(db: Db, agencyIds: string[]) {
  if (!agencyIds.length) return new Map<string, Engagement["agents"]>();
  const rows = await db
    .select({ agencyId: agencyMembers.agencyId, id: users.id, name: users.name, email: users.email })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(and(inArray(agencyMembers.agencyId, agencyIds), eq(users.banned, false)))
    .orderBy(asc(users.name));
  const out = new Map<string, Engagement["agents"]>();
  for (const r of rows)
    out.set(r.agencyId, [...(out.get(r.agencyId) ?? []), { id: r.id, name: r.name, email: r.email }]);
  return out;
}

async function accountOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** The landlord's engagements: their own, and agencies' invitations to their proven address. */
export async function engagementsOfLandlord(db: Db, caller: Caller): Promise<Engagement[]> {
  const account = await accountOf(db, caller.id);
  const invitedHere = account.emailVerified
    ? and(isNull(agencyEngagements.landlordId), eq(agencyEngagements.email, account.email.toLowerCase()))
    : sql`false`;
  const rows = await selectRows(db)
    .where(
      and(
        or(eq(agencyEngagements.landlordId, caller.id), invitedHere),
        ne(agencyEngagements.status, "ended"),
        notExpired,
      ),
    )
    .orderBy(asc(agencies.name))
    .limit(MAX_ENGAGEMENTS);
  const members = await membersOf(
    db,
    rows.filter((r) => r.e.status === "active").map((r) => r.agency.id),
  );
  return rows.map((r) =>
    toDto(
      r,
      "landlord",
      r.e.status === "pending" && r.e.requestedBy === "agency",
      r.e.status === "active" ? (members.get(r.agency.id) ?? []) : [],
    ),
  );
}

/** A landlord asks an agency to work with them (the agency accepts). */
export async function requestEngagement(db: Db, caller: Caller, actor: Actor, agencyId: string) {
  await db.transaction(async (tx) => {
    const [agency] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
    if (!agency) throw fieldError("agencyId", "Choose an agency from the list");
    const [live] = await tx
      .select()
      .from(agencyEngagements)
      .where(
        and(
          eq(agencyEngagements.agencyId, agencyId),
          eq(agencyEngagements.landlordId, caller.id),
          ne(agencyEngagements.status, "ended"),
        ),
      )
      .for("update");
    if (live?.status === "active") throw new AppError("conflict", "You already work with this agency.");
    if (live?.requestedBy === "landlord")
      throw new AppError("conflict", "You have already asked this agency; it has not answered yet.");
    if (live) {
      // The agency had asked first: asking back is accepting.
      await tx
        .update(agencyEngagements)
        .set({ status: "active", respondedAt: new Date() })
        .where(eq(agencyEngagements.id, live.id));
      await audit(tx, actor, {
        action: "accept",
        entity: "agency_engagement",
        entityId: live.id,
        details: { agencyId },
      });
      return;
    }
    const [row] = await tx
      .insert(agencyEngagements)
      .values({ agencyId, landlordId: caller.id, requestedBy: "landlord", requestedByUser: caller.id })
      .returning();
    await audit(tx, actor, {
      action: "request",
      entity: "agency_engagement",
      entityId: row!.id,
      details: { agencyId },
    });
  });
  return engagementsOfLandlord(db, caller);
}

/** An agency (engage) invites a landlord by e-mail; the same answer whoever the address belongs to. */
export async function inviteLandlord(deps: MailDeps, caller: Caller, actor: Actor, email: string) {
  const { db } = deps;
  const token = newToken();
  const sent = await db.transaction(async (tx) => {
    const m = await requireCapability(tx, caller, "engage");
    await tx
      .update(agencyEngagements)
      .set({ status: "ended", endedAt: new Date() })
      .where(
        and(
          eq(agencyEngagements.agencyId, m.agencyId),
          eq(agencyEngagements.email, email),
          isNull(agencyEngagements.landlordId),
          eq(agencyEngagements.status, "pending"),
        ),
      );
    const [row] = await tx
      .insert(agencyEngagements)
      .values({
        agencyId: m.agencyId,
        email,
        requestedBy: "agency",
        requestedByUser: caller.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + AGENCY_INVITATION_TTL_DAYS * 86_400_000),
      })
      .returning();
    await audit(tx, actor, {
      action: "invite",
      entity: "agency_engagement",
      entityId: row!.id,
      details: { agencyId: m.agencyId, email },
    });
    const [agency] = await tx
      .select({ name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, m.agencyId));
    return { id: row!.id, name: agency!.name };
  });
  await sendEngagementInvitation(deps, sent.name, email, sent.id, token);
}

async function lockRow(tx: Db, id: string) {
  if (!isUuid(id)) throw notFound("Engagement not found");
  const [row] = await tx.select().from(agencyEngagements).where(eq(agencyEngagements.id, id)).for("update");
  if (!row) throw notFound("Engagement not found");
  return row;
}

type EngagementRow = Awaited<ReturnType<typeof lockRow>>;

/**
 * The landlord accepts an agency's invitation: theirs, or addressed to their e-mail (proven, or
 * the e-mailed token). Any other live row of the pair gives way to this one.
 */
async function acceptAsLandlord(tx: Db, caller: Caller, row: EngagementRow, token: string | undefined) {
  const expired = row.expiresAt !== null && row.expiresAt <= new Date();
  const account = await accountOf(tx, caller.id);
  const addressed =
    row.landlordId === null &&
    row.email === account.email.toLowerCase() &&
    (account.emailVerified || (!!token && row.tokenHash === hashToken(token)));
  if (row.landlordId !== caller.id && !addressed) throw notFound("Engagement not found");
  if (row.status !== "pending" || row.requestedBy !== "agency" || expired)
    throw new AppError("invalid_transition", "This invitation is no longer waiting for an answer.");
  // Any other live row of the pair (the landlord had asked too) gives way to this one.
  await tx
    .update(agencyEngagements)
    .set({ status: "ended", endedAt: new Date() })
    .where(
      and(
        eq(agencyEngagements.agencyId, row.agencyId),
        eq(agencyEngagements.landlordId, caller.id),
        ne(agencyEngagements.status, "ended"),
        ne(agencyEngagements.id, row.id),
      ),
    );
  await tx
    .update(agencyEngagements)
    .set({ status: "active", landlordId: caller.id, respondedAt: new Date(), tokenHash: null })
    .where(eq(agencyEngagements.id, row.id));
}

/** A member of the agency who may engage accepts a landlord's request. */
async function acceptAsAgency(tx: Db, caller: Caller, row: EngagementRow) {
  const m = caller.role === "agent" ? await membershipOf(tx, caller.id) : null;
  if (!m || m.agencyId !== row.agencyId) throw notFound("Engagement not found");
  await requireCapability(tx, caller, "engage");
  if (row.status !== "pending" || row.requestedBy !== "landlord")
    throw new AppError("invalid_transition", "This request is no longer waiting for an answer.");
  await tx
    .update(agencyEngagements)
    .set({ status: "active", respondedAt: new Date() })
    .where(eq(agencyEngagements.id, row.id));
}

/** The side that was asked accepts: the landlord (their row, their proven address, or the token), or the agency (engage). */
export async function acceptEngagement(db: Db, caller: Caller, actor: Actor, id: string, token?: string) {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (caller.role === "landlord") await acceptAsLandlord(tx, caller, row, token);
    else await acceptAsAgency(tx, caller, row);
    await audit(tx, actor, {
      action: "accept",
      entity: "agency_engagement",
      entityId: row.id,
      details: { agencyId: row.agencyId },
    });
  });
}

/** Either side ends (or withdraws) an engagement; the agency comes off the landlord's homes. */
export async function endEngagement(db: Db, caller: Caller, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (caller.role === "landlord") {
      if (row.landlordId !== caller.id) throw notFound("Engagement not found");
    } else {
      const m = caller.role === "agent" ? await membershipOf(tx, caller.id) : null;
      if (!m || m.agencyId !== row.agencyId) throw notFound("Engagement not found");
      await requireCapability(tx, caller, "engage");
    }
    if (row.status === "ended") return;
    await tx
      .update(agencyEngagements)
      .set({ status: "ended", endedAt: new Date(), tokenHash: null })
      .where(eq(agencyEngagements.id, row.id));
    const released = row.landlordId ? await releaseAgencyHomes(tx, row.landlordId, row.agencyId) : [];
    await audit(tx, actor, {
      action: "end",
      entity: "agency_engagement",
      entityId: row.id,
      details: {
        agencyId: row.agencyId,
        landlordId: row.landlordId,
        propertiesReleased: released,
      },
    });
  });
}
