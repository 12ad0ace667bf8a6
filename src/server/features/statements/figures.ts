/**
 * The figures of one owner's statement for one calendar month (issue 17 item 4), read from the one
 * money reading of the books (owners/transactions.ts homeTransactions) for every home the owner
 * holds a share of (owners/access.ts sharesOfOwner):
 * - rent collected (completed payments received in the month);
 * - the agent's fees with their VAT, and the expenses the agent paid out of rent ("paidFrom: rent"),
 *   both deducted;
 * - amount paid out = rent − fees − expenses (negative: owed by the owner);
 * - expenses the owner paid directly, listed for information and not deducted.
 * The owner's share is applied per home and per kind of line with shareOf (rounded once), and the
 * lines of a kind are that figure split by their amounts (splitByWeights), so they sum exactly.
 */
import { expenseCategoryLabels } from "@shared/accounts/categories";
import { shareOf, splitByWeights } from "@shared/accounts/shares";
import { formatAddress, shortAddress } from "@shared/address";
import type { IsoDate } from "@shared/ledger/dates";
import {
  monthStart,
  type StatementFigures,
  type StatementHome,
  type StatementLine,
  type StatementTotals,
} from "@shared/schemas/statements";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, properties, tenancies, users } from "../../db/schema";
import { homeTransactions, monthEnd, sharesOfOwner, type Transaction } from "../owners";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const KIND_ORDER = { rent: 0, fee: 1, expense: 2 } as const;

/** The owner's share of a kind of line: the figure (shareOf of the whole) and each line's part of it. */
function shareLines(
  list: { t: Transaction; description: string }[],
  shareBp: number,
  kind: StatementLine["kind"],
): { lines: StatementLine[]; amountMinor: number; vatMinor: number } {
  const amountMinor = shareOf(sum(list.map((l) => l.t.amountMinor)), shareBp);
  const vatMinor = shareOf(sum(list.map((l) => l.t.vatMinor)), shareBp);
  const amounts = splitByWeights(
    amountMinor,
    list.map((l) => l.t.amountMinor),
  );
  const vats = splitByWeights(
    vatMinor,
    list.map((l) => l.t.vatMinor),
  );
  const lines = list.map((l, i) => ({
    date: l.t.date,
    kind,
    description: l.description,
    amountMinor: amounts[i] ?? 0,
    vatMinor: vats[i] ?? 0,
  }));
  return { lines, amountMinor, vatMinor };
}

/** What each rent payment is called on a statement: "Rent from <tenant> (<reference>)". */
async function rentNames(db: Db, txs: Transaction[]): Promise<Map<string, string>> {
  const ids = txs.flatMap((t) => (t.kind === "rent" ? [t.paymentId] : []));
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      tenant: users.name,
      invite: tenancies.inviteEmail,
    })
    .from(payments)
    .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
    .leftJoin(users, eq(users.id, tenancies.tenantId))
    .where(inArray(payments.id, ids));
  for (const r of rows) {
    const who = r.tenant ?? r.invite ?? "the tenant";
    out.set(r.id, `Rent received from ${who}${r.reference ? ` (${r.reference})` : ""}`.slice(0, 300));
  }
  return out;
}

function describeLine(t: Transaction, rent: Map<string, string>): string {
  switch (t.kind) {
    case "rent":
      return rent.get(t.paymentId) ?? "Rent received";
    case "fee":
      return `${t.paymentId ? "Management fee on rent received" : "Fixed monthly management fee"}${t.vatMinor > 0 ? " (VAT included)" : ""}`;
    case "expense": {
      const what = [t.supplier, t.description].filter(Boolean).join(": ");
      return `${what} (${expenseCategoryLabels[t.category] ?? t.category})`.slice(0, 300);
    }
  }
}

/** The totals of a set of homes (all of a statement's, or those an agent manages). */
export function totalsOf(homes: readonly StatementHome[]): StatementTotals {
  const rentMinor = sum(homes.map((h) => h.rentMinor));
  const feesMinor = sum(homes.map((h) => h.feesMinor));
  const expensesMinor = sum(homes.map((h) => h.expensesMinor));
  return {
    rentMinor,
    feesMinor,
    feesVatMinor: sum(homes.map((h) => h.feesVatMinor)),
    expensesMinor,
    ownerPaidMinor: sum(homes.map((h) => h.ownerPaidMinor)),
    paidOutMinor: rentMinor - feesMinor - expensesMinor,
  };
}

/** One home's part of the statement at the owner's share. */
export function homeFigures(
  home: { propertyId: string; title: string; address: string; shortAddress?: string; shareBp: number },
  txs: readonly Transaction[],
  rent: Map<string, string>,
): StatementHome {
  const of = (pick: (t: Transaction) => boolean) =>
    txs.filter(pick).map((t) => ({ t, description: describeLine(t, rent) }));
  const rents = shareLines(
    of((t) => t.kind === "rent"),
    home.shareBp,
    "rent",
  );
  const fees = shareLines(
    of((t) => t.kind === "fee"),
    home.shareBp,
    "fee",
  );
  const costs = shareLines(
    of((t) => t.kind === "expense" && t.paidFrom === "rent"),
    home.shareBp,
    "expense",
  );
  const own = shareLines(
    of((t) => t.kind === "expense" && t.paidFrom === "owner"),
    home.shareBp,
    "expense",
  );
  const lines = [...rents.lines, ...fees.lines, ...costs.lines].sort((a, b) =>
    a.date === b.date ? KIND_ORDER[a.kind] - KIND_ORDER[b.kind] : a.date < b.date ? -1 : 1,
  );
  return {
    ...home,
    lines,
    ownerPaid: own.lines,
    rentMinor: rents.amountMinor,
    feesMinor: fees.amountMinor,
    feesVatMinor: fees.vatMinor,
    expensesMinor: costs.amountMinor,
    ownerPaidMinor: own.amountMinor,
    paidOutMinor: rents.amountMinor - fees.amountMinor - costs.amountMinor,
  };
}

/** The statement figures of an owner for a month ("YYYY-MM"), or null when they hold no home. */
export async function statementFigures(
  db: Db,
  ownerId: string,
  month: string,
): Promise<{ figures: StatementFigures; propertyIds: string[] } | null> {
  const shares = await sharesOfOwner(db, ownerId);
  if (shares.length === 0) return null;
  const from = monthStart(month) as IsoDate;
  const to = monthEnd(from);
  const ids = [...new Set(shares.map((s) => s.propertyId))];
  const [homes, [owner], txs] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        addressLine1: properties.addressLine1,
        addressLine2: properties.addressLine2,
        city: properties.city,
        postcode: properties.postcode,
      })
      .from(properties)
      .where(inArray(properties.id, ids)),
    db.select({ name: users.name }).from(users).where(eq(users.id, ownerId)),
    homeTransactions(db, ids, from, to),
  ]);
  const rent = await rentNames(db, txs);
  const shareOfHome = new Map(shares.map((s) => [s.propertyId, s.shareBp]));
  const list = homes
    .sort((a, b) => a.title.localeCompare(b.title, "en-GB") || a.id.localeCompare(b.id))
    .map((h) =>
      homeFigures(
        {
          propertyId: h.id,
          title: h.title,
          address: formatAddress(h),
          shortAddress: shortAddress(h),
          shareBp: shareOfHome.get(h.id) ?? 0,
        },
        txs.filter((t) => t.propertyId === h.id),
        rent,
      ),
    );
  return {
    figures: { from, to, ownerName: owner?.name ?? "Owner", homes: list, totals: totalsOf(list) },
    propertyIds: list.map((h) => h.propertyId),
  };
}
