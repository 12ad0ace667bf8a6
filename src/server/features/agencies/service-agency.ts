import { AppError } from "@shared/errors";
/**
 * An agency, its members and the invitations to join it (issue 18 item 1).
 * - Only agents belong to agencies, each to at most one. An agent with none may create one and is
 *   its owner; members join only by accepting an e-mailed invitation, signed in as an agent with the
 *   address it was sent to (the token is the proof).
 * - What each role may do is src/shared/permissions.ts `agencyRoleCapabilities`: a member without the
 *   capability gets 403 (they can see the agency); anyone who is not a member sees no agency.
 * - An agency always keeps an owner: the last owner can neither leave nor be demoted.
 */
import { type AgencyRole, agencyCan, agencyRoleCapabilities } from "@shared/permissions";
import type {
  AgencySummary,
  agencyInputSchema,
  agencyInviteSchema,
  MyAgency,
} from "@shared/schemas/agencies";
import type { Caller, NamedCaller } from "@shared/schemas/auth";
import { and, asc, count, eq, gt, ilike, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { likeEscape } from "../../db/paginate";
import { agencies, agencyInvitations, agencyMembers, users } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { releaseAgentHomes } from "../properties";
import { membershipOf } from "./access";
import { hashToken, isUuid, newToken, requireCapability, toSummary } from "./common";
import { AGENCY_INVITATION_TTL_DAYS, type MailDeps, sendAgencyInvitation } from "./mail";
import { engagementsOfAgency } from "./service-engagements";

const MAX_MEMBERS = 200;

/** The agent's agency as they see it: details, members, invitations and engagements by role. */
export async function myAgency(db: Db, caller: Caller): Promise<MyAgency> {
  const membership = caller.role === "agent" ? await membershipOf(db, caller.id) : null;
  if (!membership)
    return { agency: null, role: null, can: [], members: [], invitations: [], engagements: [] };
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, membership.agencyId));
  const can = [...agencyRoleCapabilities[membership.role]];
  const members = await db
    .select({ m: agencyMembers, name: users.name, email: users.email })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(eq(agencyMembers.agencyId, membership.agencyId))
    .orderBy(asc(users.name))
    .limit(MAX_MEMBERS);
  const invitations = agencyCan(membership.role, "invite")
    ? await db
        .select()
        .from(agencyInvitations)
        .where(
          and(
            eq(agencyInvitations.agencyId, membership.agencyId),
            isNull(agencyInvitations.usedAt),
            isNull(agencyInvitations.revokedAt),
            gt(agencyInvitations.expiresAt, new Date()),
          ),
        )
        .orderBy(asc(agencyInvitations.createdAt))
        .limit(MAX_MEMBERS)
    : [];
  return {
    agency: toSummary(agency!),
    role: membership.role,
    can,
    members: members.map((r) => ({
      id: r.m.id,
      userId: r.m.userId,
      name: r.name,
      email: r.email,
      role: r.m.role,
      joinedAt: r.m.createdAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
    })),
    engagements: await engagementsOfAgency(db, membership.agencyId, agencyCan(membership.role, "engage")),
  };
}

type AgencyInput = z.output<typeof agencyInputSchema>;

/** An agent with no agency founds one and is its owner. */
export async function createAgency(db: Db, caller: Caller, actor: Actor, input: AgencyInput) {
  if (caller.role !== "agent") throw new AppError("forbidden", "Only letting agents can create an agency.");
  await db.transaction(async (tx) => {
    // Serialises two creations by the same agent: the unique index on user_id refuses the second.
    if (await membershipOf(tx, caller.id)) {
      throw new AppError("conflict", "You are already a member of an agency.");
    }
    const [agency] = await tx
      .insert(agencies)
      .values({ ...input, createdBy: caller.id })
      .returning();
    await tx.insert(agencyMembers).values({ agencyId: agency!.id, userId: caller.id, role: "owner" });
    await audit(tx, actor, {
      action: "create",
      entity: "agency",
      entityId: agency!.id,
      details: {},
    });
  });
  return myAgency(db, caller);
}

export async function updateAgency(db: Db, caller: Caller, actor: Actor, input: AgencyInput) {
  await db.transaction(async (tx) => {
    const m = await requireCapability(tx, caller, "editAgency");
    await tx
      .update(agencies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(agencies.id, m.agencyId));
    await audit(tx, actor, {
      action: "update",
      entity: "agency",
      entityId: m.agencyId,
      details: {},
    });
  });
  return myAgency(db, caller);
}

async function memberRow(tx: Db, agencyId: string, memberId: string) {
  if (!isUuid(memberId)) throw notFound("Member not found");
  const [row] = await tx
    .select()
    .from(agencyMembers)
    .where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.agencyId, agencyId)))
    .for("update");
  if (!row) throw notFound("Member not found");
  return row;
}

async function assertOtherOwner(tx: Db, agencyId: string, memberId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(agencyMembers)
    .where(
      and(
        eq(agencyMembers.agencyId, agencyId),
        eq(agencyMembers.role, "owner"),
        sql`${agencyMembers.id} <> ${memberId}`,
      ),
    );
  if (!row?.n) throw fieldError("role", "An agency needs an owner: make another member an owner first");
}

export async function changeMemberRole(
  db: Db,
  caller: Caller,
  actor: Actor,
  memberId: string,
  role: AgencyRole,
) {
  await db.transaction(async (tx) => {
    const m = await requireCapability(tx, caller, "editAgency");
    const row = await memberRow(tx, m.agencyId, memberId);
    // Only an owner makes or unmakes owners.
    if ((role === "owner" || row.role === "owner") && m.role !== "owner")
      throw new AppError("forbidden", "Only an owner can make or change an owner.");
    if (row.role === "owner" && role !== "owner") await assertOtherOwner(tx, m.agencyId, row.id);
    await tx.update(agencyMembers).set({ role }).where(eq(agencyMembers.id, row.id));
    await audit(tx, actor, {
      action: "role_change",
      entity: "agency_member",
      entityId: row.id,
      details: { agencyId: m.agencyId, userId: row.userId, from: row.role, to: role },
    });
  });
  return myAgency(db, caller);
}

/** Removes a member (editAgency), or the caller leaves; their homes there lose their lead agent. */
export async function removeMember(db: Db, caller: Caller, actor: Actor, memberId: string) {
  await db.transaction(async (tx) => {
    const m = await requireCapability(tx, caller);
    const row = await memberRow(tx, m.agencyId, memberId);
    if (row.userId !== caller.id && !agencyCan(m.role, "editAgency"))
      throw new AppError(
        "forbidden",
        "Your role in the agency does not allow this; ask its owner or a manager.",
      );
    if (row.role === "owner" && row.userId !== caller.id && m.role !== "owner")
      throw new AppError("forbidden", "Only an owner can remove an owner.");
    if (row.role === "owner") await assertOtherOwner(tx, m.agencyId, row.id);
    await tx.delete(agencyMembers).where(eq(agencyMembers.id, row.id));
    await releaseAgentHomes(tx, m.agencyId, row.userId);
    await audit(tx, actor, {
      action: "remove",
      entity: "agency_member",
      entityId: row.id,
      details: { agencyId: m.agencyId, userId: row.userId },
    });
  });
  return myAgency(db, caller);
}

/** E-mails an invitation to join (invite); the answer is the same whether the address has an account. */
export async function inviteMember(
  deps: MailDeps,
  caller: NamedCaller,
  actor: Actor,
  input: z.output<typeof agencyInviteSchema>,
) {
  const { db } = deps;
  const token = newToken();
  const agencyName = await db.transaction(async (tx) => {
    const m = await requireCapability(tx, caller, "invite");
    if (input.role === "owner" && m.role !== "owner")
      throw fieldError("role", "Only an owner can invite another owner");
    const [pending] = await tx
      .select({ n: count() })
      .from(agencyInvitations)
      .where(
        and(
          eq(agencyInvitations.agencyId, m.agencyId),
          isNull(agencyInvitations.usedAt),
          isNull(agencyInvitations.revokedAt),
          gt(agencyInvitations.expiresAt, new Date()),
        ),
      );
    if ((pending?.n ?? 0) >= MAX_MEMBERS)
      throw fieldError("email", "Too many invitations are waiting; withdraw some first");
    // A newer invitation to the same address replaces the older one.
    await tx
      .update(agencyInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(agencyInvitations.agencyId, m.agencyId),
          eq(agencyInvitations.email, input.email),
          isNull(agencyInvitations.usedAt),
          isNull(agencyInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(agencyInvitations)
      .values({
        agencyId: m.agencyId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: caller.id,
        expiresAt: new Date(Date.now() + AGENCY_INVITATION_TTL_DAYS * 86_400_000),
      })
      .returning();
    await audit(tx, actor, {
      action: "invite",
      entity: "agency_invitation",
      entityId: row!.id,
      details: { agencyId: m.agencyId, email: input.email, role: input.role },
    });
    const [agency] = await tx
      .select({ name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, m.agencyId));
    return agency!.name;
  });
  await sendAgencyInvitation(deps, caller.name, agencyName, input.email, token);
  return myAgency(db, caller);
}

export async function revokeInvitation(db: Db, caller: Caller, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const m = await requireCapability(tx, caller, "invite");
    if (!isUuid(id)) throw notFound("Invitation not found");
    const [row] = await tx
      .update(agencyInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(agencyInvitations.id, id),
          eq(agencyInvitations.agencyId, m.agencyId),
          isNull(agencyInvitations.usedAt),
          isNull(agencyInvitations.revokedAt),
        ),
      )
      .returning();
    if (!row) throw notFound("Invitation not found");
    await audit(tx, actor, {
      action: "revoke",
      entity: "agency_invitation",
      entityId: id,
      details: { agencyId: m.agencyId },
    });
  });
  return myAgency(db, caller);
}

const wrongLink =
  "This invitation link has expired, was withdrawn or replaced, or was sent to another e-mail address. Sign in with the address it was sent to, or ask the agency to send it again.";

/** The signed-in agent accepts an invitation with the e-mailed token (sent to their address). */
export async function acceptInvitation(db: Db, caller: NamedCaller, actor: Actor, token: string) {
  if (caller.role !== "agent")
    throw new AppError(
      "forbidden",
      "Agency invitations are for letting agents: sign in with an agent account.",
    );
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(agencyInvitations)
      .where(
        and(
          eq(agencyInvitations.tokenHash, hashToken(token)),
          eq(agencyInvitations.email, caller.email.toLowerCase()),
          isNull(agencyInvitations.usedAt),
          isNull(agencyInvitations.revokedAt),
          gt(agencyInvitations.expiresAt, new Date()),
        ),
      )
      .for("update");
    if (!row) throw new AppError("invalid_token", wrongLink, { token: wrongLink });
    if (await membershipOf(tx, caller.id))
      throw new AppError(
        "conflict",
        "You are already a member of an agency: leave it first to join another.",
      );
    await tx.insert(agencyMembers).values({ agencyId: row.agencyId, userId: caller.id, role: row.role });
    await tx.update(agencyInvitations).set({ usedAt: new Date() }).where(eq(agencyInvitations.id, row.id));
    // The agent's own legacy homes (lead agent, no agency) stay theirs; nothing else moves.
    await audit(tx, actor, {
      action: "join",
      entity: "agency",
      entityId: row.agencyId,
      details: { role: row.role },
    });
  });
  return myAgency(db, caller);
}

/** Agencies by name, for a landlord engaging one (public facts only: never members or e-mails). */
export async function searchAgencies(db: Db, q: string | undefined): Promise<AgencySummary[]> {
  const rows = await db
    .select()
    .from(agencies)
    .where(q ? ilike(agencies.name, `%${likeEscape(q)}%`) : undefined)
    .orderBy(asc(agencies.name), asc(agencies.id))
    .limit(20);
  return rows.map(toSummary);
}
