/**
 * The owners of a home and their shares (issue 17 item 1). The landlord account is always the
 * first (primary) owner; co-owners are invited by e-mail and read their share once they accept
 * with the e-mailed link (which proves the address). Only the landlord account and admins change
 * the owners; the agent and co-owners read them. Removing a co-owner removes their access.
 */
import { checkShares } from "@shared/accounts/shares";
import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import type { Owner, Owners, ownersInputSchema } from "@shared/schemas/money-owners";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { invitations, properties, propertyOwners, users } from "../../db/schema";

import { type Actor, audit } from "../audit";
import { createInvitation, hashToken, markInvitationUsed, withdrawInvitations } from "../auth";
import { markEmailProven } from "../users";
import { findMoneyHome, type MoneyHome } from "./access";
import { type MailDeps, sendOwnerInvitation } from "./invitation-mail";

type OwnersValues = z.output<typeof ownersInputSchema>;

/** Whether the caller may change the owners (and the agreement) of the home. */
export const canEditOwners = (user: Caller, home: MoneyHome) =>
  user.role === "admin" || (user.role === "landlord" && home.landlordId === user.id);

/** The home for a change of owners or agreement: 404 when unreadable, 403 when read-only. */
export async function findOwnedForEdit(db: Db, user: Caller, propertyId: string) {
  const home = await findMoneyHome(db, user, propertyId);
  if (!canEditOwners(user, home)) {
    throw new AppError(
      "forbidden",
      "Only the home's landlord account can change its owners and management agreement.",
    );
  }
  return home;
}

async function ownerRows(db: Db, propertyId: string) {
  return db
    .select()
    .from(propertyOwners)
    .where(eq(propertyOwners.propertyId, propertyId))
    .orderBy(sql`${propertyOwners.isPrimary} desc`, propertyOwners.createdAt, propertyOwners.id);
}

/** The owners of a home the caller may read, in order: the landlord first. */
export async function getOwners(db: Db, user: Caller, propertyId: string): Promise<Owners> {
  const home = await findMoneyHome(db, user, propertyId);
  return ownersView(db, user, home);
}

export async function ownersView(db: Db, user: Caller, home: MoneyHome): Promise<Owners> {
  const canEdit = canEditOwners(user, home);
  const rows = await ownerRows(db, home.id);
  let owners: Owner[];
  if (rows.length === 0) {
    const [landlord] = await db.select({ name: users.name }).from(users).where(eq(users.id, home.landlordId));
    owners = [
      {
        id: null,
        name: landlord?.name ?? "Landlord",
        email: null,
        shareBp: 10_000,
        isPrimary: true,
        status: "owner",
        isYou: home.landlordId === user.id,
      },
    ];
  } else {
    owners = rows.map((r) => ({
      id: r.id,
      name: r.displayName,
      email: canEdit && !r.isPrimary ? r.inviteEmail : null,
      shareBp: r.shareBp,
      isPrimary: r.isPrimary,
      status: r.isPrimary ? "owner" : r.acceptedAt ? "accepted" : "invited",
      isYou: r.userId === user.id && (r.isPrimary || r.acceptedAt !== null),
    }));
  }
  return { propertyId: home.id, owners, canEdit };
}

interface Invite {
  email: string;
  token: string;
}

type OwnerRow = Awaited<ReturnType<typeof ownerRows>>[number];
type Fields = Record<string, string>;

/** Co-owners kept by id: recorded on this home, listed once, their e-mail unchanged. Answers the ids kept. */
function checkKeptOwners(input: OwnersValues, existing: OwnerRow[], seenEmails: Set<string>, fields: Fields) {
  const byId = new Map(existing.map((r) => [r.id, r]));
  const kept = new Set<string>();
  input.owners.forEach((o, i) => {
    if (i === 0 || !o.id) return;
    const row = byId.get(o.id);
    if (!row || row.isPrimary) fields[`owners.${i}.id`] = "This owner is not recorded on this home";
    else if (kept.has(o.id)) fields[`owners.${i}.id`] = "This owner is listed twice";
    else {
      kept.add(o.id);
      if (row.inviteEmail) seenEmails.add(row.inviteEmail.toLowerCase());
    }
    if (o.email && row && o.email !== row.inviteEmail?.toLowerCase())
      fields[`owners.${i}.email`] =
        "To change a co-owner's e-mail, remove them and add them again (a new invitation is sent)";
  });
  return kept;
}

/** New co-owners: each needs an e-mail of its own, not the landlord account's nor another owner's. */
function checkNewOwners(input: OwnersValues, landlordEmail: string, seenEmails: Set<string>, fields: Fields) {
  input.owners.forEach((o, i) => {
    if (i === 0 || o.id) return;
    if (!o.email)
      fields[`owners.${i}.email`] = "Enter the co-owner's e-mail: they are invited to read their share";
    else if (seenEmails.has(o.email))
      fields[`owners.${i}.email`] =
        o.email === landlordEmail
          ? "This is the landlord account's own e-mail"
          : "This e-mail is already listed as an owner";
    else seenEmails.add(o.email);
  });
}

/**
 * The list given, checked against the home's owners: the landlord account first (no invitation),
 * kept and new co-owners as above, shares that add up. Refused with every field's reason; answers
 * the ids of the co-owners kept.
 */
function checkOwnerList(input: OwnersValues, existing: OwnerRow[], landlordEmail: string): Set<string> {
  const fields: Fields = {};
  const primary = existing.find((r) => r.isPrimary);
  const first = input.owners[0]!;
  if (first.id && first.id !== primary?.id)
    fields["owners.0.id"] = "The landlord account must stay the first owner";
  if (first.email)
    fields["owners.0.email"] = "The landlord account is the first owner: it needs no invitation";
  const seenEmails = new Set<string>([landlordEmail]);
  const kept = checkKeptOwners(input, existing, seenEmails, fields);
  checkNewOwners(input, landlordEmail, seenEmails, fields);
  for (const p of checkShares(input.owners.map((o) => o.shareBp)))
    fields[p.index === undefined ? "owners" : `owners.${p.index}.shareBp`] ??= p.message;
  if (Object.keys(fields).length > 0) {
    const [key, message] = Object.entries(fields)[0]!;
    throw new AppError("validation_error", `Invalid input. ${key}: ${message}`, fields);
  }
  return kept;
}

/** Removed co-owners lose access at once; their unused invitations stop working. */
async function removeOwners(tx: Db, removed: OwnerRow[]) {
  if (removed.length === 0) return;
  await tx.delete(propertyOwners).where(
    inArray(
      propertyOwners.id,
      removed.map((r) => r.id),
    ),
  );
  const invitationIds = removed.flatMap((r) => (r.invitationId && !r.acceptedAt ? [r.invitationId] : []));
  if (invitationIds.length > 0) await withdrawInvitations(tx, invitationIds);
}

/** The landlord account's own row: updated, or made (accepted) on the first change of owners. */
async function writePrimary(
  tx: Db,
  home: MoneyHome,
  primary: OwnerRow | undefined,
  first: OwnersValues["owners"][number],
  createdBy: string,
  now: Date,
) {
  if (primary)
    await tx
      .update(propertyOwners)
      .set({ displayName: first.name, shareBp: first.shareBp, updatedAt: now })
      .where(eq(propertyOwners.id, primary.id));
  else
    await tx.insert(propertyOwners).values({
      propertyId: home.id,
      userId: home.landlordId,
      displayName: first.name,
      shareBp: first.shareBp,
      isPrimary: true,
      acceptedAt: now,
      createdBy,
    });
}

/** Kept co-owners updated; new ones recorded with an invitation each. Answers the invitations to send. */
async function writeCoOwners(tx: Db, home: MoneyHome, input: OwnersValues, createdBy: string, now: Date) {
  const invites: Invite[] = [];
  for (const o of input.owners.slice(1)) {
    if (o.id) {
      await tx
        .update(propertyOwners)
        .set({ displayName: o.name, shareBp: o.shareBp, updatedAt: now })
        .where(eq(propertyOwners.id, o.id));
      continue;
    }
    const email = o.email!;
    const created = await createInvitation(tx, { email, role: "landlord", invitedBy: createdBy });
    await tx.insert(propertyOwners).values({
      propertyId: home.id,
      displayName: o.name,
      inviteEmail: email,
      invitationId: created.invitation.id,
      shareBp: o.shareBp,
      createdBy,
    });
    invites.push({ email, token: created.token });
  }
  return invites;
}

/**
 * Replaces the owners of a home with the list given (the landlord's own row first), in one
 * transaction with its audit row; then e-mails each new co-owner their invitation.
 */
export async function setOwners(
  deps: MailDeps & { db: Db },
  user: Caller & { name: string },
  actor: Actor,
  propertyId: string,
  input: OwnersValues,
): Promise<Owners> {
  const { db } = deps;
  const { invites, title } = await db.transaction(async (tx) => {
    const home = await findOwnedForEdit(tx, user, propertyId);
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, home.id)).for("update");
    const existing = await ownerRows(tx, home.id);
    const [landlord] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, home.landlordId));
    const kept = checkOwnerList(input, existing, landlord?.email.toLowerCase() ?? "");
    const removed = existing.filter((r) => !r.isPrimary && !kept.has(r.id));
    await removeOwners(tx, removed);
    const now = new Date();
    const primary = existing.find((r) => r.isPrimary);
    await writePrimary(tx, home, primary, input.owners[0]!, user.id, now);
    const invites = await writeCoOwners(tx, home, input, user.id, now);
    await audit(tx, actor, {
      action: "owners_set",
      entity: "property",
      entityId: home.id,
      details: {
        shares: input.owners.map((o) => ({ name: o.name, shareBp: o.shareBp })),
        invited: invites.map((i) => i.email),
        removed: removed.map((r) => r.displayName),
      },
    });
    return { invites, title: home.title };
  });
  for (const invite of invites) await sendOwnerInvitation(deps, user.name, title, invite.email, invite.token);
  return getOwners(db, user, propertyId);
}

const wrongLink =
  "This invitation link has expired, was replaced by a newer one, was withdrawn, or was sent to another e-mail address. Sign in with the address it was sent to, or ask the landlord to add you again.";

/** Fills in the co-owner rows waiting on an invitation; the homes joined. */
async function linkRows(tx: Db, invitationId: string, userId: string) {
  const waiting = await tx
    .select({ id: propertyOwners.id, propertyId: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(and(eq(propertyOwners.invitationId, invitationId), isNull(propertyOwners.userId)));
  const joined: string[] = [];
  for (const row of waiting) {
    const [already] = await tx
      .select({ id: propertyOwners.id })
      .from(propertyOwners)
      .where(and(eq(propertyOwners.propertyId, row.propertyId), eq(propertyOwners.userId, userId)));
    if (already) continue;
    await tx
      .update(propertyOwners)
      .set({ userId, acceptedAt: new Date(), updatedAt: new Date() })
      .where(eq(propertyOwners.id, row.id));
    joined.push(row.propertyId);
  }
  return joined;
}

/**
 * A signed-in landlord account accepts a co-owner invitation with the e-mailed token, which must
 * be for the account's own e-mail. Audited per home; answers the homes now readable.
 */
export async function acceptOwnerInvitation(db: Db, user: Caller, actor: Actor, token: string) {
  const joined = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, user.id));
    if (account?.role !== "landlord") {
      throw new AppError(
        "forbidden",
        `You are signed in with ${account?.role === "agent" ? "an" : "a"} ${account?.role ?? "other"} account. A co-owner reads their share with a landlord account: sign in with one, or create one with the invitation link.`,
      );
    }
    const [invitation] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.tokenHash, hashToken(token)),
          eq(invitations.email, account.email.toLowerCase()),
          eq(invitations.role, "landlord"),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, new Date()),
        ),
      )
      .for("update");
    if (!invitation)
      throw new AppError("validation_error", `Invalid input. token: ${wrongLink}`, { token: wrongLink });
    const ids = await linkRows(tx, invitation.id, account.id);
    if (ids.length === 0)
      throw new AppError("validation_error", `Invalid input. token: ${wrongLink}`, { token: wrongLink });
    await markInvitationUsed(tx, invitation.id);
    await markEmailProven(tx, account.id);
    for (const id of ids)
      await audit(tx, actor, {
        action: "co_owner_joined",
        entity: "property",
        entityId: id,
        details: { userId: account.id, via: "link" },
      });
    return ids;
  });
  return homesJoined(db, user.id, joined);
}

async function homesJoined(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: properties.id, title: properties.title, shareBp: propertyOwners.shareBp })
    .from(propertyOwners)
    .innerJoin(properties, eq(properties.id, propertyOwners.propertyId))
    .where(and(inArray(propertyOwners.propertyId, ids), eq(propertyOwners.userId, userId)));
}

/**
 * Signing up with a co-owner invitation (a landlord account) accepts it: the token proved the
 * address. Called in the sign-up's transaction; answers the homes joined.
 */
export async function linkInvitedOwners(tx: Db, invitationId: string, userId: string) {
  const ids = await linkRows(tx, invitationId, userId);
  if (ids.length > 0) await markEmailProven(tx, userId);
  return ids;
}

/** Whether co-owner rows wait on this invitation (signing up with it makes a landlord account). */
export async function isOwnerInvitation(db: Db, invitationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: propertyOwners.id })
    .from(propertyOwners)
    .where(and(eq(propertyOwners.invitationId, invitationId), isNull(propertyOwners.userId)))
    .limit(1);
  return row !== undefined;
}
