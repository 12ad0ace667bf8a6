import type { Role } from "@shared/permissions";
import { count } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { createUserAccount } from "./create-user";

export const DEMO_PASSWORD = "keyhold-demo-2026";

/** One account per role first (printed on start), then extra people for realistic demo data. */
export const demoAccounts: { email: string; name: string; role: Role; phone?: string }[] = [
  { email: "admin@keyhold.example", name: "Alex Morgan", role: "admin", phone: "+44 20 7946 0101" },
  { email: "agent@keyhold.example", name: "Hannah Price", role: "agent", phone: "+44 20 7946 0102" },
  { email: "landlord@keyhold.example", name: "James Whitfield", role: "landlord", phone: "+44 7700 900201" },
  { email: "tenant@keyhold.example", name: "Amira Okafor", role: "tenant", phone: "+44 7700 900301" },
  { email: "agent2@keyhold.example", name: "Daniel Hughes", role: "agent", phone: "+44 161 496 0102" },
  { email: "landlord2@keyhold.example", name: "Priya Shah", role: "landlord", phone: "+44 7700 900202" },
  { email: "landlord3@keyhold.example", name: "Graham Fletcher", role: "landlord" },
  { email: "tenant2@keyhold.example", name: "Tom Bennett", role: "tenant", phone: "+44 7700 900302" },
  { email: "tenant3@keyhold.example", name: "Chloe Davies", role: "tenant" },
  { email: "tenant4@keyhold.example", name: "Oliver Grant", role: "tenant" },
  // Holds 40 % of one of landlord@'s let homes, read only (features/owners/seed.ts).
  { email: "co-owner@keyhold.example", name: "Meera Shah", role: "landlord" },
];

export const demoUsersSeeder: Seeder = {
  name: "users",
  async run(deps) {
    const [row] = await deps.database.db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return;
    for (const account of demoAccounts) {
      await createUserAccount(deps, { ...account, password: DEMO_PASSWORD });
    }
  },
};

export function demoAccountsBanner(appName: string): string {
  const primary = [
    ...demoAccounts.slice(0, 4),
    ...demoAccounts.filter((a) => a.email.startsWith("co-owner@")),
  ];
  const width = Math.max(...primary.map((a) => a.email.length));
  const lines = primary.map((a) => `    ${a.role.padEnd(9)} ${a.email.padEnd(width)}  ${DEMO_PASSWORD}`);
  return [`  Demo accounts for ${appName} (role, e-mail, password):`, ...lines].join("\n");
}
