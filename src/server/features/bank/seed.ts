import { createHash } from "node:crypto";
import { today as londonToday } from "@shared/dates";
import { addDays } from "@shared/ledger";
import { tenancyReference } from "@shared/schemas/bank";
import { stringify } from "csv-stringify/sync";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { bankImports, bankLines, payments, properties, tenancies, users } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { systemActor } from "../audit";
import { seedPaymentBankLine } from "../tenancies/seed";
import { withFingerprints } from "./parse";
import { readCsv } from "./parse-csv";
import { importLines } from "./service-import";

const demo = (local: string) => `${local}@keyhold.example`;
const MAPPING = {
  date: "Date",
  dateFormat: "dmy" as const,
  description: "Description",
  reference: "Reference",
  counterparty: "Counterparty",
  amount: "Amount",
};
const dmy = (iso: string) => iso.split("-").reverse().join("/");

/**
 * The demo bank statement (README's "Demo accounts"): landlord@ imported one CSV through the
 * import service. tenant@'s last two rent payments are on it and matched to the payments already
 * recorded; tenant2@'s transfer (they are in arrears) is proposed by its reference, waiting for
 * landlord@ to confirm; a locksmith's bill is proposed as a new expense; bank interest is unmatched.
 * Runs once: only while no statement has been imported.
 */
export const demoBankSeeder: Seeder = {
  name: "bank",
  async run(deps) {
    const { db } = deps.database;
    const [done] = await db.select({ n: count() }).from(bankImports);
    if ((done?.n ?? 0) > 0) return;
    const [landlord] = await db
      .select()
      .from(users)
      .where(eq(users.email, demo("landlord")));
    if (!landlord) return;
    const lets = await db
      .select({ t: tenancies, name: users.name, email: users.email })
      .from(tenancies)
      .innerJoin(properties, eq(properties.id, tenancies.propertyId))
      .innerJoin(users, eq(users.id, tenancies.tenantId))
      .where(
        and(
          eq(properties.landlordId, landlord.id),
          eq(tenancies.status, "active"),
          inArray(users.email, [demo("tenant"), demo("tenant2")]),
        ),
      );
    const paid = lets.find((l) => l.email === demo("tenant"));
    const owing = lets.find((l) => l.email === demo("tenant2"));
    if (!paid || !owing) return;
    const today = londonToday();
    const recorded = await db
      .select()
      .from(payments)
      .where(
        and(eq(payments.tenancyId, paid.t.id), eq(payments.status, "completed"), isNull(payments.bankLineId)),
      )
      .orderBy(desc(payments.paidOn))
      .limit(2);
    const upper = (s: string) => s.toUpperCase();
    const rows = [
      ...recorded.map((p) => [
        dmy(p.paidOn),
        "RENT",
        tenancyReference(paid.t.id),
        upper(paid.name),
        (p.amount / 100).toFixed(2),
      ]),
      [
        dmy(addDays(today, -3)),
        "RENT",
        tenancyReference(owing.t.id),
        upper(owing.name),
        (owing.t.rentAmount / 100).toFixed(2),
      ],
      [dmy(addDays(today, -6)), "LEEDS LOCKSMITHS NEW KEYS", "", "LEEDS LOCKSMITHS", "-65.00"],
      [dmy(addDays(today, -2)), "BANK INTEREST", "", "", "0.84"],
    ];
    const csv = stringify([["Date", "Description", "Reference", "Counterparty", "Amount"], ...rows]);
    // Our own CSV, read here: the parse worker is for uploads (a thread started for the seed
    // would cost more than the reading).
    const lines = withFingerprints(readCsv(csv, MAPPING));
    const hash = createHash("sha256").update(csv).digest("hex");
    await importLines(
      db,
      { id: landlord.id, role: "landlord" },
      systemActor,
      { name: "demo-statement.csv", format: "csv", hash },
      lines,
    );
    // The lines of payments already recorded are matched to them.
    for (const [i, p] of recorded.entries()) {
      const [line] = await db
        .select({ id: bankLines.id })
        .from(bankLines)
        .where(and(eq(bankLines.ownerId, landlord.id), eq(bankLines.fingerprint, lines[i]!.fingerprint)));
      if (!line) continue;
      await seedPaymentBankLine(db, p.id, line.id);
      await db
        .update(bankLines)
        .set({ status: "matched", paymentId: p.id, confirmedBy: landlord.id, confirmedAt: p.createdAt })
        .where(eq(bankLines.id, line.id));
    }
  },
};
