/**
 * The letting agent's fee income (issue 17 item 3): the fees of the homes they manage (an admin:
 * every home with an agreement), per home and per calendar month, before VAT, VAT and in all.
 * Read from homeTransactions (kind "fee"), so it always agrees with the owner statements.
 */
import { taxYearOf } from "@shared/accounts/tax-year";
import { addYears, today } from "@shared/dates";
import { AppError } from "@shared/errors";
import type { IsoDate } from "@shared/ledger/dates";
import type { Caller } from "@shared/schemas/auth";
import { type FeeIncome, MAX_FEE_RANGE_YEARS } from "@shared/schemas/money-owners";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { managementAgreements, properties } from "../../db/schema";
import { fieldError } from "../../lib/errors";
import { agentHomesCondition } from "../agencies";
import { HOMES_LIMIT } from "./service-homes";
import { homeTransactions } from "./transactions";

type Figures = { netMinor: number; vatMinor: number; totalMinor: number };
const zero = (): Figures => ({ netMinor: 0, vatMinor: 0, totalMinor: 0 });
const add = (f: Figures, amountMinor: number, vatMinor: number) => {
  f.netMinor += amountMinor - vatMinor;
  f.vatMinor += vatMinor;
  f.totalMinor += amountMinor;
};

/** "YYYY-MM" of each month touching [from, to]. */
function monthsBetween(from: IsoDate, to: IsoDate): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    if (key > last) return out;
    out.push(key);
    m += 1;
    if (m > 12) {
      y += 1;
      m = 1;
    }
  }
}

export async function feeIncome(
  db: Db,
  user: Caller,
  query: { from?: string; to?: string },
): Promise<FeeIncome> {
  if (user.role !== "agent" && user.role !== "admin")
    throw new AppError("forbidden", "Fee income is the letting agent's page.");
  const to = (query.to ?? today()) as IsoDate;
  const from = (query.from ?? (query.to ? taxYearOf(to).start : taxYearOf(today()).start)) as IsoDate;
  const rangeProblem =
    from > to
      ? "The end date must be on or after the start date"
      : to > addYears(from, MAX_FEE_RANGE_YEARS)
        ? `Choose a range of at most ${MAX_FEE_RANGE_YEARS} years`
        : null;
  if (rangeProblem) throw fieldError("to", rangeProblem);
  const homes = await db
    .select({
      id: properties.id,
      title: properties.title,
      city: properties.city,
      agreement: managementAgreements.propertyId,
    })
    .from(properties)
    .leftJoin(managementAgreements, eq(managementAgreements.propertyId, properties.id))
    .where(
      user.role === "agent"
        ? agentHomesCondition(user.id, "money")
        : and(isNotNull(managementAgreements.propertyId)),
    )
    .orderBy(asc(properties.title), asc(properties.id))
    .limit(HOMES_LIMIT);
  const months = monthsBetween(from, to);
  const fees = (
    await homeTransactions(
      db,
      homes.map((h) => h.id),
      from,
      to,
    )
  ).filter((t) => t.kind === "fee");
  const perHome = new Map(
    homes.map((h) => [h.id, { all: zero(), months: new Map(months.map((k) => [k, zero()])) }]),
  );
  const perMonth = new Map(months.map((k) => [k, zero()]));
  const totals = zero();
  for (const f of fees) {
    const key = f.date.slice(0, 7);
    const home = perHome.get(f.propertyId)!;
    add(home.all, f.amountMinor, f.vatMinor);
    add(home.months.get(key)!, f.amountMinor, f.vatMinor);
    add(perMonth.get(key)!, f.amountMinor, f.vatMinor);
    add(totals, f.amountMinor, f.vatMinor);
  }
  return {
    from,
    to,
    homes: homes.map((h) => {
      const p = perHome.get(h.id)!;
      return {
        propertyId: h.id,
        title: h.title,
        city: h.city,
        hasAgreement: h.agreement !== null,
        months: months.map((month) => ({ month, ...p.months.get(month)! })),
        ...p.all,
      };
    }),
    months: months.map((month) => ({ month, ...perMonth.get(month)! })),
    totals,
  };
}
