/** The rent ledger of one tenancy, read by whoever may read the tenancy (rules in ./ledger.ts). */
import { today } from "@shared/dates";
import type { Caller } from "@shared/schemas/auth";
import type { Ledger } from "@shared/schemas/tenancies";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import { findTenancy } from "./access";
import { ledgerOf } from "./ledger";
import { loadPayments } from "./service-payments";
import { applyDueRentIncreases } from "./service-rent-apply";
import { loadRentSchedules } from "./service-rents";

export async function getLedger(db: Db, user: Caller, id: string): Promise<Ledger> {
  let { t } = await findTenancy(db, user, id);
  // A rent increase due by today is applied first, so the ledger charges the rent in force.
  if (await applyDueRentIncreases(db, { tenancyIds: [t.id] })) ({ t } = await findTenancy(db, user, id));
  const [schedules, list] = await Promise.all([
    loadRentSchedules(db, [t.id]),
    loadPayments(db, eq(payments.tenancyId, t.id)),
  ]);
  return ledgerOf(t, schedules.get(t.id) ?? [], list, today());
}
