import { type IsoDate, longDate } from "../dates";
import { addDays } from "../ledger/dates";
import { isOneOf } from "../one-of";
import { type EpcRating, epcRatings } from "../property-vocab";
import type { ComplianceScore, Duty, DutyArea, DutyKind, DutyStatus, ServedTo } from "../schemas/compliance";
import { licenceKinds, licenceLimit } from "./compliance-records";
import {
  COMPLIANCE_LAW,
  type ComplianceLaw,
  KEYHOLD_WINDOWS,
  NO_FIRST_DAY_ALARM_CHECK,
  NO_RIGHT_TO_RENT,
} from "./compliance-rules";
import type { Jurisdiction } from "./jurisdictions";
import { depositProtectionStatus, monthsLaterOrLastDay, writtenTermsStatus } from "./rules";

/*
 * The statutory clock (issue 16): every duty of a home, derived from its facts and evidence by the
 * rule table in ./compliance-rules. Pure: the server loads the facts, this computes. Nothing is
 * stored about a duty except the reminders sent for it (by its key and due date).
 * Keyhold records and computes duties and dates; it never gives legal advice.
 */

export interface HomeTenancy {
  id: string;
  status: "draft" | "active";
  startDate: IsoDate;
  /** The last day, once notice is given or a Welsh fixed term ends. */
  endDate: IsoDate | null;
  tenantName: string;
  adultOccupiers: number | null;
  statementGivenOn: IsoDate | null;
}

export interface HomeDocument {
  id: string;
  kind: "gas_safety" | "eicr" | "epc";
  /** The check, inspection or issue date. */
  issuedOn: IsoDate | null;
  /** The report's own next date (EICR), or the certificate's expiry. */
  expiresOn: IsoDate | null;
  outcome: string | null;
  remedialDueOn: IsoDate | null;
  remedialDoneOn: IsoDate | null;
  remedialConfirmedOn: IsoDate | null;
  /** Set by the derivation: the check date was not recorded and is taken from the expiry. */
  inferred?: boolean;
}

export interface HomeFacts {
  property: {
    id: string;
    jurisdiction: Jurisdiction;
    /** Let, or being let: duties apply. Otherwise they show as not applicable. */
    letOrMarketed: boolean;
    gasSupply: boolean | null;
    storeys: number | null;
    combustionApplianceRooms: number | null;
    occupiers: number | null;
    households: number | null;
    epcRating: EpcRating | null;
  };
  /** Active tenancies and drafts still to start (ended ones have no duties left on the clock). */
  tenancies: HomeTenancy[];
  documents: HomeDocument[];
  /** Proof of service of those documents. */
  served: (ServedTo & { documentId: string })[];
  licences: { id: string; kind: string; label: string; reference: string; expiresOn: IsoDate }[];
  alarmChecks: {
    tenancyId: string;
    checkedOn: IsoDate;
    smokeAlarmsOk: boolean;
    coAlarmsOk: boolean | null;
  }[];
  rightToRent: {
    id: string;
    tenancyId: string;
    occupierName: string;
    checkedOn: IsoDate;
    permission: "unlimited" | "time_limited";
    followUpDueOn: IsoDate | null;
  }[];
  /** Open tickets reporting a smoke or CO alarm fault. */
  alarmReports: { ticketId: string; reference: string; reportedOn: IsoDate }[];
  deposits: {
    tenancyId: string;
    receivedOn: IsoDate | null;
    protectedOn: IsoDate | null;
    prescribedInfoOn: IsoDate | null;
    returned: boolean;
  }[];
}

const AREA: Record<DutyKind, DutyArea> = {
  gas_safety_check: "gas",
  gas_record_served: "gas",
  eicr: "electrical",
  eicr_served: "electrical",
  eicr_remedial: "electrical",
  eicr_remedial_confirmed: "electrical",
  alarms_first_day: "alarms",
  alarm_repair: "alarms",
  epc: "energy",
  epc_minimum: "energy",
  hmo_licence: "licensing",
  licence_renewal: "licensing",
  right_to_rent: "right_to_rent",
  right_to_rent_follow_up: "right_to_rent",
  deposit_protection: "tenancy",
  written_terms: "tenancy",
  tenancy_ending: "tenancy",
};

/** ISO dates compare as strings; a plain comparison is far cheaper than localeCompare on big clocks. */
const compareDates = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Overdue and missing first, then by due date: what needs doing first. */
const STATUS_ORDER: Record<DutyStatus, number> = {
  overdue: 0,
  missing: 1,
  due_soon: 2,
  ok: 3,
  not_applicable: 4,
};

/** Status of a dated duty not yet done: overdue after its day, due soon within the window. */
export function dueStatus(dueOn: IsoDate, today: IsoDate, dueSoonDays: number): DutyStatus {
  if (dueOn < today) return "overdue";
  if (dueOn <= addDays(today, dueSoonDays)) return "due_soon";
  return "ok";
}

/**
 * The deadline for the next gas safety check after checks on `checkDates`: 12 months after a check,
 * except that a check in the 2 months before the current deadline keeps the old anniversary.
 */
export function gasDeadline(checkDates: readonly IsoDate[], interval = 12, early = 2): IsoDate | null {
  const dates = [...checkDates].sort();
  let deadline: IsoDate | null = null;
  for (const d of dates) {
    if (deadline && d <= deadline && d >= monthsLaterOrLastDay(deadline, -early)) {
      deadline = monthsLaterOrLastDay(deadline, interval);
    } else {
      deadline = monthsLaterOrLastDay(d, interval);
    }
  }
  return deadline;
}

/** EICR: the report's next-inspection date when it gives one (never later than 5 years on). */
export function eicrDeadline(inspectedOn: IsoDate, reportNext: IsoDate | null, maxYears = 5): IsoDate {
  const max = monthsLaterOrLastDay(inspectedOn, maxYears * 12);
  return reportNext && reportNext < max ? reportNext : max;
}

/** Right to Rent follow-up: the later of the permission's expiry and 12 months after the check. */
export function rightToRentFollowUp(checkedOn: IsoDate, permissionExpiresOn: IsoDate, months = 12): IsoDate {
  const year = monthsLaterOrLastDay(checkedOn, months);
  return permissionExpiresOn > year ? permissionExpiresOn : year;
}

/** Bands between a rating and a better target (D → C is 1); 0 when already there. */
export function epcGap(rating: EpcRating, target: EpcRating): number {
  return Math.max(0, epcRatings.indexOf(rating) - epcRatings.indexOf(target));
}

const latest = <T extends { issuedOn: IsoDate | null }>(docs: T[]): T | null =>
  docs.reduce<T | null>((best, d) => (!best || (d.issuedOn ?? "") > (best.issuedOn ?? "") ? d : best), null);

// ---------------------------------------------------------------------------------------------
// The derivation: a table of small per-duty rules (issue 35), each with its statute in a comment.
// A rule reads the home's context and returns its duties (none, one, or one per subject); the
// figures and the `source` shown with each duty are the jurisdiction's row in ./compliance-rules
// (deposits and written terms: ./tenancy-rules). `dutiesForHome` runs the table in order and sorts
// the result by urgency; the sort is stable, so the table's order settles ties.
// ---------------------------------------------------------------------------------------------

/** What every rule reads: the facts, today, the jurisdiction's law and the certificates on file. */
interface DutyContext {
  facts: HomeFacts;
  property: HomeFacts["property"];
  today: IsoDate;
  law: ComplianceLaw;
  /** Days before a due date a duty shows as "due soon". */
  soon: number;
  /**
   * Certificates filed before issue 16 may carry only their expiry: the check date is then taken as
   * the expiry less the interval (what Keyhold assumed when it filled the expiry in).
   */
  docs: HomeDocument[];
  /** The latest gas safety record with a check date, and the latest dated EICR. */
  gasRecord: HomeDocument | null;
  eicrReport: HomeDocument | null;
}

/** A duty before its key, area and home are filled in. */
interface DutyDraft {
  kind: DutyKind;
  subjectKey?: string;
  tenancyId?: string | null;
  title: string;
  subject?: string | null;
  status: DutyStatus;
  dueOn?: IsoDate | null;
  detail: string;
  rule: { summary: string; source: string };
  documentId?: string | null;
  date?: IsoDate | null;
  served?: ServedTo[];
}

/** A rule of the home: its duties on the day. */
type DutyRule = (ctx: DutyContext) => DutyDraft[];
/** A rule of each tenancy of the home. */
type TenancyDutyRule = (ctx: DutyContext, t: HomeTenancy) => DutyDraft[];

const day = longDate;
const NOT_LET = "Not let or on the market: no tenancy and no live listing.";

/** A duty not yet done shows as at least "due soon", however far off its date. */
function pendingStatus(dueOn: IsoDate, ctx: DutyContext): DutyStatus {
  const status = dueStatus(dueOn, ctx.today, ctx.soon);
  return status === "ok" ? "due_soon" : status;
}

/** The key, tenancy and subject of a duty owed to one tenancy's tenant. */
const toTenant = (t: HomeTenancy) => ({ subjectKey: t.id, tenancyId: t.id, subject: t.tenantName });

const plural = (n: number, word: string) => `${word}${n > 1 ? "s" : ""}`;

function checkedText(d: HomeDocument, verb: string): string {
  return d.inferred
    ? `${verb} date not recorded (expiry ${day(d.expiresOn!)})`
    : `${verb} ${day(d.issuedOn!)}`;
}

/** Runs tenancy rules tenancy by tenancy: all of one tenancy's duties, then the next tenancy's. */
const eachTenancy =
  (...rules: TenancyDutyRule[]): DutyRule =>
  (ctx) =>
    ctx.facts.tenancies.flatMap((t) => rules.flatMap((rule) => rule(ctx, t)));

/**
 * A copy of a certificate to each tenancy: existing tenants within the rule's days of the check,
 * new ones before they move in.
 */
function certificateCopy(
  ctx: DutyContext,
  t: HomeTenancy,
  copy: { kind: "gas_record_served" | "eicr_served"; doc: HomeDocument; label: string; days: number },
  source: string,
): DutyDraft {
  const { doc, label, days } = copy;
  const served = ctx.facts.served.filter((s) => s.documentId === doc.id && s.tenancyId === t.id);
  const checked = doc.issuedOn ?? ctx.today;
  const newTenant = t.startDate > checked;
  const due = newTenant ? addDays(t.startDate, -1) : addDays(checked, days);
  const when = newTenant
    ? `before they move in (${day(t.startDate)})`
    : `within ${days} days of the check, by ${day(due)}`;
  const summary = `A copy of the ${label} to each tenant: ${newTenant ? "new tenants before they move in" : `existing tenants within ${days} days`}.`;
  const duty = {
    kind: copy.kind,
    subjectKey: `${doc.id}:${t.id}`,
    tenancyId: t.id,
    title: `${label} given to the tenant`,
    subject: t.tenantName,
    dueOn: due,
    rule: { summary, source },
    documentId: doc.id,
  };
  if (!served.length) {
    return { ...duty, status: pendingStatus(due, ctx), detail: `Not recorded as given yet: due ${when}.` };
  }
  const first = served.map((s) => s.servedOn).sort()[0]!;
  const late = first > due ? ` (late: due ${when})` : "";
  return { ...duty, status: "ok", detail: `Given on ${day(first)}${late}.`, date: first, served };
}

// ---- Gas safety: Gas Safety (Installation and Use) Regulations 1998 (all of Great Britain) ----

const gasRule = (ctx: DutyContext) => ({
  summary: "Gas safety check at least every 12 months by a Gas Safe engineer.",
  source: ctx.law.gas.source,
});

/** Whether the home's gas duties apply: let or marketed, and not marked as having no gas. */
const gasApplies = (ctx: DutyContext) => ctx.property.gasSupply !== false && ctx.property.letOrMarketed;

/** Reg 36(3): a check at least every 12 months; reg 36(3A): a check in the last 2 months keeps the date. */
const gasSafetyCheck: DutyRule = (ctx) => {
  const { property: p, law } = ctx;
  const base = { kind: "gas_safety_check" as const, title: "Gas safety check", rule: gasRule(ctx) };
  if (p.gasSupply === false) {
    const detail = "No gas supply: the home is marked as having no gas, so there is nothing to check.";
    return [{ ...base, status: "not_applicable", detail }];
  }
  if (!p.letOrMarketed) return [{ ...base, status: "not_applicable", detail: NOT_LET }];
  const checks = ctx.docs.filter((d) => d.kind === "gas_safety" && d.issuedOn);
  const deadline = gasDeadline(
    checks.map((c) => c.issuedOn!),
    law.gas.intervalMonths,
    law.gas.earlyWindowMonths,
  );
  const last = ctx.gasRecord;
  const unknown =
    p.gasSupply === null ? " (The home is treated as having gas until it is marked as having none.)" : "";
  if (!deadline || !last) {
    return [{ ...base, status: "missing", detail: `No gas safety record filed.${unknown}` }];
  }
  const early = day(monthsLaterOrLastDay(deadline, -law.gas.earlyWindowMonths));
  return [
    {
      ...base,
      subjectKey: deadline,
      status: dueStatus(deadline, ctx.today, ctx.soon),
      dueOn: deadline,
      detail: `${checkedText(last, "Last check")}; the next is due by ${day(deadline)}. A check from ${early} keeps this anniversary.${unknown}`,
      documentId: last.id,
      date: last.issuedOn,
    },
  ];
};

/** Reg 36(6): a copy of the latest record to tenants within 28 days, new ones before they move in. */
const gasRecordServed: TenancyDutyRule = (ctx, t) => {
  const doc = ctx.gasRecord;
  if (!gasApplies(ctx) || !doc) return [];
  const { copyToExistingDays: days, source } = ctx.law.gas;
  return [
    certificateCopy(ctx, t, { kind: "gas_record_served", doc, label: "Gas safety record", days }, source),
  ];
};

// ---- Electrical safety: Electrical Safety Standards in the Private Rented Sector (England)
// Regulations 2020 reg 3; Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022
// reg 6; Housing (Scotland) Act 2006 ss.13, 19B (the repairing standard) ----

/**
 * England reg 3(1)(b)-(c), Wales reg 6, Scotland s.19B guidance: inspected at least every 5 years,
 * or sooner if the report says so.
 */
const eicrInspection: DutyRule = (ctx) => {
  const { law } = ctx;
  const base = {
    kind: "eicr" as const,
    title: "Electrical inspection (EICR)",
    rule: {
      summary: `Electrical installation inspected at least every ${law.electrical.maxYears} years, or sooner if the report says so.`,
      source: law.electrical.source,
    },
  };
  if (!ctx.property.letOrMarketed) return [{ ...base, status: "not_applicable", detail: NOT_LET }];
  const eicr = ctx.eicrReport;
  if (!eicr) return [{ ...base, status: "missing", detail: "No electrical report filed." }];
  const due = eicrDeadline(eicr.issuedOn!, eicr.expiresOn, law.electrical.maxYears);
  const own = eicr.expiresOn && eicr.expiresOn === due ? " (the report's own date)" : "";
  return [
    {
      ...base,
      subjectKey: due,
      status: dueStatus(due, ctx.today, ctx.soon),
      dueOn: due,
      detail: `${checkedText(eicr, "Inspected")}; next inspection due by ${day(due)}${own}.`,
      documentId: eicr.id,
      date: eicr.issuedOn,
    },
  ];
};

/**
 * England reg 3(3)(a): a copy to existing tenants within 28 days (Wales reg 6: 14 days), new ones
 * before they move in.
 */
const eicrServed: TenancyDutyRule = (ctx, t) => {
  const doc = ctx.eicrReport;
  if (!ctx.property.letOrMarketed || !doc) return [];
  const { copyDays: days, source } = ctx.law.electrical;
  return [certificateCopy(ctx, t, { kind: "eicr_served", doc, label: "Electrical report", days }, source)];
};

/** The latest report when it was unsatisfactory: remedial work is owed. */
const unsatisfactoryReport = (ctx: DutyContext): HomeDocument | null =>
  ctx.property.letOrMarketed && ctx.eicrReport?.outcome === "unsatisfactory" ? ctx.eicrReport : null;

/**
 * England reg 3(4)-(6): remedial work within 28 days of the inspection or the report's shorter
 * period; elsewhere by the report's own date.
 */
const eicrRemedial: DutyRule = (ctx) => {
  const eicr = unsatisfactoryReport(ctx);
  if (!eicr) return [];
  const { remedialDays, source } = ctx.law.electrical;
  const remedialDue =
    eicr.remedialDueOn ?? (remedialDays !== null ? addDays(eicr.issuedOn!, remedialDays) : null);
  const base = {
    kind: "eicr_remedial" as const,
    subjectKey: eicr.id,
    title: "EICR remedial work",
    dueOn: remedialDue,
    rule: {
      summary:
        remedialDays !== null
          ? `Remedial work within ${remedialDays} days of the inspection, or the report's shorter period.`
          : "Remedial work by the date the report gives.",
      source,
    },
    documentId: eicr.id,
  };
  if (eicr.remedialDoneOn) {
    const detail = `Done on ${day(eicr.remedialDoneOn)}.`;
    return [{ ...base, status: "ok", detail, date: eicr.remedialDoneOn }];
  }
  const detail = remedialDue
    ? `The report found remedial work needed: due by ${day(remedialDue)}.`
    : "The report found remedial work needed: record the date the report gives.";
  return [{ ...base, status: remedialDue ? pendingStatus(remedialDue, ctx) : "missing", detail }];
};

/**
 * England reg 3(4)-(6): written confirmation of the work to the tenant and the council within 28
 * days of completion.
 */
const eicrRemedialConfirmed: DutyRule = (ctx) => {
  const eicr = unsatisfactoryReport(ctx);
  const { confirmDays, source } = ctx.law.electrical;
  if (!eicr?.remedialDoneOn || confirmDays === null) return [];
  const confirmDue = addDays(eicr.remedialDoneOn, confirmDays);
  const confirmed = eicr.remedialConfirmedOn;
  return [
    {
      kind: "eicr_remedial_confirmed",
      subjectKey: eicr.id,
      title: "Remedial work confirmed to the tenant and council",
      status: confirmed ? "ok" : pendingStatus(confirmDue, ctx),
      dueOn: confirmDue,
      detail: confirmed
        ? `Confirmed in writing on ${day(confirmed)}.`
        : `Written confirmation due by ${day(confirmDue)}.`,
      rule: {
        summary: `Written confirmation of the work to the tenant and the local housing authority within ${confirmDays} days of completion.`,
        source,
      },
      documentId: eicr.id,
      date: confirmed,
    },
  ];
};

// ---- Smoke and CO alarms: Smoke and Carbon Monoxide Alarm (England) Regulations 2015 reg 4 as
// amended in 2022; Wales: Fitness for Human Habitation Regulations 2022 regs 5, 7; Scotland: the
// tolerable standard, Housing (Scotland) Act 1987 s.86 ----

const alarmRule = (ctx: DutyContext) => ({ summary: ctx.law.alarms.summary, source: ctx.law.alarms.source });

/** The alarms the first-day check covers, in words. */
function alarmsWanted(p: HomeFacts["property"]): string {
  const storeys = p.storeys ? `${p.storeys} ${plural(p.storeys, "storey")}` : "every storey";
  const rooms = p.combustionApplianceRooms ?? 0;
  const co =
    rooms > 0 ? `, CO alarms in ${rooms} ${plural(rooms, "room")} with a fixed combustion appliance` : "";
  return `smoke alarms on ${storeys}${co}`;
}

/** England reg 4: alarms checked in working order on the day each new tenancy starts. */
const alarmsFirstDay: TenancyDutyRule = (ctx, t) => {
  const base = {
    kind: "alarms_first_day" as const,
    ...toTenant(t),
    title: "Alarms checked on the first day",
    rule: alarmRule(ctx),
  };
  if (!ctx.law.alarms.checkOnFirstDay) {
    return [{ ...base, status: "not_applicable", detail: NO_FIRST_DAY_ALARM_CHECK }];
  }
  const needsCo = (ctx.property.combustionApplianceRooms ?? 0) > 0;
  const checks = ctx.facts.alarmChecks
    .filter((c) => c.tenancyId === t.id)
    .sort((a, b) => a.checkedOn.localeCompare(b.checkedOn));
  const good = checks.find((c) => c.smokeAlarmsOk && (!needsCo || c.coAlarmsOk === true));
  const what = alarmsWanted(ctx.property);
  if (good) {
    const late = good.checkedOn > t.startDate ? `, after the first day (${day(t.startDate)})` : "";
    const detail = `Checked working on ${day(good.checkedOn)} (${what})${late}.`;
    return [{ ...base, status: "ok", dueOn: t.startDate, detail, date: good.checkedOn }];
  }
  const failed = checks.at(-1);
  return [
    {
      ...base,
      status: failed ? "overdue" : pendingStatus(t.startDate, ctx),
      dueOn: t.startDate,
      detail: failed
        ? `The check on ${day(failed.checkedOn)} found alarms not working: repair them and record a passing check.`
        : `Check ${what} on the first day of the tenancy, ${day(t.startDate)}.`,
    },
  ];
};

/**
 * England reg 4 as amended in 2022 (and the Welsh and Scottish standards): a reported
 * fault repaired or replaced as soon as reasonably practicable; the days are Keyhold's target.
 */
const alarmRepairs: DutyRule = (ctx) =>
  ctx.facts.alarmReports.map((r) => {
    const target = ctx.law.alarms.repairTargetDays;
    const due = addDays(r.reportedOn, target);
    return {
      kind: "alarm_repair",
      subjectKey: r.ticketId,
      title: "Alarm fault reported",
      subject: r.reference,
      status: due < ctx.today ? "overdue" : "due_soon",
      dueOn: due,
      detail: `Reported on ${day(r.reportedOn)} (ticket ${r.reference}): repair or replace as soon as reasonably practicable. Keyhold counts ${target} day as its working target, not a legal deadline.`,
      rule: alarmRule(ctx),
    };
  });

// ---- Energy performance: Energy Performance of Buildings (England and Wales) Regulations 2012;
// Energy Efficiency (Private Rented Property) (England and Wales) Regulations 2015; Energy
// Performance of Buildings (Scotland) Regulations 2008 ----

/** EPB 2012 regs 6, 34 (Scotland 2008 reg 5): an EPC, valid 10 years, before the home is marketed. */
const epcCertificate: DutyRule = (ctx) => {
  const { epc: rules } = ctx.law;
  const base = {
    kind: "epc" as const,
    title: "Energy performance certificate",
    rule: {
      summary: `An EPC, valid ${rules.validYears} years, before the home is marketed.`,
      source: rules.source,
    },
  };
  const epc = latest(ctx.docs.filter((d) => d.kind === "epc"));
  if (!ctx.property.letOrMarketed) return [{ ...base, status: "not_applicable", detail: NOT_LET }];
  if (!epc?.issuedOn) {
    const detail = epc ? "An EPC is filed without its date: record when it was issued." : "No EPC filed.";
    return [{ ...base, status: "missing", detail, documentId: epc?.id ?? null }];
  }
  const expires = epc.expiresOn ?? monthsLaterOrLastDay(epc.issuedOn, rules.validYears * 12);
  return [
    {
      ...base,
      subjectKey: expires,
      status: dueStatus(expires, ctx.today, ctx.soon),
      dueOn: expires,
      detail: `${checkedText(epc, "Issued")}; valid until ${day(expires)}.`,
      documentId: epc.id,
      date: epc.issuedOn,
    },
  ];
};

/** The planned standard, as information only (not law). */
function plannedText(rating: EpcRating, planned: ComplianceLaw["epc"]["planned"]): string {
  if (!planned) return "";
  const gap = epcGap(rating, planned.rating);
  return gap
    ? ` For information: ${gap} ${plural(gap, "band")} below the planned ${planned.rating} by ${planned.year} (${planned.source}).`
    : ` Already meets the planned ${planned.rating} by ${planned.year}.`;
}

/**
 * Energy Efficiency (Private Rented Property) Regulations 2015 reg 23: rated E or better to let,
 * unless an exemption is registered (no minimum in Scotland).
 */
const epcMinimum: DutyRule = (ctx) => {
  const { property: p } = ctx;
  const min = ctx.law.epc.minimumRating;
  if (!p.letOrMarketed || !min) return [];
  const base = {
    kind: "epc_minimum" as const,
    title: "Minimum energy rating",
    rule: {
      summary: `Rated ${min} or better to let (minimum energy efficiency standard).`,
      source: ctx.law.epc.source,
    },
  };
  if (!p.epcRating) return [{ ...base, status: "missing", detail: "Record the home's EPC rating." }];
  const below = epcGap(p.epcRating, min) > 0;
  const verdict = below
    ? `: below the minimum ${min}; the home may not be let unless an exemption is registered.`
    : `: meets the minimum ${min}.`;
  const detail = `Rated ${p.epcRating}${verdict}${plannedText(p.epcRating, ctx.law.epc.planned)}`;
  return [{ ...base, status: below ? "overdue" : "ok", detail }];
};

// ---- Licensing: Housing Act 2004 Parts 2 (HMOs) and 3 (selective); Housing (Scotland) Act 2006
// Part 5; Housing (Wales) Act 2014 Part 1 (Rent Smart Wales) ----

/** Whether the home's occupation makes it a mandatory-licence HMO in its jurisdiction. */
function isMandatoryHmo(ctx: DutyContext): boolean {
  const { property: p, law } = ctx;
  return (
    (p.occupiers ?? 0) >= law.hmo.minOccupiers &&
    (p.households ?? 0) >= law.hmo.minHouseholds &&
    (law.hmo.minStoreys === null || (p.storeys ?? 0) >= law.hmo.minStoreys)
  );
}

/** The mandatory HMO licence that expires last: the one the HMO duty follows. */
const hmoLicenceOf = (ctx: DutyContext) =>
  ctx.facts.licences
    .filter((l) => l.kind === "mandatory_hmo")
    .sort((a, b) => b.expiresOn.localeCompare(a.expiresOn))[0];

function belowHmoThreshold(p: HomeFacts["property"]): string {
  if (p.occupiers === null) {
    return "Occupiers not recorded: record how many people and households live here to know if a licence is needed.";
  }
  const people = p.occupiers === 1 ? "person" : "people";
  const households = `${p.households ?? 0} household${p.households === 1 ? "" : "s"}`;
  return `${p.occupiers} ${people} in ${households}: below the mandatory licensing threshold. A council may still require an additional or selective licence.`;
}

/**
 * Housing Act 2004 s.55(2)(a), s.61 and the Prescribed Description Orders (England 2018, Wales
 * 2006), s.68(4); Housing (Scotland) Act 2006 ss.125, 133: a mandatory HMO licence.
 */
const hmoLicence: DutyRule = (ctx) => {
  const { property: p, law } = ctx;
  const { hmo } = law;
  const storeys = hmo.minStoreys ? ` in ${hmo.minStoreys} or more storeys` : "";
  const maxYears = licenceLimit("mandatory_hmo", p.jurisdiction).maxYears;
  const base = {
    kind: "hmo_licence" as const,
    title: "HMO licence",
    rule: {
      summary: `A mandatory HMO licence from ${hmo.minOccupiers} people in ${hmo.minHouseholds} or more households${storeys}; at most ${maxYears} years.`,
      source: hmo.source,
    },
  };
  if (!isMandatoryHmo(ctx)) {
    return [{ ...base, status: "not_applicable", detail: belowHmoThreshold(p) }];
  }
  const licence = hmoLicenceOf(ctx);
  return [
    {
      ...base,
      subjectKey: licence?.expiresOn,
      subject: licence?.reference ?? null,
      status: licence ? dueStatus(licence.expiresOn, ctx.today, ctx.soon) : "missing",
      dueOn: licence?.expiresOn ?? null,
      detail: licence
        ? `Licence ${licence.reference} expires on ${day(licence.expiresOn)}.`
        : `${p.occupiers} people in ${p.households} households: a mandatory HMO licence is needed and none is recorded.`,
    },
  ];
};

/**
 * Housing Act 2004 ss.68(4), 91(4) (and each kind's row in ./compliance-records): every other
 * licence is renewed before it expires; "due soon" is Keyhold's own 90-day window.
 */
const licenceRenewals: DutyRule = (ctx) => {
  const { property: p } = ctx;
  const hmo = isMandatoryHmo(ctx) ? hmoLicenceOf(ctx) : undefined;
  return ctx.facts.licences
    .filter((l) => l !== hmo)
    .map((l) => ({
      kind: "licence_renewal",
      subjectKey: `${l.id}:${l.expiresOn}`,
      title: `${l.label} renewal`,
      subject: l.reference,
      status: dueStatus(l.expiresOn, ctx.today, KEYHOLD_WINDOWS.licenceRenewalDays),
      dueOn: l.expiresOn,
      detail: `${l.label} ${l.reference} expires on ${day(l.expiresOn)}.`,
      rule: {
        summary: "A licence is renewed before it expires.",
        source: isOneOf(licenceKinds, l.kind)
          ? licenceLimit(l.kind, p.jurisdiction).source
          : "Housing Act 2004 ss.68(4), 91(4)",
      },
    }));
};

// ---- Right to Rent: Immigration Act 2014 ss.22, 34 and the code of practice (13 February 2024);
// England only ----

const rightToRentRule = (ctx: DutyContext) => ({
  summary: "Every adult occupier checked before the tenancy starts; time-limited permission checked again.",
  source: ctx.law.rightToRent?.source ?? NO_RIGHT_TO_RENT,
});

/** Each occupier's latest check, by name as typed (trimmed, any case). */
function latestCheckPerOccupier(ctx: DutyContext, t: HomeTenancy) {
  const checks = ctx.facts.rightToRent.filter((c) => c.tenancyId === t.id);
  const people = new Map<string, (typeof checks)[number]>();
  for (const c of [...checks].sort((a, b) => a.checkedOn.localeCompare(b.checkedOn))) {
    people.set(c.occupierName.trim().toLowerCase(), c);
  }
  return [...people.values()];
}

/** Immigration Act 2014 s.22: every adult occupier checked before the tenancy starts. */
const rightToRent: TenancyDutyRule = (ctx, t) => {
  const base = { kind: "right_to_rent" as const, ...toTenant(t), title: "Right to Rent checks" };
  const rule = rightToRentRule(ctx);
  if (!ctx.law.rightToRent) return [{ ...base, status: "not_applicable", detail: NO_RIGHT_TO_RENT, rule }];
  const people = latestCheckPerOccupier(ctx, t);
  const needed = t.adultOccupiers ?? 1;
  const done = people.length;
  const counted = `${done} of ${needed} adult ${plural(needed, "occupier")} checked`;
  if (done >= needed) {
    const beforeStart = people.every((c) => c.checkedOn <= t.startDate);
    const when = beforeStart ? " before the start" : ", one or more after the start";
    return [{ ...base, status: "ok", dueOn: t.startDate, detail: `${counted}${when}.`, rule }];
  }
  const due = addDays(t.startDate, -1);
  const detail = `${counted}: check everyone before the tenancy starts on ${day(t.startDate)}.`;
  return [{ ...base, status: pendingStatus(due, ctx), dueOn: due, detail, rule }];
};

/**
 * Immigration Act 2014 s.22 and the code of practice: time-limited permission checked again by the
 * later of its expiry and 12 months after the previous check (the date is recorded with the check).
 */
const rightToRentFollowUps: TenancyDutyRule = (ctx, t) => {
  if (!ctx.law.rightToRent) return [];
  return latestCheckPerOccupier(ctx, t).flatMap((c) =>
    c.permission !== "time_limited" || !c.followUpDueOn
      ? []
      : [
          {
            kind: "right_to_rent_follow_up" as const,
            subjectKey: `${c.id}:${c.followUpDueOn}`,
            tenancyId: t.id,
            title: "Right to Rent follow-up check",
            subject: c.occupierName,
            status: dueStatus(c.followUpDueOn, ctx.today, ctx.soon),
            dueOn: c.followUpDueOn,
            detail: `Time-limited permission (checked ${day(c.checkedOn)}): check again by ${day(c.followUpDueOn)}.`,
            rule: rightToRentRule(ctx),
          },
        ],
  );
};

// ---- Deposits, written terms and the last day (rules in ./tenancy-rules, issue 15) ----

const DEPOSIT_RULE = {
  summary: "Deposit protected, and the prescribed information given, within the deadline.",
  source:
    "Housing Act 2004 s.213 (England and Wales); Tenancy Deposit Schemes (Scotland) Regulations 2011 reg 3",
};

/** One step of a deposit's protection (the scheme, or the prescribed information), done on `doneOn`. */
function depositStep(
  ctx: DutyContext,
  t: HomeTenancy,
  step: { title: string; key: "scheme" | "pi"; doneOn: (d: HomeFacts["deposits"][number]) => IsoDate | null },
): DutyDraft[] {
  const dep = ctx.facts.deposits.find((d) => d.tenancyId === t.id);
  if (!dep?.receivedOn || dep.returned) return [];
  const doneOn = step.doneOn(dep);
  const s = depositProtectionStatus(
    dep.receivedOn,
    doneOn,
    ctx.today,
    ctx.property.jurisdiction,
    t.startDate,
  );
  if (!s.ok) return [];
  const v = s.value;
  const done = v.state === "protected" || v.state === "protected-late";
  const detail = done
    ? `Done on ${day(v.protectedOn)}${v.state === "protected-late" ? `, ${v.daysLate} days late` : ""}.`
    : `Deposit received ${day(dep.receivedOn)}: due by ${day(v.dueOn)}.`;
  return [
    {
      kind: "deposit_protection",
      ...toTenant(t),
      subjectKey: `${t.id}:${step.key}`,
      title: step.title,
      status: done ? "ok" : v.state === "overdue" ? "overdue" : "due_soon",
      dueOn: v.dueOn,
      detail,
      rule: DEPOSIT_RULE,
      date: doneOn,
    },
  ];
}

/** Housing Act 2004 s.213(3) (Scotland: TDS Regulations 2011 reg 3): the deposit protected in time. */
const depositProtected: TenancyDutyRule = (ctx, t) =>
  depositStep(ctx, t, { title: "Deposit protected", key: "scheme", doneOn: (d) => d.protectedOn });

/**
 * Housing Act 2004 s.213(5)-(6): the prescribed information given within the same period (Scotland:
 * the same regulations' information duty; regulation not re-checked).
 */
const prescribedInformation: TenancyDutyRule = (ctx, t) =>
  depositStep(ctx, t, {
    title: "Prescribed information given",
    key: "pi",
    doneOn: (d) => d.prescribedInfoOn,
  });

/**
 * The written terms (./tenancy-rules `writtenTerms`): England, Housing Act 1988 s.16D as inserted by
 * the Renters' Rights Act 2025, or the information sheet for earlier tenancies; Wales, Renting Homes
 * (Wales) Act 2016 s.31; Scotland, Private Housing (Tenancies) (Scotland) Act 2016 s.10.
 */
const writtenTerms: TenancyDutyRule = (ctx, t) => {
  const w = writtenTermsStatus(t.startDate, t.statementGivenOn, ctx.today, ctx.property.jurisdiction);
  return [
    {
      kind: "written_terms",
      ...toTenant(t),
      title: w.document,
      status: w.met ? "ok" : w.overdue ? "overdue" : pendingStatus(w.deadline, ctx),
      dueOn: w.deadline,
      detail: w.givenOn
        ? `Given on ${day(w.givenOn)}${w.met ? "" : " (after the deadline)"}.`
        : `Due by ${day(w.deadline)}.`,
      rule: { summary: `${w.document} given to the tenant.`, source: w.source },
      date: w.givenOn,
    },
  ];
};

/** Not a statutory duty: the last day from the notice recorded; "due soon" is Keyhold's 60 days. */
const tenancyEnding: TenancyDutyRule = (ctx, t) => {
  if (t.status !== "active" || !t.endDate) return [];
  return [
    {
      kind: "tenancy_ending",
      ...toTenant(t),
      subjectKey: `${t.id}:${t.endDate}`,
      title: "Tenancy ends",
      status: t.endDate <= addDays(ctx.today, KEYHOLD_WINDOWS.tenancyEndingDays) ? "due_soon" : "ok",
      dueOn: t.endDate,
      detail: `The tenancy ends on ${day(t.endDate)}: arrange the check-out and the deposit's return.`,
      rule: {
        summary: "The last day of the tenancy, from the notice recorded.",
        source: "Recorded notice (see the tenancy page)",
      },
    },
  ];
};

/**
 * Every duty Keyhold derives, one entry a duty with the provision it rests on (England first; each
 * jurisdiction's own figures and `source` are its row in ./compliance-rules). The order is the
 * order before sorting, so ties in urgency keep it; the rules in one `eachTenancy` run together for
 * each tenancy in turn.
 */
const DUTY_RULES: readonly DutyRule[] = [
  // Gas Safety (Installation and Use) Regulations 1998 reg 36(3), (3A)
  gasSafetyCheck,
  // Gas Safety (Installation and Use) Regulations 1998 reg 36(6)
  eachTenancy(gasRecordServed),
  // Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020 reg 3(1);
  // Wales: Fitness for Human Habitation Regulations 2022 reg 6; Scotland: Housing (Scotland) Act
  // 2006 s.19B guidance
  eicrInspection,
  // England 2020 Regulations reg 3(3); Wales 2022 Regulations reg 6
  eachTenancy(eicrServed),
  // England 2020 Regulations reg 3(4)-(6); elsewhere by the report's own date
  eicrRemedial,
  // England 2020 Regulations reg 3(4)-(6)
  eicrRemedialConfirmed,
  // Smoke and Carbon Monoxide Alarm (England) Regulations 2015 reg 4
  eachTenancy(alarmsFirstDay),
  // Smoke and Carbon Monoxide Alarm (England) Regulations 2015 reg 4 as amended in 2022; Wales 2022
  // Regulations regs 5, 7; Scotland: Housing (Scotland) Act 1987 s.86
  alarmRepairs,
  // Energy Performance of Buildings (England and Wales) Regulations 2012 regs 6, 34; Scotland 2008
  // Regulations reg 5
  epcCertificate,
  // Energy Efficiency (Private Rented Property) (England and Wales) Regulations 2015 reg 23
  epcMinimum,
  // Housing Act 2004 ss.55(2)(a), 61, 68(4); Housing (Scotland) Act 2006 ss.125, 133
  hmoLicence,
  // Housing Act 2004 ss.68(4), 91(4) and each licence kind's row in ./compliance-records
  licenceRenewals,
  // Immigration Act 2014 ss.22, 34 and the code of practice (13 February 2024); England only
  eachTenancy(rightToRent, rightToRentFollowUps),
  // Housing Act 2004 s.213 (Scotland: Tenancy Deposit Schemes (Scotland) Regulations 2011); the
  // written terms as ./tenancy-rules `writtenTerms`; the last day from the notice recorded
  eachTenancy(depositProtected, prescribedInformation, writtenTerms, tenancyEnding),
];

/** The facts a home's rules read, with the certificates' missing check dates filled in. */
function contextOf(facts: HomeFacts, today: IsoDate): DutyContext {
  const law = COMPLIANCE_LAW[facts.property.jurisdiction];
  const intervalMonths = {
    gas_safety: law.gas.intervalMonths,
    eicr: law.electrical.maxYears * 12,
    epc: law.epc.validYears * 12,
  };
  const docs: HomeDocument[] = facts.documents.map((d) =>
    d.issuedOn || !d.expiresOn
      ? d
      : { ...d, issuedOn: monthsLaterOrLastDay(d.expiresOn, -intervalMonths[d.kind]), inferred: true },
  );
  const dated = (kind: HomeDocument["kind"]) => latest(docs.filter((d) => d.kind === kind && d.issuedOn));
  return {
    facts,
    property: facts.property,
    today,
    law,
    soon: law.dueSoonDays,
    docs,
    gasRecord: dated("gas_safety"),
    eicrReport: dated("eicr"),
  };
}

/** A draft with its key, area and home filled in. */
function toDuty(propertyId: string, d: DutyDraft): Duty {
  return {
    key: [d.kind, propertyId, d.subjectKey].filter(Boolean).join(":"),
    kind: d.kind,
    area: AREA[d.kind],
    propertyId,
    tenancyId: d.tenancyId ?? null,
    title: d.title,
    subject: d.subject ?? null,
    status: d.status,
    dueOn: d.dueOn ?? null,
    detail: d.detail,
    rule: d.rule,
    evidence: { documentId: d.documentId ?? null, date: d.date ?? null, served: d.served ?? [] },
  };
}

/** Every duty of one home on `today`, most urgent first. */
export function dutiesForHome(facts: HomeFacts, today: IsoDate): Duty[] {
  const ctx = contextOf(facts, today);
  return DUTY_RULES.flatMap((rule) => rule(ctx))
    .map((d) => toDuty(facts.property.id, d))
    .sort(byUrgency);
}

/** The score of a set of duties: the share of applicable duties neither overdue nor missing. */
export function scoreOf(duties: readonly Pick<Duty, "status">[]): ComplianceScore {
  const n = (s: DutyStatus) => duties.filter((d) => d.status === s).length;
  const s = {
    overdue: n("overdue"),
    missing: n("missing"),
    dueSoon: n("due_soon"),
    ok: n("ok"),
    notApplicable: n("not_applicable"),
  };
  const applicable = s.overdue + s.missing + s.dueSoon + s.ok;
  return { score: applicable ? Math.round(((s.dueSoon + s.ok) * 100) / applicable) : null, ...s };
}

/** Sorts duties of many homes together: most urgent first. */
export function byUrgency(a: Duty, b: Duty): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || compareDates(a.dueOn ?? "9999", b.dueOn ?? "9999")
  );
}
