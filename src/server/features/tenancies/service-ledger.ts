/** The rent ledger of one tenancy, read by whoever may read the tenancy (rules in ./ledger.ts). */
import { today } from "@shared/dates";
import type { Ledger } from "@shared/schemas/tenancies";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import { type Caller, findTenancy } from "./access";
import { ledgerOf } from "./ledger";
import { loadPayments } from "./service-payments";

export async function getLedger(db: Db, user: Caller, id: string): Promise<Ledger> {
  const { t } = await findTenancy(db, user, id);
  return ledgerOf(t, await loadPayments(db, eq(payments.tenancyId, t.id)), today());
}
