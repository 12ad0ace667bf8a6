import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/**
 * The management agreement of a home (issue 17 item 3): the agent's fee as a percentage of rent
 * collected and/or a fixed fee per month, with VAT. Written by the home's landlord account or an
 * admin (the agent reads it); the agent it binds is the home's agent when it is written.
 * homeTransactions (transactions.ts) turns it into fee lines on statements, MTD and fee income.
 */
import type { Agreement, agreementInputSchema } from "@shared/schemas/money-owners";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { managementAgreements, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { findMoneyHome } from "./access";
import { agreementDto } from "./service-homes";
import { findOwnedForEdit } from "./service-owners";

type AgreementValues = z.output<typeof agreementInputSchema>;

async function agreementOf(db: Db, propertyId: string): Promise<Agreement | null> {
  const [row] = await db
    .select({ a: managementAgreements, agentName: users.name })
    .from(managementAgreements)
    .leftJoin(users, eq(users.id, managementAgreements.agentId))
    .where(eq(managementAgreements.propertyId, propertyId));
  return row ? agreementDto(row.a, row.agentName) : null;
}

/** The agreement of a home the caller may read; 404 when there is none. */
export async function getAgreement(db: Db, user: Caller, propertyId: string): Promise<Agreement> {
  const home = await findMoneyHome(db, user, propertyId);
  const agreement = await agreementOf(db, home.id);
  if (!agreement) throw notFound("This home has no management agreement");
  return agreement;
}

export async function setAgreement(
  db: Db,
  user: Caller,
  actor: Actor,
  propertyId: string,
  input: AgreementValues,
): Promise<Agreement> {
  await db.transaction(async (tx) => {
    const home = await findOwnedForEdit(tx, user, propertyId);
    if (!home.agentId)
      throw new AppError(
        "conflict",
        "This home has no letting agent. Assign an agent to the home first: the agreement is with them.",
      );
    const values = {
      agentId: home.agentId,
      feeBp: input.feeBp,
      fixedFeeMinor: input.fixedFeeMinor,
      vatBp: input.vatBp,
      startsOn: input.startsOn,
      endsOn: input.endsOn ?? null,
      updatedAt: new Date(),
    };
    const [before] = await tx
      .select()
      .from(managementAgreements)
      .where(eq(managementAgreements.propertyId, home.id))
      .for("update");
    await tx
      .insert(managementAgreements)
      .values({ propertyId: home.id, createdBy: user.id, ...values })
      .onConflictDoUpdate({ target: managementAgreements.propertyId, set: values });
    await audit(tx, actor, {
      action: before ? "agreement_update" : "agreement_create",
      entity: "property",
      entityId: home.id,
      details: { ...values, updatedAt: undefined },
    });
  });
  return (await agreementOf(db, propertyId))!;
}

export async function deleteAgreement(db: Db, user: Caller, actor: Actor, propertyId: string) {
  await db.transaction(async (tx) => {
    const home = await findOwnedForEdit(tx, user, propertyId);
    const gone = await tx
      .delete(managementAgreements)
      .where(eq(managementAgreements.propertyId, home.id))
      .returning();
    if (gone.length === 0) throw notFound("This home has no management agreement");
    await audit(tx, actor, {
      action: "agreement_delete",
      entity: "property",
      entityId: home.id,
      details: { feeBp: gone[0]!.feeBp, fixedFeeMinor: gone[0]!.fixedFeeMinor, vatBp: gone[0]!.vatBp },
    });
  });
}
