import { type IsoDate, longDate } from "../dates";
import { addDays } from "../ledger/dates";
import { type EpcRating, epcRatings } from "../property-vocab";
import type { ComplianceScore, Duty, DutyArea, DutyKind, DutyStatus, ServedTo } from "../schemas/compliance";
import { LICENCE_RULES, type LicenceKind, licenceLimit } from "./compliance-records";
import {
  COMPLIANCE_LAW,
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

/** A function-local builder: each duty with its key, area and rule filled in. */
function builder(facts: HomeFacts) {
  const list: Duty[] = [];
  const add = (
    kind: DutyKind,
    d: {
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
    },
  ) => {
    list.push({
      key: [kind, facts.property.id, d.subjectKey].filter(Boolean).join(":"),
      kind,
      area: AREA[kind],
      propertyId: facts.property.id,
      tenancyId: d.tenancyId ?? null,
      title: d.title,
      subject: d.subject ?? null,
      status: d.status,
      dueOn: d.dueOn ?? null,
      detail: d.detail,
      rule: d.rule,
      evidence: { documentId: d.documentId ?? null, date: d.date ?? null, served: d.served ?? [] },
    });
  };
  return { list, add };
}

const day = longDate;

/** Every duty of one home on `today`, most urgent first. */
export function dutiesForHome(facts: HomeFacts, today: IsoDate): Duty[] {
  const law = COMPLIANCE_LAW[facts.property.jurisdiction];
  const { list, add } = builder(facts);
  const soon = law.dueSoonDays;
  const notLet = "Not let or on the market: no tenancy and no live listing.";
  const p = facts.property;
  // Certificates filed before issue 16 may carry only their expiry: the check date is then taken as
  // the expiry less the interval (what Keyhold assumed when it filled the expiry in).
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
  const checkedText = (d: HomeDocument, verb: string) =>
    d.inferred ? `${verb} date not recorded (expiry ${day(d.expiresOn!)})` : `${verb} ${day(d.issuedOn!)}`;
  const servedFor = (documentId: string, tenancyId: string) =>
    facts.served.filter((s) => s.documentId === documentId && s.tenancyId === tenancyId);

  /** A copy of a certificate to each tenancy: existing tenants within N days, new ones before they move in. */
  const copyDuties = (
    kind: "gas_record_served" | "eicr_served",
    doc: HomeDocument,
    label: string,
    copyDays: number,
    source: string,
  ) => {
    for (const t of facts.tenancies) {
      const served = servedFor(doc.id, t.id);
      const checked = doc.issuedOn ?? today;
      const due = t.startDate > checked ? addDays(t.startDate, -1) : addDays(checked, copyDays);
      const when =
        t.startDate > checked
          ? `before they move in (${day(t.startDate)})`
          : `within ${copyDays} days of the check, by ${day(due)}`;
      const summary = `A copy of the ${label} to each tenant: ${t.startDate > checked ? "new tenants before they move in" : `existing tenants within ${copyDays} days`}.`;
      if (served.length) {
        const first = served.map((s) => s.servedOn).sort()[0]!;
        add(kind, {
          subjectKey: `${doc.id}:${t.id}`,
          tenancyId: t.id,
          title: `${label} given to the tenant`,
          subject: t.tenantName,
          status: "ok",
          dueOn: due,
          detail: `Given on ${day(first)}${first > due ? ` (late: due ${when})` : ""}.`,
          rule: { summary, source },
          documentId: doc.id,
          date: first,
          served,
        });
      } else {
        const status = dueStatus(due, today, soon);
        add(kind, {
          subjectKey: `${doc.id}:${t.id}`,
          tenancyId: t.id,
          title: `${label} given to the tenant`,
          subject: t.tenantName,
          status: status === "ok" ? "due_soon" : status,
          dueOn: due,
          detail: `Not recorded as given yet: due ${when}.`,
          rule: { summary, source },
          documentId: doc.id,
        });
      }
    }
  };

  // ---- Gas safety ----
  const gasRule = {
    summary: "Gas safety check at least every 12 months by a Gas Safe engineer.",
    source: law.gas.source,
  };
  if (p.gasSupply === false) {
    add("gas_safety_check", {
      title: "Gas safety check",
      status: "not_applicable",
      detail: "No gas supply: the home is marked as having no gas, so there is nothing to check.",
      rule: gasRule,
    });
  } else if (!p.letOrMarketed) {
    add("gas_safety_check", {
      title: "Gas safety check",
      status: "not_applicable",
      detail: notLet,
      rule: gasRule,
    });
  } else {
    const checks = docs.filter((d) => d.kind === "gas_safety" && d.issuedOn);
    const deadline = gasDeadline(
      checks.map((c) => c.issuedOn!),
      law.gas.intervalMonths,
      law.gas.earlyWindowMonths,
    );
    const last = latest(checks);
    const unknown =
      p.gasSupply === null ? " (The home is treated as having gas until it is marked as having none.)" : "";
    if (!deadline || !last) {
      add("gas_safety_check", {
        title: "Gas safety check",
        status: "missing",
        detail: `No gas safety record filed.${unknown}`,
        rule: gasRule,
      });
    } else {
      add("gas_safety_check", {
        subjectKey: deadline,
        title: "Gas safety check",
        status: dueStatus(deadline, today, soon),
        dueOn: deadline,
        detail: `${checkedText(last, "Last check")}; the next is due by ${day(deadline)}. A check from ${day(monthsLaterOrLastDay(deadline, -law.gas.earlyWindowMonths))} keeps this anniversary.${unknown}`,
        rule: gasRule,
        documentId: last.id,
        date: last.issuedOn,
      });
      copyDuties("gas_record_served", last, "Gas safety record", law.gas.copyToExistingDays, law.gas.source);
    }
  }

  // ---- Electrical safety ----
  const elecRule = {
    summary: `Electrical installation inspected at least every ${law.electrical.maxYears} years, or sooner if the report says so.`,
    source: law.electrical.source,
  };
  if (!p.letOrMarketed) {
    add("eicr", {
      title: "Electrical inspection (EICR)",
      status: "not_applicable",
      detail: notLet,
      rule: elecRule,
    });
  } else {
    const eicr = latest(docs.filter((d) => d.kind === "eicr" && d.issuedOn));
    if (!eicr) {
      add("eicr", {
        title: "Electrical inspection (EICR)",
        status: "missing",
        detail: "No electrical report filed.",
        rule: elecRule,
      });
    } else {
      const due = eicrDeadline(eicr.issuedOn!, eicr.expiresOn, law.electrical.maxYears);
      add("eicr", {
        subjectKey: due,
        title: "Electrical inspection (EICR)",
        status: dueStatus(due, today, soon),
        dueOn: due,
        detail: `${checkedText(eicr, "Inspected")}; next inspection due by ${day(due)}${eicr.expiresOn && eicr.expiresOn === due ? " (the report's own date)" : ""}.`,
        rule: elecRule,
        documentId: eicr.id,
        date: eicr.issuedOn,
      });
      copyDuties("eicr_served", eicr, "Electrical report", law.electrical.copyDays, law.electrical.source);
      if (eicr.outcome === "unsatisfactory") {
        const remedialDue =
          eicr.remedialDueOn ??
          (law.electrical.remedialDays !== null
            ? addDays(eicr.issuedOn!, law.electrical.remedialDays)
            : null);
        const remedialRule = {
          summary:
            law.electrical.remedialDays !== null
              ? `Remedial work within ${law.electrical.remedialDays} days of the inspection, or the report's shorter period.`
              : "Remedial work by the date the report gives.",
          source: law.electrical.source,
        };
        if (eicr.remedialDoneOn) {
          add("eicr_remedial", {
            subjectKey: eicr.id,
            title: "EICR remedial work",
            status: "ok",
            dueOn: remedialDue,
            detail: `Done on ${day(eicr.remedialDoneOn)}.`,
            rule: remedialRule,
            documentId: eicr.id,
            date: eicr.remedialDoneOn,
          });
          if (law.electrical.confirmDays !== null) {
            const confirmDue = addDays(eicr.remedialDoneOn, law.electrical.confirmDays);
            add("eicr_remedial_confirmed", {
              subjectKey: eicr.id,
              title: "Remedial work confirmed to the tenant and council",
              status: eicr.remedialConfirmedOn
                ? "ok"
                : dueStatus(confirmDue, today, soon) === "ok"
                  ? "due_soon"
                  : dueStatus(confirmDue, today, soon),
              dueOn: confirmDue,
              detail: eicr.remedialConfirmedOn
                ? `Confirmed in writing on ${day(eicr.remedialConfirmedOn)}.`
                : `Written confirmation due by ${day(confirmDue)}.`,
              rule: {
                summary: `Written confirmation of the work to the tenant and the local housing authority within ${law.electrical.confirmDays} days of completion.`,
                source: law.electrical.source,
              },
              documentId: eicr.id,
              date: eicr.remedialConfirmedOn,
            });
          }
        } else {
          const status = remedialDue ? dueStatus(remedialDue, today, soon) : "missing";
          add("eicr_remedial", {
            subjectKey: eicr.id,
            title: "EICR remedial work",
            status: status === "ok" ? "due_soon" : status,
            dueOn: remedialDue,
            detail: remedialDue
              ? `The report found remedial work needed: due by ${day(remedialDue)}.`
              : "The report found remedial work needed: record the date the report gives.",
            rule: remedialRule,
            documentId: eicr.id,
          });
        }
      }
    }
  }

  // ---- Smoke and CO alarms ----
  const alarmRule = { summary: law.alarms.summary, source: law.alarms.source };
  const needsCo = (p.combustionApplianceRooms ?? 0) > 0;
  for (const t of facts.tenancies) {
    if (!law.alarms.checkOnFirstDay) {
      add("alarms_first_day", {
        subjectKey: t.id,
        tenancyId: t.id,
        title: "Alarms checked on the first day",
        subject: t.tenantName,
        status: "not_applicable",
        detail: NO_FIRST_DAY_ALARM_CHECK,
        rule: alarmRule,
      });
      continue;
    }
    const checks = facts.alarmChecks
      .filter((c) => c.tenancyId === t.id)
      .sort((a, b) => a.checkedOn.localeCompare(b.checkedOn));
    const good = checks.find((c) => c.smokeAlarmsOk && (!needsCo || c.coAlarmsOk === true));
    const storeys = p.storeys ? `${p.storeys} storey${p.storeys > 1 ? "s" : ""}` : "every storey";
    const what = `smoke alarms on ${storeys}${needsCo ? `, CO alarms in ${p.combustionApplianceRooms} room${p.combustionApplianceRooms! > 1 ? "s" : ""} with a fixed combustion appliance` : ""}`;
    if (good) {
      add("alarms_first_day", {
        subjectKey: t.id,
        tenancyId: t.id,
        title: "Alarms checked on the first day",
        subject: t.tenantName,
        status: "ok",
        dueOn: t.startDate,
        detail: `Checked working on ${day(good.checkedOn)} (${what})${good.checkedOn > t.startDate ? `, after the first day (${day(t.startDate)})` : ""}.`,
        rule: alarmRule,
        date: good.checkedOn,
      });
    } else {
      const failed = checks.length > 0;
      const status = dueStatus(t.startDate, today, soon);
      add("alarms_first_day", {
        subjectKey: t.id,
        tenancyId: t.id,
        title: "Alarms checked on the first day",
        subject: t.tenantName,
        status: failed ? "overdue" : status === "ok" ? "due_soon" : status,
        dueOn: t.startDate,
        detail: failed
          ? `The check on ${day(checks.at(-1)!.checkedOn)} found alarms not working: repair them and record a passing check.`
          : `Check ${what} on the first day of the tenancy, ${day(t.startDate)}.`,
        rule: alarmRule,
      });
    }
  }
  for (const r of facts.alarmReports) {
    const due = addDays(r.reportedOn, law.alarms.repairTargetDays);
    add("alarm_repair", {
      subjectKey: r.ticketId,
      title: "Alarm fault reported",
      subject: r.reference,
      status: due < today ? "overdue" : "due_soon",
      dueOn: due,
      detail: `Reported on ${day(r.reportedOn)} (ticket ${r.reference}): repair or replace as soon as reasonably practicable. Keyhold counts ${law.alarms.repairTargetDays} day as its working target, not a legal deadline.`,
      rule: alarmRule,
    });
  }

  // ---- Energy performance ----
  const epcRule = {
    summary: `An EPC, valid ${law.epc.validYears} years, before the home is marketed.`,
    source: law.epc.source,
  };
  const epc = latest(docs.filter((d) => d.kind === "epc"));
  if (!p.letOrMarketed) {
    add("epc", {
      title: "Energy performance certificate",
      status: "not_applicable",
      detail: notLet,
      rule: epcRule,
    });
  } else if (!epc?.issuedOn) {
    add("epc", {
      title: "Energy performance certificate",
      status: "missing",
      detail: epc ? "An EPC is filed without its date: record when it was issued." : "No EPC filed.",
      rule: epcRule,
      documentId: epc?.id ?? null,
    });
  } else {
    const expires = epc.expiresOn ?? monthsLaterOrLastDay(epc.issuedOn, law.epc.validYears * 12);
    add("epc", {
      subjectKey: expires,
      title: "Energy performance certificate",
      status: dueStatus(expires, today, soon),
      dueOn: expires,
      detail: `${checkedText(epc, "Issued")}; valid until ${day(expires)}.`,
      rule: epcRule,
      documentId: epc.id,
      date: epc.issuedOn,
    });
  }
  if (p.letOrMarketed && law.epc.minimumRating) {
    const min = law.epc.minimumRating;
    const planned = law.epc.planned;
    const plannedText = (r: EpcRating) =>
      planned
        ? epcGap(r, planned.rating)
          ? ` For information: ${epcGap(r, planned.rating)} band${epcGap(r, planned.rating) > 1 ? "s" : ""} below the planned ${planned.rating} by ${planned.year} (${planned.source}).`
          : ` Already meets the planned ${planned.rating} by ${planned.year}.`
        : "";
    const rule = {
      summary: `Rated ${min} or better to let (minimum energy efficiency standard).`,
      source: law.epc.source,
    };
    if (!p.epcRating) {
      add("epc_minimum", {
        title: "Minimum energy rating",
        status: "missing",
        detail: "Record the home's EPC rating.",
        rule,
      });
    } else {
      const below = epcGap(p.epcRating, min) > 0;
      add("epc_minimum", {
        title: "Minimum energy rating",
        status: below ? "overdue" : "ok",
        detail: `Rated ${p.epcRating}${below ? `: below the minimum ${min}; the home may not be let unless an exemption is registered.` : `: meets the minimum ${min}.`}${plannedText(p.epcRating)}`,
        rule,
      });
    }
  }

  // ---- Licensing ----
  const hmo = law.hmo;
  const hmoRule = {
    summary: `A mandatory HMO licence from ${hmo.minOccupiers} people in ${hmo.minHouseholds} or more households${hmo.minStoreys ? ` in ${hmo.minStoreys} or more storeys` : ""}; at most ${licenceLimit("mandatory_hmo", p.jurisdiction).maxYears} years.`,
    source: hmo.source,
  };
  const isHmo =
    (p.occupiers ?? 0) >= hmo.minOccupiers &&
    (p.households ?? 0) >= hmo.minHouseholds &&
    (hmo.minStoreys === null || (p.storeys ?? 0) >= hmo.minStoreys);
  const hmoLicence = facts.licences
    .filter((l) => l.kind === "mandatory_hmo")
    .sort((a, b) => b.expiresOn.localeCompare(a.expiresOn))[0];
  if (isHmo) {
    add("hmo_licence", {
      subjectKey: hmoLicence?.expiresOn,
      title: "HMO licence",
      subject: hmoLicence?.reference ?? null,
      status: hmoLicence ? dueStatus(hmoLicence.expiresOn, today, soon) : "missing",
      dueOn: hmoLicence?.expiresOn ?? null,
      detail: hmoLicence
        ? `Licence ${hmoLicence.reference} expires on ${day(hmoLicence.expiresOn)}.`
        : `${p.occupiers} people in ${p.households} households: a mandatory HMO licence is needed and none is recorded.`,
      rule: hmoRule,
    });
  } else {
    add("hmo_licence", {
      title: "HMO licence",
      status: "not_applicable",
      detail:
        p.occupiers === null
          ? "Occupiers not recorded: record how many people and households live here to know if a licence is needed."
          : `${p.occupiers} ${p.occupiers === 1 ? "person" : "people"} in ${p.households ?? 0} household${p.households === 1 ? "" : "s"}: below the mandatory licensing threshold. A council may still require an additional or selective licence.`,
      rule: hmoRule,
    });
  }
  for (const l of facts.licences) {
    if (isHmo && l === hmoLicence) continue;
    add("licence_renewal", {
      subjectKey: `${l.id}:${l.expiresOn}`,
      title: `${l.label} renewal`,
      subject: l.reference,
      status: dueStatus(l.expiresOn, today, KEYHOLD_WINDOWS.licenceRenewalDays),
      dueOn: l.expiresOn,
      detail: `${l.label} ${l.reference} expires on ${day(l.expiresOn)}.`,
      rule: {
        summary: "A licence is renewed before it expires.",
        source:
          l.kind in LICENCE_RULES
            ? licenceLimit(l.kind as LicenceKind, p.jurisdiction).source
            : "Housing Act 2004 ss.68(4), 91(4)",
      },
    });
  }

  // ---- Right to Rent ----
  const rtr = law.rightToRent;
  for (const t of facts.tenancies) {
    const rtrRule = {
      summary:
        "Every adult occupier checked before the tenancy starts; time-limited permission checked again.",
      source: rtr?.source ?? NO_RIGHT_TO_RENT,
    };
    if (!rtr) {
      add("right_to_rent", {
        subjectKey: t.id,
        tenancyId: t.id,
        title: "Right to Rent checks",
        subject: t.tenantName,
        status: "not_applicable",
        detail: NO_RIGHT_TO_RENT,
        rule: rtrRule,
      });
      continue;
    }
    const checks = facts.rightToRent.filter((c) => c.tenancyId === t.id);
    const people = new Map<string, (typeof checks)[number]>();
    for (const c of [...checks].sort((a, b) => a.checkedOn.localeCompare(b.checkedOn))) {
      people.set(c.occupierName.trim().toLowerCase(), c);
    }
    const needed = t.adultOccupiers ?? 1;
    const done = people.size;
    const beforeStart = [...people.values()].every((c) => c.checkedOn <= t.startDate);
    if (done >= needed) {
      add("right_to_rent", {
        subjectKey: t.id,
        tenancyId: t.id,
        title: "Right to Rent checks",
        subject: t.tenantName,
        status: "ok",
        dueOn: t.startDate,
        detail: `${done} of ${needed} adult occupier${needed > 1 ? "s" : ""} checked${beforeStart ? " before the start" : ", one or more after the start"}.`,
        rule: rtrRule,
      });
    } else {
      const due = addDays(t.startDate, -1);
      const status = dueStatus(due, today, soon);
      add("right_to_rent", {
        subjectKey: t.id,
        tenancyId: t.id,
        title: "Right to Rent checks",
        subject: t.tenantName,
        status: status === "ok" ? "due_soon" : status,
        dueOn: due,
        detail: `${done} of ${needed} adult occupier${needed > 1 ? "s" : ""} checked: check everyone before the tenancy starts on ${day(t.startDate)}.`,
        rule: rtrRule,
      });
    }
    for (const c of people.values()) {
      if (c.permission !== "time_limited" || !c.followUpDueOn) continue;
      add("right_to_rent_follow_up", {
        subjectKey: `${c.id}:${c.followUpDueOn}`,
        tenancyId: t.id,
        title: "Right to Rent follow-up check",
        subject: c.occupierName,
        status: dueStatus(c.followUpDueOn, today, soon),
        dueOn: c.followUpDueOn,
        detail: `Time-limited permission (checked ${day(c.checkedOn)}): check again by ${day(c.followUpDueOn)}.`,
        rule: rtrRule,
      });
    }
  }

  // ---- Deposits and written terms (rules in ./tenancy-rules, issue 15) ----
  for (const t of facts.tenancies) {
    const dep = facts.deposits.find((d) => d.tenancyId === t.id);
    if (dep?.receivedOn && !dep.returned) {
      for (const [what, doneOn] of [
        ["Deposit protected", dep.protectedOn],
        ["Prescribed information given", dep.prescribedInfoOn],
      ] as const) {
        const s = depositProtectionStatus(dep.receivedOn, doneOn, today, p.jurisdiction, t.startDate);
        if (!s.ok) continue;
        const v = s.value;
        add("deposit_protection", {
          subjectKey: `${t.id}:${what === "Deposit protected" ? "scheme" : "pi"}`,
          tenancyId: t.id,
          title: what,
          subject: t.tenantName,
          status:
            v.state === "protected" || v.state === "protected-late"
              ? "ok"
              : v.state === "overdue"
                ? "overdue"
                : "due_soon",
          dueOn: v.dueOn,
          detail:
            v.state === "protected" || v.state === "protected-late"
              ? `Done on ${day(v.protectedOn)}${v.state === "protected-late" ? `, ${v.daysLate} days late` : ""}.`
              : `Deposit received ${day(dep.receivedOn)}: due by ${day(v.dueOn)}.`,
          rule: {
            summary: "Deposit protected, and the prescribed information given, within the deadline.",
            source:
              "Housing Act 2004 s.213 (England and Wales); Tenancy Deposit Schemes (Scotland) Regulations 2011 reg 3",
          },
          date: doneOn,
        });
      }
    }
    const w = writtenTermsStatus(t.startDate, t.statementGivenOn, today, p.jurisdiction);
    add("written_terms", {
      subjectKey: t.id,
      tenancyId: t.id,
      title: w.document,
      subject: t.tenantName,
      status: w.met
        ? "ok"
        : w.overdue
          ? "overdue"
          : dueStatus(w.deadline, today, soon) === "ok"
            ? "due_soon"
            : dueStatus(w.deadline, today, soon),
      dueOn: w.deadline,
      detail: w.givenOn
        ? `Given on ${day(w.givenOn)}${w.met ? "" : " (after the deadline)"}.`
        : `Due by ${day(w.deadline)}.`,
      rule: { summary: `${w.document} given to the tenant.`, source: w.source },
      date: w.givenOn,
    });
    if (t.status === "active" && t.endDate) {
      add("tenancy_ending", {
        subjectKey: `${t.id}:${t.endDate}`,
        tenancyId: t.id,
        title: "Tenancy ends",
        subject: t.tenantName,
        status: t.endDate <= addDays(today, KEYHOLD_WINDOWS.tenancyEndingDays) ? "due_soon" : "ok",
        dueOn: t.endDate,
        detail: `The tenancy ends on ${day(t.endDate)}: arrange the check-out and the deposit's return.`,
        rule: {
          summary: "The last day of the tenancy, from the notice recorded.",
          source: "Recorded notice (see the tenancy page)",
        },
      });
    }
  }

  return list.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || compareDates(a.dueOn ?? "9999", b.dueOn ?? "9999"),
  );
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
