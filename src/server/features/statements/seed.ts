import { today as londonToday } from "@shared/dates";
import { previousMonth } from "@shared/schemas/statements";
import type { Seeder } from "../../db/seeder";
import { allOwnerIds } from "../owners";
import { makeStatement } from "./service";

/** The last `count` complete months before `today`, oldest first, as "YYYY-MM". */
export function lastCompleteMonths(today: string, count: number): string[] {
  const out: string[] = [];
  let day = today;
  for (let i = 0; i < count; i++) {
    const m = previousMonth(day);
    out.unshift(m);
    day = `${m}-01`;
  }
  return out;
}

/**
 * Owner statements of the demo: the last three complete months for every owner (the demo landlords,
 * and any co-owner the owners seeder adds), made by the same generator as the API and the monthly
 * job, from the rent, fees and expenses the earlier seeders wrote. Runs after the other money
 * seeders. Making a month that exists does nothing, so seeding twice adds nothing.
 */
export const demoStatementsSeeder: Seeder = {
  name: "owner statements",
  async run(deps) {
    const { db } = deps.database;
    const months = lastCompleteMonths(londonToday(), 3);
    for (const ownerId of await allOwnerIds(db))
      for (const month of months) await makeStatement(db, ownerId, month);
  },
};
