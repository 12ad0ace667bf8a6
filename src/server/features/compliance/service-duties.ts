/**
 * The statutory clock's data: loads the facts and evidence of many homes in a fixed number of
 * queries and hands them to the pure derivation in src/shared/law/duties.ts. Nothing about a duty
 * is stored; the reminders job, the clock, the calendar feed and the home page all read this.
 */
import { today as londonToday } from "@shared/dates";
import { AppError } from "@shared/errors";
import { LICENCE_RULES } from "@shared/law/compliance-records";
import { byUrgency, dutiesForHome, type HomeFacts, scoreOf } from "@shared/law/duties";
import type { Jurisdiction } from "@shared/law/jurisdictions";
import type { Caller } from "@shared/schemas/auth";
import type { Clock, ClockDuty, ComplianceScore, clockQuerySchema, Duty } from "@shared/schemas/compliance";
import type { TicketStatus } from "@shared/support-vocab";
import { and, asc, eq, gt, inArray, isNotNull, ne, notInArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  alarmChecks,
  documents,
  properties,
  propertyLicences,
  rightToRentChecks,
  serviceRecords,
  supportTickets,
  tenancies,
  tenancyDeposits,
  users,
} from "../../db/schema";

import { findManaged, manageCondition } from "../properties";

/** Homes per clock: the caller's portfolio, archived homes aside. */
export const MAX_HOMES = 2000;
const CERTIFICATE_KINDS = ["gas_safety", "eicr", "epc"] as const;
/** The ticket category a tenant raises for a smoke or CO alarm fault: it starts the repair clock. */
export const ALARM_TICKET_CATEGORY = "safety_alarm";
const CLOSED_TICKET: TicketStatus[] = ["resolved", "closed"];

const homeColumns = {
  id: properties.id,
  title: properties.title,
  addressLine1: properties.addressLine1,
  city: properties.city,
  postcode: properties.postcode,
  status: properties.status,
  published: properties.published,
  jurisdiction: properties.jurisdiction,
  gasSupply: properties.gasSupply,
  storeys: properties.storeys,
  combustionApplianceRooms: properties.combustionApplianceRooms,
  occupiers: properties.occupiers,
  households: properties.households,
  epcRating: properties.epcRating,
  landlordId: properties.landlordId,
  agentId: properties.agentId,
};
export type Home = { [K in keyof typeof homeColumns]: (typeof homeColumns)[K]["_"]["data"] } & {
  gasSupply: boolean | null;
};

/** The homes under `scope` (a condition on properties), archived ones aside. */
export async function homesWhere(db: Db, scope: SQL | undefined): Promise<Home[]> {
  return (await db
    .select(homeColumns)
    .from(properties)
    .where(and(scope, ne(properties.status, "archived")))
    .orderBy(asc(properties.title))
    .limit(MAX_HOMES)) as Home[];
}

const group = <T, K>(rows: T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

/** The draft and active tenancies of the homes `ids`, with the tenant's name. */
function loadTenancies(db: Db, ids: string[]) {
  return db
    .select({
      id: tenancies.id,
      propertyId: tenancies.propertyId,
      status: tenancies.status,
      startDate: tenancies.startDate,
      endDate: tenancies.endDate,
      adultOccupiers: tenancies.adultOccupiers,
      statementGivenOn: tenancies.statementGivenOn,
      tenantName: users.name,
      inviteEmail: tenancies.inviteEmail,
    })
    .from(tenancies)
    .leftJoin(users, eq(users.id, tenancies.tenantId))
    .where(and(inArray(tenancies.propertyId, ids), inArray(tenancies.status, ["draft", "active"])));
}

/** The evidence of the homes `ids` and their tenancies `tIds`, one query per kind, together. */
async function loadEvidence(db: Db, ids: string[], tIds: string[]) {
  const [docs, served, licences, alarms, rtr, tickets, deposits] = await Promise.all([
    db
      .select({
        id: documents.id,
        propertyId: documents.propertyId,
        kind: documents.kind,
        issuedOn: documents.issuedOn,
        expiresOn: documents.expiresOn,
        outcome: documents.outcome,
        remedialDueOn: documents.remedialDueOn,
        remedialDoneOn: documents.remedialDoneOn,
        remedialConfirmedOn: documents.remedialConfirmedOn,
      })
      .from(documents)
      .where(and(inArray(documents.propertyId, ids), inArray(documents.kind, [...CERTIFICATE_KINDS]))),
    db
      .select({
        recordId: serviceRecords.id,
        documentId: serviceRecords.documentId,
        tenancyId: serviceRecords.tenancyId,
        servedOn: serviceRecords.servedOn,
        method: serviceRecords.method,
        acknowledgedAt: serviceRecords.acknowledgedAt,
      })
      .from(serviceRecords)
      .where(inArray(serviceRecords.tenancyId, tIds)),
    db.select().from(propertyLicences).where(inArray(propertyLicences.propertyId, ids)),
    db.select().from(alarmChecks).where(inArray(alarmChecks.tenancyId, tIds)),
    db.select().from(rightToRentChecks).where(inArray(rightToRentChecks.tenancyId, tIds)),
    db
      .select({
        id: supportTickets.id,
        number: supportTickets.number,
        propertyId: supportTickets.propertyId,
        createdAt: supportTickets.createdAt,
      })
      .from(supportTickets)
      .where(
        and(
          inArray(supportTickets.propertyId, ids),
          eq(supportTickets.category, ALARM_TICKET_CATEGORY),
          notInArray(supportTickets.status, CLOSED_TICKET),
          isNotNull(supportTickets.propertyId),
        ),
      ),
    db.select().from(tenancyDeposits).where(inArray(tenancyDeposits.tenancyId, tIds)),
  ]);
  return { docs, served, licences, alarms, rtr, tickets, deposits };
}

type TenancyRow = Awaited<ReturnType<typeof loadTenancies>>[number];
type Evidence = Awaited<ReturnType<typeof loadEvidence>>;

/** The rows of many homes grouped by home (records of a tenancy go to the tenancy's home). */
function groupByHome(tenancyRows: TenancyRow[], ev: Evidence) {
  const tenancyProperty = new Map(tenancyRows.map((t) => [t.id, t.propertyId]));
  const byTenancyProperty = <T extends { tenancyId: string }>(rows: T[]) =>
    group(rows, (r) => tenancyProperty.get(r.tenancyId)!);
  return {
    tenancyName: new Map(tenancyRows.map((t) => [t.id, t.tenantName ?? t.inviteEmail ?? "Tenant"])),
    tenancies: group(tenancyRows, (r) => r.propertyId),
    docs: group(ev.docs, (r) => r.propertyId),
    licences: group(ev.licences, (r) => r.propertyId),
    tickets: group(ev.tickets, (r) => r.propertyId!),
    served: byTenancyProperty(ev.served),
    alarms: byTenancyProperty(ev.alarms),
    rtr: byTenancyProperty(ev.rtr),
    deposits: byTenancyProperty(ev.deposits),
  };
}

/** The facts of the home itself; it is let or marketed with a tenancy, or let, or listed to let. */
function propertyFacts(h: Home, hasTenancies: boolean): HomeFacts["property"] {
  return {
    id: h.id,
    jurisdiction: h.jurisdiction,
    letOrMarketed:
      hasTenancies || h.status === "let" || (h.published && ["available", "under_offer"].includes(h.status)),
    gasSupply: h.gasSupply,
    storeys: h.storeys,
    combustionApplianceRooms: h.combustionApplianceRooms,
    occupiers: h.occupiers,
    households: h.households,
    epcRating: h.epcRating,
  };
}

/** One home's facts and evidence, in the shape the derivation reads. */
function homeFactsOf(h: Home, rows: ReturnType<typeof groupByHome>): HomeFacts {
  const ts = rows.tenancies.get(h.id) ?? [];
  return {
    property: propertyFacts(h, ts.length > 0),
    tenancies: ts.map((t) => ({
      id: t.id,
      status: t.status as "draft" | "active",
      startDate: t.startDate,
      endDate: t.endDate,
      tenantName: rows.tenancyName.get(t.id)!,
      adultOccupiers: t.adultOccupiers,
      statementGivenOn: t.statementGivenOn,
    })),
    documents: (rows.docs.get(h.id) ?? []).map((d) => ({
      ...d,
      kind: d.kind as "gas_safety" | "eicr" | "epc",
    })),
    served: (rows.served.get(h.id) ?? []).map((s) => ({
      ...s,
      method: s.method,
      tenantName: rows.tenancyName.get(s.tenancyId)!,
      acknowledgedAt: s.acknowledgedAt?.toISOString() ?? null,
    })),
    licences: (rows.licences.get(h.id) ?? []).map((l) => ({
      id: l.id,
      kind: l.kind,
      label: LICENCE_RULES[l.kind].label,
      reference: l.reference,
      expiresOn: l.expiresOn,
    })),
    alarmChecks: rows.alarms.get(h.id) ?? [],
    rightToRent: (rows.rtr.get(h.id) ?? []).map((c) => ({
      id: c.id,
      tenancyId: c.tenancyId,
      occupierName: c.occupierName,
      checkedOn: c.checkedOn,
      permission: c.permission,
      followUpDueOn: c.followUpDueOn,
    })),
    alarmReports: (rows.tickets.get(h.id) ?? []).map((t) => ({
      ticketId: t.id,
      reference: `#${t.number}`,
      reportedOn: londonToday(t.createdAt),
    })),
    deposits: (rows.deposits.get(h.id) ?? []).map((d) => ({
      tenancyId: d.tenancyId,
      receivedOn: d.receivedOn,
      protectedOn: d.protectedOn,
      prescribedInfoOn: d.prescribedInfoOn,
      returned: d.returnStatus === "returned",
    })),
  };
}

/** The facts and evidence of `homes`, one query per kind of record. */
export async function factsOf(db: Db, homes: Home[]): Promise<Map<string, HomeFacts>> {
  const ids = homes.map((h) => h.id);
  const out = new Map<string, HomeFacts>();
  if (!ids.length) return out;
  const tenancyRows = await loadTenancies(db, ids);
  const tenancyIds = tenancyRows.map((t) => t.id);
  const none = ["00000000-0000-0000-0000-000000000000"];
  const rows = groupByHome(tenancyRows, await loadEvidence(db, ids, tenancyIds.length ? tenancyIds : none));
  for (const h of homes) out.set(h.id, homeFactsOf(h, rows));
  return out;
}

const homeRef = (h: Home) => ({
  id: h.id,
  title: h.title,
  addressLine1: h.addressLine1,
  city: h.city,
  postcode: h.postcode,
});

/** Every duty of every home under `scope`, with its home, most urgent first. */
export async function dutiesWhere(db: Db, scope: SQL | undefined, today = londonToday()) {
  const homes = await homesWhere(db, scope);
  const facts = await factsOf(db, homes);
  return homes.map((h) => ({ home: h, duties: dutiesForHome(facts.get(h.id)!, today) }));
}

/**
 * Every home that is not archived with its duties, MAX_HOMES at a time (in id order): the
 * reminders job reads the whole platform in a few batches instead of once per landlord and agent.
 */
export async function* dutiesOfEveryHome(db: Db, today = londonToday()) {
  let after: string | undefined;
  for (;;) {
    const homes = (await db
      .select(homeColumns)
      .from(properties)
      .where(and(ne(properties.status, "archived"), after ? gt(properties.id, after) : undefined))
      .orderBy(asc(properties.id))
      .limit(MAX_HOMES)) as Home[];
    if (!homes.length) return;
    const facts = await factsOf(db, homes);
    yield homes.map((home) => ({
      home,
      duties: dutiesForHome(facts.get(home.id)!, today).map(
        (d): ClockDuty => ({ ...d, property: homeRef(home) }),
      ),
    }));
    if (homes.length < MAX_HOMES) return;
    after = homes[homes.length - 1]!.id;
  }
}

/** The caller's duties (the homes they manage; admins: all), most urgent first. */
export async function dutiesForUser(db: Db, user: Caller, today = londonToday()): Promise<ClockDuty[]> {
  const homes = await dutiesWhere(db, manageCondition(user), today);
  return homes
    .flatMap(({ home, duties }) => duties.map((d) => ({ ...d, property: homeRef(home) })))
    .sort(byUrgency);
}

export type ClockQuery = z.output<typeof clockQuerySchema>;

/** The clock: the caller's duties filtered, the portfolio score and each home's. */
export async function clockFor(db: Db, user: Caller, q: ClockQuery, today = londonToday()): Promise<Clock> {
  const homes = await dutiesWhere(db, manageCondition(user), today);
  const all = homes.flatMap(({ home, duties }) => duties.map((d) => ({ ...d, property: homeRef(home) })));
  const duties = all
    .filter(
      (d) =>
        (!q.status || d.status === q.status) &&
        (!q.area || d.area === q.area) &&
        (!q.propertyId || d.propertyId === q.propertyId) &&
        (!(q.from || q.to) || (d.dueOn && (!q.from || d.dueOn >= q.from) && (!q.to || d.dueOn <= q.to))),
    )
    .sort(byUrgency);
  return {
    duties: duties.slice(0, q.limit),
    total: duties.length,
    score: scoreOf(all),
    homes:
      q.homes === "false"
        ? []
        : homes.map(({ home, duties: ds }) => ({ ...homeRef(home), score: scoreOf(ds) })),
  };
}

export interface HomeCompliance {
  property: ReturnType<typeof homeRef> & {
    jurisdiction: Jurisdiction;
    gasSupply: boolean | null;
    storeys: number | null;
    combustionApplianceRooms: number | null;
    occupiers: number | null;
    households: number | null;
    epcRating: string | null;
  };
  duties: Duty[];
  score: ComplianceScore;
}

/** One home's duties and score, for staff who manage it (404 otherwise). */
export async function homeCompliance(
  db: Db,
  user: Caller,
  propertyId: string,
  today = londonToday(),
): Promise<HomeCompliance> {
  const row = await findManaged(db, user, propertyId);
  const [home] = await homesWhere(db, eq(properties.id, row.id));
  if (!home) throw new AppError("not_found", "Property not found");
  const facts = await factsOf(db, [home]);
  const duties = dutiesForHome(facts.get(home.id)!, today);
  return {
    property: {
      ...homeRef(home),
      jurisdiction: home.jurisdiction,
      gasSupply: home.gasSupply,
      storeys: home.storeys,
      combustionApplianceRooms: home.combustionApplianceRooms,
      occupiers: home.occupiers,
      households: home.households,
      epcRating: home.epcRating,
    },
    duties,
    score: scoreOf(duties),
  };
}
