import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import type {
  PendingTenancyInvitation,
  Tenancy,
  tenancyInvitationAcceptSchema,
} from "@shared/schemas/tenancies";
import { and, asc, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { invitations, properties, tenancies, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { hashToken, markInvitationUsed } from "../auth";
import { markEmailProven } from "../users";
import { getTenancy } from "./service-tenancies";

/**
 * Consent rules for tenancies (issue 13, item 7):
 * - Creating a tenancy never looks the tenant's e-mail up: every tenancy e-mails an invitation
 *   and answers the same, so nobody learns whether an address has an account.
 * - A tenancy reaches a tenant account only when that person accepts the invitation, which needs
 *   proof that the address is theirs: the e-mailed link's token (signing up with it, or opening it
 *   while signed in), or an account whose e-mail was already proven (the `email_verified` flag:
 *   accounts created on the server, or that have used an e-mailed token before). Signing up at
 *   /register with the same address alone proves nothing: sign-up sends no e-mail.
 */

const inviter = alias(users, "inviter");

/** Usable tenant invitations addressed to this e-mail. */
const usableFor = (email: string) =>
  and(
    eq(invitations.email, email.toLowerCase()),
    eq(invitations.role, "tenant"),
    isNull(invitations.usedAt),
    gt(invitations.expiresAt, new Date()),
  );

/** Tenancies still waiting on this invitation (ended ones were withdrawn). */
const waitingOn = (invitationIds: string[]) =>
  and(
    inArray(tenancies.invitationId, invitationIds),
    isNull(tenancies.tenantId),
    ne(tenancies.status, "ended"),
  );

async function accountOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError("unauthenticated", "Please sign in to continue.");
  return row;
}

/**
 * Invitations waiting for the signed-in tenant. Listed with their details only when the
 * account's e-mail is proven: otherwise anyone who registered with somebody else's address would
 * read where that person is about to live.
 */
export async function pendingInvitations(
  db: Db,
  userId: string,
): Promise<{ emailVerified: boolean; items: PendingTenancyInvitation[] }> {
  const account = await accountOf(db, userId);
  if (account.role !== "tenant" || !account.emailVerified) return { emailVerified: false, items: [] };
  const rows = await db
    .select({
      invitationId: invitations.id,
      expiresAt: invitations.expiresAt,
      tenancyId: tenancies.id,
      status: tenancies.status,
      startDate: tenancies.startDate,
      rentAmount: tenancies.rentAmount,
      currency: tenancies.currency,
      rentFrequency: tenancies.rentFrequency,
      propertyTitle: properties.title,
      city: properties.city,
      invitedBy: inviter.name,
    })
    .from(invitations)
    .innerJoin(tenancies, eq(tenancies.invitationId, invitations.id))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(usableFor(account.email), isNull(tenancies.tenantId), ne(tenancies.status, "ended")))
    .orderBy(asc(invitations.createdAt))
    .limit(50);
  return {
    emailVerified: true,
    items: rows.map((r) => ({
      invitationId: r.invitationId,
      expiresAt: r.expiresAt.toISOString(),
      invitedBy: r.invitedBy ?? null,
      tenancy: {
        id: r.tenancyId,
        status: r.status,
        startDate: r.startDate,
        rentAmount: r.rentAmount,
        currency: r.currency,
        rentFrequency: r.rentFrequency,
        propertyTitle: r.propertyTitle,
        city: r.city,
      },
    })),
  };
}

const wrongLink =
  "This invitation link has expired, was replaced by a newer one, or was sent to another e-mail address. Sign in with the address it was sent to, or ask your landlord or agent to send it again.";

/**
 * The signed-in tenant accepts an invitation: with the e-mailed token, or (proven e-mail only)
 * by its id from their pending list. Links every tenancy waiting on it; returns their ids.
 */
async function linkByInvitation(
  tx: Db,
  userId: string,
  input: z.output<typeof tenancyInvitationAcceptSchema>,
) {
  const account = await accountOf(tx, userId);
  if (account.role !== "tenant") {
    throw new AppError(
      "not_a_tenant_account",
      `You are signed in with a ${account.role} account. Only a tenant account can join a tenancy: ask them to invite an e-mail address you use as a tenant.`,
    );
  }
  const byToken = input.token;
  if (!byToken && !account.emailVerified) {
    throw new AppError(
      "email_not_verified",
      `To accept, open the invitation link e-mailed to ${account.email}: it proves the address is yours.`,
    );
  }
  const [invitation] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        usableFor(account.email),
        byToken
          ? eq(invitations.tokenHash, hashToken(byToken))
          : eq(invitations.id, input.invitationId ?? ""),
      ),
    )
    .for("update");
  if (!invitation) {
    if (byToken)
      throw new AppError("validation_error", `Invalid input. token: ${wrongLink}`, { token: wrongLink });
    throw notFound("Invitation not found");
  }
  const linked = await tx
    .update(tenancies)
    .set({ tenantId: account.id, updatedAt: new Date() })
    .where(waitingOn([invitation.id]))
    .returning({ id: tenancies.id });
  if (!linked.length) {
    throw new AppError(
      "invitation_withdrawn",
      "This tenancy is no longer waiting for you: it was ended or withdrawn. Ask your landlord or agent about it.",
    );
  }
  await markInvitationUsed(tx, invitation.id);
  if (byToken) await markEmailProven(tx, account.id);
  return linked.map((r) => r.id);
}

/**
 * Accepting, with one "tenant_linked" audit entry per tenancy joined, in one transaction; answers
 * the tenancies as the tenant now sees them.
 */
export async function acceptInvitation(
  db: Db,
  user: Caller,
  actor: Actor,
  input: z.output<typeof tenancyInvitationAcceptSchema>,
): Promise<Tenancy[]> {
  const linked = await db.transaction(async (tx) => {
    const ids = await linkByInvitation(tx, user.id, input);
    for (const id of ids) {
      await audit(tx, actor, {
        action: "tenant_linked",
        entity: "tenancy",
        entityId: id,
        details: { tenantId: user.id, via: input.token ? "link" : "home" },
      });
    }
    return ids;
  });
  return Promise.all(linked.map((id) => getTenancy(db, user, id)));
}

/**
 * A tenant signing up with the invitation a tenancy sent becomes that tenancy's tenant (every
 * tenancy still waiting on that invitation). The token proved they received the e-mail, so the
 * account's e-mail counts as proven from now on.
 */
export async function linkInvitedTenancies(db: Db, invitationId: string, userId: string) {
  await markEmailProven(db, userId);
  const linked = await db
    .update(tenancies)
    .set({ tenantId: userId, updatedAt: new Date() })
    .where(waitingOn([invitationId]))
    .returning({ id: tenancies.id });
  return linked.map((r) => r.id);
}
