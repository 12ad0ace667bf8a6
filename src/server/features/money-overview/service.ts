/**
 * Yield and cash flow per home and for the portfolio (issue 17 item 6), from `homeTransactions`.
 *
 * - Homes: those whose money the caller may read (moneyReadCondition). A landlord's figures are
 *   their share of each home (a co-owner's share, or the landlord's own when shares are set);
 *   agents and admins see whole homes. Each home's sums are shared once (shareOf, half up).
 * - Rent: the active tenancy's rent (weekly × 52 ÷ 12 per month), else the listing's asking rent
 *   (`rentSource` says which). Annual rent = 12 × monthly (52 × weekly).
 * - Value: the current value when recorded, else the purchase price (valueForYield).
 * - Gross yield = annual rent ÷ value. Net yield = (rent received in the last 12 months − revenue
 *   expenses and agent fees paid in those months) ÷ value: capital spending and mortgage interest
 *   (residentialFinancialCost, a finance cost) are not running costs (src/shared/accounts/yield.ts).
 *   A share cancels out of a yield, so yields are the home's; portfolio yields are over the homes
 *   with a value: Σ share of rent ÷ Σ share of value.
 * - Cash flow by calendar month for the last N months (this month included): money in = rent
 *   received; money out = every expense paid (capital and mortgage interest too: it is cash) and
 *   agent fees; net = in − out.
 */
import { shareOf, shareOfEach, WHOLE_BP } from "@shared/accounts/shares";
import { valueForYield, yieldBp } from "@shared/accounts/yield";
import { addYears, today as londonToday } from "@shared/dates";
import { addDays, type IsoDate, parts } from "@shared/ledger/dates";
import type { Caller } from "@shared/schemas/auth";
import type { CashFlowMonth, MoneyOverview, OverviewHome } from "@shared/schemas/mtd";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, tenancies } from "../../db/schema";
import { homeTransactions, moneyReadCondition, sharesOfOwner } from "../owners";

/** At most this many homes in one overview (the largest portfolios; admins see the first by title). */
export const OVERVIEW_MAX_HOMES = 500;

const monthKey = (d: IsoDate) => d.slice(0, 7);

/** The first day of the month `back` months before the month of `day`. */
function monthStartBefore(day: IsoDate, back: number): IsoDate {
  const { year, month } = parts(day);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01` as IsoDate;
}

const annualOf = (amount: number, frequency: string) => (frequency === "weekly" ? amount * 52 : amount * 12);

type Home = Awaited<ReturnType<typeof readHomes>>["homes"][number];
type Let = { rentAmount: number; rentFrequency: string };
type Transaction = Awaited<ReturnType<typeof homeTransactions>>[number];
type MonthCell = { in: number; out: number };

/** The homes the caller may read, the caller's share of each (landlords), and each home's active let. */
async function readHomes(db: Db, caller: Caller) {
  const homes = await db
    .select({
      id: properties.id,
      title: properties.title,
      rentPcm: properties.rentPcm,
      purchasePriceMinor: properties.purchasePriceMinor,
      currentValueMinor: properties.currentValueMinor,
    })
    .from(properties)
    .where(moneyReadCondition(caller))
    .orderBy(asc(properties.title), asc(properties.id))
    .limit(OVERVIEW_MAX_HOMES);
  const ids = homes.map((h) => h.id);
  const shares = new Map<string, number>();
  if (caller.role === "landlord")
    for (const s of await sharesOfOwner(db, caller.id)) shares.set(s.propertyId, s.shareBp);
  const lets =
    ids.length === 0
      ? []
      : await db
          .select({
            propertyId: tenancies.propertyId,
            rentAmount: tenancies.rentAmount,
            rentFrequency: tenancies.rentFrequency,
          })
          .from(tenancies)
          .where(and(inArray(tenancies.propertyId, ids), eq(tenancies.status, "active")));
  const letOf = new Map<string, Let>(lets.map((l) => [l.propertyId, l]));
  return { homes, ids, shares, letOf };
}

/** Whole-home sums: last 12 months' rent and running costs; each month's money in and out. */
function wholeHomeSums(transactions: Transaction[], yieldFrom: IsoDate, from: IsoDate) {
  const received = new Map<string, number>();
  const running = new Map<string, number>();
  const monthly = new Map<string, MonthCell>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  for (const t of transactions) {
    if (t.date >= yieldFrom) {
      if (t.kind === "rent") add(received, t.propertyId, t.amountMinor);
      else if (t.kind === "fee" || (!t.capital && t.category !== "residentialFinancialCost"))
        add(running, t.propertyId, t.amountMinor);
    }
    if (t.date >= from) {
      const key = `${t.propertyId}|${monthKey(t.date)}`;
      const cell = monthly.get(key) ?? { in: 0, out: 0 };
      if (t.kind === "rent") cell.in += t.amountMinor;
      else cell.out += t.amountMinor;
      monthly.set(key, cell);
    }
  }
  return { received, running, monthly };
}

/** One home's row at the caller's share: rent (the let's, else asking), value, yields. */
function homeRow(h: Home, shareBp: number, lease: Let | undefined, got: number, spent: number): OverviewHome {
  const annual = lease ? annualOf(lease.rentAmount, lease.rentFrequency) : h.rentPcm * 12;
  const pcm = lease ? Math.round(annual / 12) : h.rentPcm;
  const value = valueForYield(h);
  return {
    propertyId: h.id,
    title: h.title,
    shareBp,
    rentSource: lease ? "tenancy" : "asking",
    rentPcmMinor: shareOf(pcm, shareBp),
    annualRentMinor: shareOf(annual, shareBp),
    valueMinor: value === null ? null : shareOf(value, shareBp),
    valueSource: h.currentValueMinor ? "current" : h.purchasePriceMinor ? "purchase" : null,
    receivedMinor: shareOf(got, shareBp),
    runningCostsMinor: shareOf(spent, shareBp),
    grossYieldBp: yieldBp(annual, value),
    netYieldBp: yieldBp(got - spent, value),
  };
}

/**
 * Money in and out per calendar month, oldest first, each home's cells at its row's share: the
 * share of the home's months is apportioned so they add up to its share of their total (issue 42
 * item 7), as the home's own row rounds it.
 */
function cashFlowMonths(
  rows: OverviewHome[],
  monthly: Map<string, MonthCell>,
  asOf: IsoDate,
  months: number,
): CashFlowMonth[] {
  const keys = Array.from({ length: months }, (_, n) => monthKey(monthStartBefore(asOf, months - 1 - n)));
  const inMinor = keys.map(() => 0);
  const outMinor = keys.map(() => 0);
  for (const r of rows) {
    const cells = keys.map((k) => monthly.get(`${r.propertyId}|${k}`) ?? { in: 0, out: 0 });
    const ins = shareOfEach(
      cells.map((c) => c.in),
      r.shareBp,
    );
    const outs = shareOfEach(
      cells.map((c) => c.out),
      r.shareBp,
    );
    keys.forEach((_, i) => {
      inMinor[i] = (inMinor[i] ?? 0) + (ins[i] ?? 0);
      outMinor[i] = (outMinor[i] ?? 0) + (outs[i] ?? 0);
    });
  }
  return keys.map((month, i) => {
    const a = inMinor[i] ?? 0;
    const b = outMinor[i] ?? 0;
    return { month, inMinor: a, outMinor: b, netMinor: a - b };
  });
}

const sum = <T>(list: T[], f: (r: T) => number) => list.reduce((s, r) => s + f(r), 0);

/** The portfolio's totals; its yields over the homes with a value. */
function portfolioTotals(rows: OverviewHome[], cashFlow: CashFlowMonth[]): MoneyOverview["portfolio"] {
  const valued = rows.filter((r) => r.valueMinor !== null && r.valueMinor > 0);
  const lets = rows.filter((r) => r.rentSource === "tenancy");
  const valueMinor = sum(valued, (r) => r.valueMinor ?? 0);
  const inMinor = sum(cashFlow, (m) => m.inMinor);
  const outMinor = sum(cashFlow, (m) => m.outMinor);
  return {
    homes: rows.length,
    letHomes: lets.length,
    rentPcmMinor: sum(lets, (r) => r.rentPcmMinor),
    potentialRentPcmMinor: sum(rows, (r) => r.rentPcmMinor),
    annualRentMinor: sum(rows, (r) => r.annualRentMinor),
    valueMinor,
    valuedHomes: valued.length,
    grossYieldBp: yieldBp(
      sum(valued, (r) => r.annualRentMinor),
      valueMinor,
    ),
    netYieldBp: yieldBp(
      sum(valued, (r) => r.receivedMinor - r.runningCostsMinor),
      valueMinor,
    ),
    inMinor,
    outMinor,
    netMinor: inMinor - outMinor,
  };
}

export async function moneyOverview(
  db: Db,
  caller: Caller,
  months: number,
  asOf: IsoDate = londonToday(),
): Promise<MoneyOverview> {
  const { homes, ids, shares, letOf } = await readHomes(db, caller);
  const from = monthStartBefore(asOf, months - 1);
  const yieldFrom = addDays(addYears(asOf, -1), 1);
  const start = [from, yieldFrom].sort()[0]!;
  const transactions = await homeTransactions(db, ids, start, asOf);
  const { received, running, monthly } = wholeHomeSums(transactions, yieldFrom, from);
  const rows: OverviewHome[] = homes.map((h) => {
    const shareBp = caller.role === "landlord" ? (shares.get(h.id) ?? WHOLE_BP) : WHOLE_BP;
    return homeRow(h, shareBp, letOf.get(h.id), received.get(h.id) ?? 0, running.get(h.id) ?? 0);
  });
  const cashFlow = cashFlowMonths(rows, monthly, asOf, months);
  return {
    from,
    to: asOf,
    yieldFrom,
    homes: rows,
    portfolio: portfolioTotals(rows, cashFlow),
    months: cashFlow,
  };
}
