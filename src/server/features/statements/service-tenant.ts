/**
 * A tenant's rent documents (issue 17 item 5): a receipt for each completed payment and a rent
 * statement for a period. Read by whoever may read the tenancy (its tenant, its landlord and agent,
 * admins); anything else, and a payment of another tenancy or not completed, is a 404.
 */

import { formatAddress } from "@shared/address";
import type { Caller } from "@shared/schemas/auth";
import type { RentStatementQuery } from "@shared/schemas/statements";
import { paymentMethodLabels } from "@shared/schemas/tenancies";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { payments, properties, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { findTenancy, getLedger, isUuid, type JoinedRow } from "../tenancies";
import { renderReceipt, renderRentStatement } from "./pdf";

const landlordUser = alias(users, "receipt_landlord");
const agentUser = alias(users, "receipt_agent");

async function people(db: Db, row: JoinedRow) {
  const [p] = await db
    .select({
      landlord: landlordUser.name,
      agent: agentUser.name,
      addressLine1: properties.addressLine1,
      addressLine2: properties.addressLine2,
      city: properties.city,
      postcode: properties.postcode,
    })
    .from(properties)
    .innerJoin(landlordUser, eq(landlordUser.id, properties.landlordId))
    .leftJoin(agentUser, eq(agentUser.id, properties.agentId))
    .where(eq(properties.id, row.property.id));
  return {
    tenant: row.tenant?.name || row.t.inviteEmail || "The tenant",
    address: formatAddress(p ?? row.property),
    landlord: p?.landlord ?? "The landlord",
    agent: p?.agent ?? null,
  };
}

/** The receipt PDF of a completed payment of the tenancy. */
export async function receiptPdf(db: Db, user: Caller, tenancyId: string, paymentId: string) {
  const row = await findTenancy(db, user, tenancyId);
  if (!isUuid(paymentId)) throw notFound("Payment not found");
  const [p] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.id, paymentId), eq(payments.tenancyId, row.t.id), eq(payments.status, "completed")),
    );
  if (!p) throw notFound("Payment not found, or not completed");
  const who = await people(db, row);
  const number = `KH-${p.id.slice(0, 8).toUpperCase()}`;
  const bytes = await renderReceipt({
    number,
    ...who,
    paidOn: p.paidOn,
    amountMinor: p.amount,
    method: paymentMethodLabels[p.method] ?? p.method,
    reference: p.reference,
  });
  return { bytes, fileName: `receipt-${number}.pdf` };
}

/** The rent statement PDF of the tenancy over [from, to]: the balance brought forward, then each line. */
export async function rentStatementPdf(db: Db, user: Caller, tenancyId: string, q: RentStatementQuery) {
  const row = await findTenancy(db, user, tenancyId);
  const ledger = await getLedger(db, user, row.t.id);
  const before = ledger.entries.filter((e) => e.date < q.from);
  const lines = ledger.entries.filter((e) => e.date >= q.from && e.date <= q.to);
  const openingMinor = before.at(-1)?.balanceMinor ?? 0;
  const bytes = await renderRentStatement({
    ...(await people(db, row)),
    from: q.from,
    to: q.to,
    openingMinor,
    lines,
    closingMinor: lines.at(-1)?.balanceMinor ?? openingMinor,
  });
  return { bytes, fileName: `rent-statement-${q.from}-to-${q.to}.pdf` };
}
