import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/**
 * The homes whose money the caller may read, with the caller's share, the home's values (purchase
 * price and date, current value: the inputs of yields, issue 17 item 6) and its management
 * agreement; and changing the values (landlord account, agent, admins; never a co-owner).
 */
import type { Agreement, homeValuesInputSchema, MoneyHome } from "@shared/schemas/money-owners";
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { managementAgreements, properties, users } from "../../db/schema";

import type { Actor } from "../audit";
import { setHomeValues } from "../properties";
import { findMoneyHome, moneyReadCondition, ownersOf } from "./access";
import { canEditOwners } from "./service-owners";

/** At most this many homes in one answer (an admin's view of every home); `truncated` says so. */
export const HOMES_LIMIT = 500;

const landlord = alias(users, "landlord");
const agent = alias(users, "agent");
const agreementAgent = alias(users, "agreement_agent");

async function homeRows(db: Db, user: Caller, ids?: string[]) {
  return db
    .select({
      p: properties,
      landlordName: landlord.name,
      agentName: agent.name,
      a: managementAgreements,
      agreementAgentName: agreementAgent.name,
    })
    .from(properties)
    .innerJoin(landlord, eq(landlord.id, properties.landlordId))
    .leftJoin(agent, eq(agent.id, properties.agentId))
    .leftJoin(managementAgreements, eq(managementAgreements.propertyId, properties.id))
    .leftJoin(agreementAgent, eq(agreementAgent.id, managementAgreements.agentId))
    .where(and(moneyReadCondition(user), ids ? inArray(properties.id, ids) : undefined))
    .orderBy(asc(properties.title), asc(properties.id))
    .limit(HOMES_LIMIT + 1);
}

export function agreementDto(
  a: typeof managementAgreements.$inferSelect,
  agentName: string | null,
): Agreement {
  return {
    propertyId: a.propertyId,
    agentId: a.agentId,
    agentName,
    feeBp: a.feeBp,
    fixedFeeMinor: a.fixedFeeMinor,
    vatBp: a.vatBp,
    startsOn: a.startsOn,
    endsOn: a.endsOn,
    updatedAt: a.updatedAt.toISOString(),
  };
}

async function toHomes(db: Db, user: Caller, rows: Awaited<ReturnType<typeof homeRows>>) {
  const owners = await ownersOf(
    db,
    rows.map((r) => r.p.id),
  );
  return rows.map((r): MoneyHome => {
    const list = owners.get(r.p.id) ?? [];
    const mine = list.find((o) => o.ownerId === user.id && o.accepted);
    const relation =
      r.p.landlordId === user.id
        ? "owner"
        : mine
          ? "co-owner"
          : user.role === "agent"
            ? "agent"
            : user.role === "admin"
              ? "admin"
              : "co-owner";
    return {
      id: r.p.id,
      title: r.p.title,
      addressLine1: r.p.addressLine1,
      city: r.p.city,
      postcode: r.p.postcode,
      landlordName: r.landlordName,
      agentName: r.agentName,
      relation,
      yourShareBp: mine?.shareBp ?? null,
      ownerCount: list.length,
      purchasePriceMinor: r.p.purchasePriceMinor,
      purchasedOn: r.p.purchasedOn,
      currentValueMinor: r.p.currentValueMinor,
      agreement: r.a ? agreementDto(r.a, r.agreementAgentName) : null,
      canWrite:
        user.role === "admin" ||
        (user.role === "landlord" && r.p.landlordId === user.id) ||
        // An agent reads only homes whose money their agency role may handle, and may change them.
        user.role === "agent",
      canEditOwners: canEditOwners(user, r.p),
    };
  });
}

/** Homes whose money the caller may read, by title. */
export async function listHomes(db: Db, user: Caller): Promise<{ items: MoneyHome[]; truncated: boolean }> {
  const rows = await homeRows(db, user);
  const truncated = rows.length > HOMES_LIMIT;
  return { items: await toHomes(db, user, rows.slice(0, HOMES_LIMIT)), truncated };
}

/** One home whose money the caller may read (404 otherwise). */
export async function getHome(db: Db, user: Caller, propertyId: string): Promise<MoneyHome> {
  const home = await findMoneyHome(db, user, propertyId);
  const [item] = await toHomes(db, user, await homeRows(db, user, [home.id]));
  return item!;
}

type Values = z.output<typeof homeValuesInputSchema>;

/** Sets a home's purchase price and date and its current value (the landlord account, agent, admin). */
export async function setValues(
  db: Db,
  user: Caller,
  actor: Actor,
  propertyId: string,
  input: Values,
): Promise<MoneyHome> {
  await db.transaction(async (tx) => {
    await findMoneyHome(tx, user, propertyId); // 404 unless the caller may read its money
    const home = await findMoneyHome(tx, user, propertyId, { write: true }).catch(() => null);
    if (!home)
      throw new AppError("forbidden", "Only the home's landlord account or its agent can change its values.");
    await setHomeValues(tx, actor, home, input);
  });
  return getHome(db, user, propertyId);
}
