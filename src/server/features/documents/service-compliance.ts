/** Certificate compliance per managed property: gas safety, EICR and EPC, from the documents filed. */
import { today as londonToday } from "@shared/dates";
import { addDays, type IsoDate } from "@shared/ledger";
import { type ComplianceRow, type ComplianceState, complianceKinds } from "@shared/schemas/tenancies";
import { and, asc, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documents, properties } from "../../db/schema";
import { type Caller, manageCondition } from "../properties/service";

export const EXPIRING_WITHIN_DAYS = 30;

export function complianceState(expiresOn: IsoDate | null, today: IsoDate): ComplianceState {
  if (!expiresOn) return "missing";
  if (expiresOn < today) return "expired";
  if (expiresOn <= addDays(today, EXPIRING_WITHIN_DAYS)) return "expiring";
  return "valid";
}

/**
 * Every property the user manages (archived ones aside) with the state of its gas safety, EICR
 * and EPC certificates: the one expiring last counts, whether filed on the property or a tenancy.
 */
export async function complianceFor(db: Db, user: Caller, today = londonToday()): Promise<ComplianceRow[]> {
  const props = await db
    .select({
      id: properties.id,
      title: properties.title,
      addressLine1: properties.addressLine1,
      city: properties.city,
      postcode: properties.postcode,
      landlordId: properties.landlordId,
      agentId: properties.agentId,
    })
    .from(properties)
    .where(and(manageCondition(user), ne(properties.status, "archived")))
    .orderBy(asc(properties.title))
    .limit(1000);
  if (!props.length) return [];
  const docs = await db
    .select({
      id: documents.id,
      propertyId: documents.propertyId,
      kind: documents.kind,
      expiresOn: documents.expiresOn,
    })
    .from(documents)
    .where(
      and(
        inArray(
          documents.propertyId,
          props.map((p) => p.id),
        ),
        inArray(documents.kind, [...complianceKinds]),
      ),
    );
  const best = new Map<string, { id: string; expiresOn: string | null }>();
  for (const d of docs) {
    const key = `${d.propertyId}:${d.kind}`;
    const current = best.get(key);
    if (!current || (d.expiresOn ?? "") > (current.expiresOn ?? "")) best.set(key, d);
  }
  return props.map((property) => ({
    property,
    items: complianceKinds.map((kind) => {
      const doc = best.get(`${property.id}:${kind}`);
      return {
        kind,
        state: doc ? complianceState(doc.expiresOn, today) : "missing",
        expiresOn: doc?.expiresOn ?? null,
        documentId: doc?.id ?? null,
      };
    }),
  }));
}
