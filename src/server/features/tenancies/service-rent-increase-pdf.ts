/**
 * The facts of a section 13 notice for its PDF (./form-4a.ts): the tenant, the property's address,
 * the landlord and agent, the rents and dates. Read by the tenancy's staff, and by its tenant once
 * the notice was served.
 */
import { addressLines } from "@shared/address";
import { AppError } from "@shared/errors";
import { rulesFor } from "@shared/law";
import type { Caller } from "@shared/schemas/auth";
import { serviceMethodLabels } from "@shared/schemas/rent-increases";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { properties, users } from "../../db/schema";

import { type Form4aFacts, renderForm4a } from "./form-4a";
import { readableNotice } from "./service-rent-increases";

const landlordUser = alias(users, "form4a_landlord");
const agentUser = alias(users, "form4a_agent");

export async function form4aPdf(db: Db, user: Caller, id: string, nid: string) {
  const { row, notice } = await readableNotice(db, user, id, nid);
  const [p] = await db
    .select({ p: properties, landlord: landlordUser.name, agent: agentUser.name })
    .from(properties)
    .innerJoin(landlordUser, eq(landlordUser.id, properties.landlordId))
    .leftJoin(agentUser, eq(agentUser.id, properties.agentId))
    .where(eq(properties.id, row.t.propertyId));
  const form = rulesFor(p?.p.jurisdiction ?? "england").rentIncrease.form;
  if (!p || !form)
    throw new AppError(
      "conflict",
      "Keyhold fills the English Form 4A only: use the notice prescribed where this property is.",
    );
  const facts: Form4aFacts = {
    form,
    tenants: [row.tenant?.name || row.t.inviteEmail || "The tenant"],
    address: addressLines(p.p),
    landlord: p.landlord,
    agent: p.agent,
    frequency: notice.frequency,
    currentRent: notice.currentRent,
    newRent: notice.newRent,
    startDate: notice.startDate,
    servedOn: notice.servedOn,
    serviceMethod: notice.serviceMethod ? serviceMethodLabels[notice.serviceMethod] : null,
    status: notice.status,
  };
  return { bytes: await renderForm4a(facts), fileName: `form-4a-${notice.id.slice(0, 8)}.pdf` };
}
