import { apportionEqually } from "@shared/accounts/shares";
import { addDays, type IsoDate, today as londonToday } from "@shared/dates";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { expenseAllocations, expenses, properties, users } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { samplePdf } from "../tenancies/seed";

type Plan = {
  /** Index into landlord@'s homes (oldest first); null: the whole portfolio. */
  home: number | null;
  daysAgo: number;
  supplier: string;
  description: string;
  amountMinor: number;
  vatMinor?: number;
  category: (typeof expenses.$inferInsert)["category"];
  capital?: boolean;
  /** Paid by the agent from rent: only on a home with an agent (else the owner paid). */
  agent?: boolean;
  receipt?: boolean;
};

/** A year of landlord@'s costs (README's "Demo accounts"): running costs, repairs, fees, finance. */
const plan: Plan[] = [
  {
    home: 0,
    daysAgo: 330,
    supplier: "Aviva",
    description: "Landlord buildings insurance, annual premium",
    amountMinor: 38_400,
    category: "premisesRunningCosts",
  },
  {
    home: 1,
    daysAgo: 320,
    supplier: "Direct Line for Business",
    description: "Landlord buildings insurance, annual premium",
    amountMinor: 29_650,
    category: "premisesRunningCosts",
  },
  {
    home: 2,
    daysAgo: 300,
    supplier: "Aviva",
    description: "Landlord buildings insurance, annual premium",
    amountMinor: 33_120,
    category: "premisesRunningCosts",
  },
  {
    home: 0,
    daysAgo: 280,
    supplier: "SafeGas Heating Ltd",
    description: "Annual gas safety check (CP12)",
    amountMinor: 9_000,
    vatMinor: 1_500,
    category: "repairsAndMaintenance",
  },
  {
    home: 1,
    daysAgo: 250,
    supplier: "SafeGas Heating Ltd",
    description: "Annual gas safety check (CP12)",
    amountMinor: 9_000,
    vatMinor: 1_500,
    category: "repairsAndMaintenance",
  },
  {
    home: 0,
    daysAgo: 210,
    supplier: "Northern Boiler Repairs",
    description: "Replaced boiler diverter valve",
    amountMinor: 26_400,
    vatMinor: 4_400,
    category: "repairsAndMaintenance",
    receipt: true,
  },
  {
    home: 1,
    daysAgo: 180,
    supplier: "Fix-It Property Services",
    description: "Leaking kitchen tap replaced",
    amountMinor: 8_500,
    category: "repairsAndMaintenance",
    agent: true,
  },
  {
    home: 2,
    daysAgo: 150,
    supplier: "Fix-It Property Services",
    description: "Re-hung sticking back door",
    amountMinor: 12_000,
    category: "repairsAndMaintenance",
    agent: true,
  },
  {
    home: 3,
    daysAgo: 120,
    supplier: "Brightside Decorators",
    description: "Redecorated hallway between tenancies",
    amountMinor: 42_000,
    vatMinor: 7_000,
    category: "repairsAndMaintenance",
  },
  {
    home: 0,
    daysAgo: 95,
    supplier: "Yorkshire Water",
    description: "Water rates during the void week",
    amountMinor: 3_150,
    category: "premisesRunningCosts",
  },
  {
    home: 2,
    daysAgo: 70,
    supplier: "Kitchen Co",
    description: "New kitchen worktops (improvement)",
    amountMinor: 185_000,
    vatMinor: 30_833,
    category: "repairsAndMaintenance",
    capital: true,
  },
  {
    home: null,
    daysAgo: 60,
    supplier: "Smith & Co Chartered Accountants",
    description: "Property accounts and tax return, whole portfolio",
    amountMinor: 54_000,
    vatMinor: 9_000,
    category: "professionalFees",
  },
  {
    home: 0,
    daysAgo: 45,
    supplier: "Nationwide BTL",
    description: "Buy-to-let mortgage interest for the year",
    amountMinor: 312_000,
    category: "residentialFinancialCost",
  },
  {
    home: 1,
    daysAgo: 20,
    supplier: "Fix-It Property Services",
    description: "Extractor fan in the bathroom repaired",
    amountMinor: 9_600,
    category: "repairsAndMaintenance",
    agent: true,
  },
  {
    home: 3,
    daysAgo: 10,
    supplier: "SafeGas Heating Ltd",
    description: "Annual gas safety check (CP12)",
    amountMinor: 9_000,
    vatMinor: 1_500,
    category: "repairsAndMaintenance",
  },
];

type Home = { id: string; agentId: string | null };

/**
 * Records one planned expense on its home (or shared equally over every home) with its
 * allocations; answers the key of its receipt, to store once the transaction has committed.
 */
async function insertPlanned(tx: Db, p: Plan, landlordId: string, homes: Home[], today: IsoDate) {
  const home = p.home === null ? null : homes[p.home % homes.length]!;
  const id = crypto.randomUUID();
  const receiptKey = p.receipt ? `expenses/${landlordId}/${id}-receipt.pdf` : null;
  const receipt = receiptKey
    ? {
        receiptName: "boiler-repair-invoice.pdf",
        receiptType: "application/pdf",
        receiptSize: samplePdf.length,
      }
    : { receiptName: null, receiptType: null, receiptSize: null };
  await tx.insert(expenses).values({
    id,
    landlordId,
    propertyId: home?.id ?? null,
    paidOn: addDays(today, -p.daysAgo),
    supplier: p.supplier,
    description: p.description,
    amountMinor: p.amountMinor,
    vatMinor: p.vatMinor ?? 0,
    category: p.category,
    capital: p.capital ?? false,
    paidBy: p.agent && home?.agentId ? "agent" : "owner",
    receiptKey,
    ...receipt,
    createdBy: landlordId,
  });
  const over = home ? [home] : homes;
  const amounts = apportionEqually(p.amountMinor, over.length);
  const vats = apportionEqually(p.vatMinor ?? 0, over.length);
  await tx.insert(expenseAllocations).values(
    over.map((h, i) => ({
      expenseId: id,
      propertyId: h.id,
      amountMinor: amounts[i]!,
      vatMinor: vats[i]!,
    })),
  );
  return receiptKey;
}

/**
 * A year of plausible expenses on landlord@'s homes: insurance, gas safety checks, repairs (some
 * paid by the agent from rent on homes it manages), an improvement (capital), one accountant's
 * fee shared over the whole portfolio and the year's mortgage interest; one repair has its
 * receipt. Runs once: only while landlord@ has no expenses.
 */
export const demoExpensesSeeder: Seeder = {
  name: "expenses",
  async run(deps) {
    const { db } = deps.database;
    const [landlord] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "landlord@keyhold.example"));
    if (!landlord) return;
    const [existing] = await db
      .select({ n: count() })
      .from(expenses)
      .where(eq(expenses.landlordId, landlord.id));
    if ((existing?.n ?? 0) > 0) return;
    const homes = await db
      .select({ id: properties.id, agentId: properties.agentId })
      .from(properties)
      .where(eq(properties.landlordId, landlord.id))
      .orderBy(asc(properties.createdAt), asc(properties.id));
    if (homes.length === 0) return;
    const today = londonToday();
    const receipts: string[] = [];
    await db.transaction(async (tx) => {
      for (const p of plan) {
        const receiptKey = await insertPlanned(tx, p, landlord.id, homes, today);
        if (receiptKey) receipts.push(receiptKey);
      }
    });
    for (const key of receipts) await deps.storage.put(key, samplePdf, "application/pdf");
  },
};
