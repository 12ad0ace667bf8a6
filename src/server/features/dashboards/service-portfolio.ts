import { isoOf, monthLength } from "@shared/dates";
import { KEYHOLD_WINDOWS } from "@shared/law/compliance-rules";
import { addDays, chargesUntil, type IsoDate, summarise } from "@shared/ledger";
import type { EnquiryStatus, PropertyStatus } from "@shared/property-vocab";
import { monthsBetween } from "@shared/schemas/analytics";
import type { Attention, PortfolioKpis, RentPoint } from "@shared/schemas/dashboards";
import { openStatuses, slaDueAt, type TicketPriority, type TicketStatus } from "@shared/schemas/support";
import type { RentFrequencyValue } from "@shared/schemas/tenancies";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, properties, propertyEnquiries, supportTickets, tenancies, users } from "../../db/schema";
import {
  collectedInMonthByLandlord,
  type PortfolioScope,
  paymentsByMonth,
  propertyScope,
  rowsOf,
} from "../analytics";
import { loadRentSchedules, termsOf } from "../tenancies";

/*
 * Portfolio figures for a set of properties (`scope`, a condition on `properties`).
 * Counts and sums of money received come from SQL aggregates over the scoped rows only. Rent due
 * follows the ledger rules of src/shared/ledger (pro rata, due days 29-31, weekly rents), so it is
 * worked out from each scoped tenancy's terms, the same way the tenancy's own ledger does it.
 */

const CURRENCY = "GBP";
const ENDING_WITHIN_DAYS = KEYHOLD_WINDOWS.tenancyEndingDays;
const LIST_LIMIT = 10;

const rows = rowsOf;

/** First and last day of the month of `date`. */
export function monthBounds(date: IsoDate): { start: IsoDate; end: IsoDate } {
  const [y, m] = date.split("-").map(Number) as [number, number];
  return { start: `${date.slice(0, 7)}-01`, end: isoOf(y, m, monthLength(y, m)) };
}

const emptyKpis = (): PortfolioKpis => ({
  properties: 0,
  lettable: 0,
  occupied: 0,
  occupancyPct: null,
  rentDueThisMonth: 0,
  collectedThisMonth: 0,
  arrearsTotal: 0,
  arrearsCount: 0,
  currency: CURRENCY,
});

const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

export interface PortfolioResult {
  /** Per landlord of the scoped properties. */
  byLandlord: Map<string, PortfolioKpis>;
  totals: PortfolioKpis;
  /** Due and collected per month over the range (all scoped landlords together). */
  rent: RentPoint[];
}

/** Per landlord: homes not archived, those lettable, and those let (an active tenancy). */
function homeCounts(db: Db, where: SQL) {
  return rows<{ landlord_id: string; properties: string; lettable: string; occupied: string }>(
    db,
    sql`select ${properties.landlordId} as landlord_id,
        count(*) filter (where ${properties.status} <> 'archived') as properties,
        count(*) filter (where ${properties.status} not in ('draft', 'archived')) as lettable,
        count(*) filter (where ${properties.status} not in ('draft', 'archived') and exists (
          select 1 from ${tenancies} t where t.property_id = ${properties.id} and t.status = 'active')) as occupied
      from ${properties} where ${where} group by 1`,
  );
}

/** Terms of every tenancy that accrues rent (active or ended), with its completed payments summed. */
function accruingTerms(db: Db, where: SQL, asOf: IsoDate, rangeEnd: IsoDate) {
  return rows<{
    id: string;
    landlord_id: string;
    status: string;
    start_date: string;
    end_date: string | null;
    rent_amount: number;
    rent_frequency: RentFrequencyValue;
    due_day: number;
    paid: string;
  }>(
    db,
    sql`select t.id, ${properties.landlordId} as landlord_id, t.status, t.start_date::text as start_date,
        t.end_date::text as end_date, t.rent_amount, t.rent_frequency, t.due_day,
        coalesce((select sum(p.amount) from ${payments} p
          where p.tenancy_id = t.id and p.status = 'completed' and p.paid_on <= ${asOf}::date), 0) as paid
      from ${tenancies} t join ${properties} on ${properties.id} = t.property_id
      where ${where} and t.status in ('active', 'ended') and t.start_date <= ${rangeEnd}::date`,
  );
}

/** Each landlord's occupancy, and the sum over all of them. */
function withTotals(byLandlord: Map<string, PortfolioKpis>): PortfolioKpis {
  const totals = emptyKpis();
  for (const k of byLandlord.values()) {
    k.occupancyPct = pct(k.occupied, k.lettable);
    totals.properties += k.properties;
    totals.lettable += k.lettable;
    totals.occupied += k.occupied;
    totals.rentDueThisMonth += k.rentDueThisMonth;
    totals.collectedThisMonth += k.collectedThisMonth;
    totals.arrearsTotal += k.arrearsTotal;
    totals.arrearsCount += k.arrearsCount;
  }
  totals.occupancyPct = pct(totals.occupied, totals.lettable);
  return totals;
}

/** KPIs per landlord and in total, plus rent due vs collected per month from `from` to `to`. */
export async function portfolioFigures(
  db: Db,
  scope: PortfolioScope,
  asOf: IsoDate,
  range: { from: IsoDate; to: IsoDate },
): Promise<PortfolioResult> {
  const where = propertyScope(scope);
  const month = monthBounds(asOf);
  const rangeEnd = monthBounds(range.to).end;
  const [counts, terms, collectedNow, collectedByMonth] = await Promise.all([
    homeCounts(db, where),
    accruingTerms(db, where, asOf, rangeEnd),
    // Money received comes from the payment rollups (kept by triggers, see service-rollups.ts).
    collectedInMonthByLandlord(db, scope, asOf),
    paymentsByMonth(db, scope, range, asOf),
  ]);

  const byLandlord = new Map<string, PortfolioKpis>();
  const of = (id: string) => {
    const k = byLandlord.get(id) ?? emptyKpis();
    byLandlord.set(id, k);
    return k;
  };
  for (const c of counts) {
    const k = of(c.landlord_id);
    k.properties = Number(c.properties);
    k.lettable = Number(c.lettable);
    k.occupied = Number(c.occupied);
  }
  for (const [landlordId, total] of collectedNow) of(landlordId).collectedThisMonth = total;

  const schedules = await loadRentSchedules(
    db,
    terms.map((t) => t.id),
  );
  const months = monthsBetween(range.from, range.to);
  const dueByMonth = new Map<string, number>(months.map((m) => [m, 0]));
  for (const t of terms) {
    const k = of(t.landlord_id);
    const tenancyTerms = termsOf(
      {
        startDate: t.start_date,
        endDate: t.end_date,
        rentAmount: Number(t.rent_amount),
        rentFrequency: t.rent_frequency,
        dueDay: Number(t.due_day),
      },
      schedules.get(t.id),
    );
    // Up to the later of the range's last month and this month (ISO dates compare as strings).
    const until = [rangeEnd, month.end].sort().at(-1)!;
    const charges = chargesUntil(tenancyTerms, until);
    for (const c of charges) {
      if (c.dueDate >= month.start && c.dueDate <= month.end) k.rentDueThisMonth += c.amountMinor;
      if (c.dueDate >= range.from && c.dueDate <= rangeEnd) {
        const key = c.dueDate.slice(0, 7);
        if (dueByMonth.has(key)) dueByMonth.set(key, dueByMonth.get(key)! + c.amountMinor);
      }
    }
    const ledger = summarise(
      charges.filter((c) => c.dueDate <= asOf),
      [Number(t.paid)],
      asOf,
    );
    if (ledger.arrearsMinor > 0) {
      k.arrearsTotal += ledger.arrearsMinor;
      k.arrearsCount += 1;
    }
  }
  return {
    byLandlord,
    totals: withTotals(byLandlord),
    rent: months.map((m) => ({
      month: m,
      due: dueByMonth.get(m) ?? 0,
      collected: collectedByMonth.get(m)?.amount ?? 0,
    })),
  };
}

/**
 * What needs doing on the scoped properties: vacant, tenancies ending, open repairs. Legal duties
 * are the statutory clock's (the compliance score card reads /api/compliance/duties).
 */
export async function attentionFor(db: Db, scope: SQL | undefined, asOf: IsoDate, now = new Date()) {
  const where = scope ?? sql`true`;
  const [vacant, ending, maintenance] = await Promise.all([
    rows<{ id: string; title: string; city: string; status: PropertyStatus; total: string }>(
      db,
      sql`select ${properties.id} as id, ${properties.title} as title, ${properties.city} as city, ${properties.status} as status,
          count(*) over () as total
        from ${properties}
        where ${where} and ${properties.status} not in ('draft', 'archived')
          and not exists (select 1 from ${tenancies} t where t.property_id = ${properties.id} and t.status = 'active')
        order by ${properties.title} limit ${LIST_LIMIT}`,
    ),
    rows<{
      tenancy_id: string;
      property_id: string;
      title: string;
      tenant_name: string;
      end_date: string;
      total: string;
    }>(
      db,
      sql`select t.id as tenancy_id, ${properties.id} as property_id, ${properties.title} as title,
          u.name as tenant_name, t.end_date::text as end_date, count(*) over () as total
        from ${tenancies} t join ${properties} on ${properties.id} = t.property_id
        join ${users} u on u.id = t.tenant_id
        where ${where} and t.status = 'active'
          and t.end_date between ${asOf}::date and ${addDays(asOf, ENDING_WITHIN_DAYS)}::date
        order by t.end_date limit ${LIST_LIMIT}`,
    ),
    rows<{
      id: string;
      number: number;
      subject: string;
      priority: TicketPriority;
      status: TicketStatus;
      title: string | null;
      created_at: string | Date;
      total: string;
    }>(
      db,
      sql`select s.id, s.number, s.subject, s.priority, s.status, ${properties.title} as title, s.created_at,
          count(*) over () as total
        from ${supportTickets} s join ${properties} on ${properties.id} = s.property_id
        where ${where} and s.status in (${sql.join(
          openStatuses.map((s) => sql`${s}`),
          sql`, `,
        )})
        order by s.created_at limit ${LIST_LIMIT}`,
    ),
  ]);
  const total = (list: { total: string }[]) => Number(list[0]?.total ?? 0);
  return {
    totals: {
      vacant: total(vacant),
      endingSoon: total(ending),
      maintenance: total(maintenance),
    },
    vacant: vacant.map(({ total: _t, ...v }) => v),
    endingSoon: ending.map((e) => ({
      tenancyId: e.tenancy_id,
      propertyId: e.property_id,
      title: e.title,
      tenantName: e.tenant_name,
      endDate: e.end_date,
    })),
    maintenance: maintenance.map((m) => ({
      id: m.id,
      number: Number(m.number),
      subject: m.subject,
      priority: m.priority,
      status: m.status,
      propertyTitle: m.title,
      createdAt: new Date(m.created_at).toISOString(),
      overdue: slaDueAt(m.created_at, m.priority) < now,
    })),
  } satisfies Attention;
}

/** The newest enquiries on the scoped properties. */
export async function latestEnquiries(db: Db, scope: SQL | undefined, limit = 5) {
  const list = await rows<{
    id: string;
    property_id: string;
    title: string;
    name: string;
    status: EnquiryStatus;
    created_at: string | Date;
  }>(
    db,
    sql`select e.id, e.property_id, ${properties.title} as title, e.name, e.status, e.created_at
      from ${propertyEnquiries} e join ${properties} on ${properties.id} = e.property_id
      where ${scope ?? sql`true`} order by e.created_at desc limit ${limit}`,
  );
  return list.map((e) => ({
    id: e.id,
    propertyId: e.property_id,
    propertyTitle: e.title,
    name: e.name,
    status: e.status,
    createdAt: new Date(e.created_at).toISOString(),
  }));
}
