import { type IsoDate, longDate, monthLength, parseIsoDate } from "../dates";
import { addDays, daysBetween, dueDateInMonth, isoWeekday, parts } from "../ledger/dates";
import { allow, JURISDICTION_NAMES, type Jurisdiction, type LawResult, refuse } from "./jurisdictions";
import { addScottishWorkingDays } from "./scottish-holidays";
import { type DepositSchemeId, type RentFrequency, type RentPeriod, rulesFor } from "./tenancy-rules";

/*
 * Tenancy law rules (pure; the figures and their sources are in ./tenancy-rules)
 * - Annual rent: weekly rent × 52, monthly rent × 12. A week's rent is annual rent / 52 (gov.uk
 *   "Tenant Fees Act 2019: guidance for landlords and agents", also used by the deposit schemes'
 *   cap calculators); a month's rent is annual rent / 12. Caps are rounded DOWN to the penny, so a
 *   cap never allows a penny more than the law.
 * - "N months after D" is the same day N months later; when that day does not exist (served on the
 *   31st, a notice of two months into a 30-day month or February), Keyhold uses the 1st of the
 *   following month: the later, safer reading. This is Keyhold's convention, not legal advice.
 *   Scotland's rent-increase notice counts differently (s.22(6) of the 2016 Act): the period ends on
 *   the same day three months on, or that month's last day, and the new rent starts the day after.
 * - Deposit protection (England, Wales): 30 days beginning with the day of receipt, so the last day
 *   is receipt + 29. Scotland: the 30th working day after the tenancy starts (the start day itself
 *   not counted: Keyhold's reading of "within 30 working days of the beginning of the tenancy").
 * - Rent increase: the new rent starts on or after every bound (notice, tenancy start, last increase)
 *   and, in England, on a rent due date (the first day of a period). Due days follow the ledger: a
 *   monthly due day 29-31 falls on the last day of a shorter month; weekly due day is an ISO weekday.
 * - Tenant's notice (England): the tenancy ends on the last day of a period, at least two months
 *   after notice is given (the day before "two months after" is the first allowed last day).
 * Keyhold records and computes these duties and dates; it never gives legal advice.
 */

export interface Rent {
  /** Rent per period in pence. */
  amountMinor: number;
  frequency: RentFrequency;
}

/** "£1,234.50" (en-GB, always two decimals), so messages read the same in every locale. */
export function pounds(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}£${whole}.${String(abs % 100).padStart(2, "0")}`;
}

const where = (j: Jurisdiction) => JURISDICTION_NAMES[j];

/** Annual rent in pence: weekly × 52, monthly × 12. */
export const annualRentMinor = (rent: Rent): number =>
  rent.frequency === "weekly" ? rent.amountMinor * 52 : rent.amountMinor * 12;

/** `weeks` weeks' rent in pence, rounded down: weekly × weeks, monthly × 12 × weeks / 52. */
export const weeksOfRentMinor = (rent: Rent, weeks: number): number =>
  rent.frequency === "weekly" ? rent.amountMinor * weeks : Math.floor((rent.amountMinor * 12 * weeks) / 52);

/** `months` months' rent in pence, rounded down: monthly × months, weekly × 52 × months / 12. */
export const monthsOfRentMinor = (rent: Rent, months: number): number =>
  rent.frequency === "monthly"
    ? rent.amountMinor * months
    : Math.floor((rent.amountMinor * 52 * months) / 12);

/** Whether a rent period is allowed (England: weekly or monthly only, from 1 May 2026). */
export function checkRentPeriod(period: RentPeriod, jurisdiction: Jurisdiction): LawResult<RentPeriod> {
  const rule = rulesFor(jurisdiction).rentPeriods;
  if (rule.allowed.includes(period)) return allow(period);
  return refuse(
    "rent-period",
    `In ${where(jurisdiction)} the rent period must be ${rule.allowed.join(" or ")} (${rule.source}); ` +
      `"${period}" is not allowed.`,
  );
}

export interface DepositCap {
  /** The most a deposit may be, in pence; null where the law sets no cap. */
  capMinor: number | null;
  /** How the cap was worked out, with the figures and the source. */
  explanation: string;
}

export function depositCap(rent: Rent, jurisdiction: Jurisdiction): LawResult<DepositCap> {
  if (!Number.isSafeInteger(rent.amountMinor) || rent.amountMinor <= 0)
    return refuse("deposit.rent", `The rent must be a positive amount to work out a deposit cap.`);
  const rule = rulesFor(jurisdiction).deposit;
  if (rule.kind === "none")
    return allow({
      capMinor: null,
      explanation: `${where(jurisdiction)} sets no deposit cap (${rule.source}).`,
    });
  if (rule.kind === "months") {
    const capMinor = monthsOfRentMinor(rent, rule.months);
    return allow({
      capMinor,
      explanation: `${rule.months} months' rent: ${pounds(capMinor)} (${rule.source}).`,
    });
  }
  const annual = annualRentMinor(rent);
  const weeks = annual < rule.thresholdAnnualMinor ? rule.weeks : rule.weeksAtThreshold;
  const capMinor = weeksOfRentMinor(rent, weeks);
  const band =
    annual < rule.thresholdAnnualMinor
      ? `annual rent ${pounds(annual)} is under ${pounds(rule.thresholdAnnualMinor)}`
      : `annual rent ${pounds(annual)} is ${pounds(rule.thresholdAnnualMinor)} or more`;
  return allow({
    capMinor,
    explanation: `${weeks} weeks' rent, as ${band}: ${pounds(capMinor)} (${rule.source}).`,
  });
}

/** A deposit amount within the cap, or a refusal naming the cap and the figures. */
export function checkDeposit(amountMinor: number, rent: Rent, jurisdiction: Jurisdiction): LawResult<number> {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    return refuse("deposit.amount", "The deposit must be an amount of £0.00 or more.");
  const cap = depositCap(rent, jurisdiction);
  if (!cap.ok) return cap;
  if (cap.value.capMinor === null || amountMinor <= cap.value.capMinor) return allow(amountMinor);
  return refuse(
    "deposit.cap",
    `A deposit of ${pounds(amountMinor)} is more than the ${where(jurisdiction)} cap of ` +
      `${cap.value.explanation.replace(/\.$/, "")}; it is ${pounds(amountMinor - cap.value.capMinor)} over.`,
  );
}

export interface HoldingDepositOk {
  amountMinor: number;
  /** Last day to enter the agreement unless another deadline is agreed. */
  agreementDeadline: IsoDate;
}

/** A holding deposit of at most one week's rent, with its default deadline for agreement. */
export function checkHoldingDeposit(
  amountMinor: number,
  rent: Rent,
  paidOn: IsoDate,
  jurisdiction: Jurisdiction,
): LawResult<HoldingDepositOk> {
  const rule = rulesFor(jurisdiction).holdingDeposit;
  if ("kind" in rule)
    return refuse(
      "holding-deposit.none",
      `Keyhold has no holding-deposit rule for ${where(jurisdiction)} (${rule.source}).`,
    );
  if (!parseIsoDate(paidOn)) return refuse("holding-deposit.date", `"${paidOn}" is not a date.`);
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    return refuse("holding-deposit.amount", "The holding deposit must be an amount of £0.00 or more.");
  const capMinor = weeksOfRentMinor(rent, rule.weeks);
  if (amountMinor > capMinor)
    return refuse(
      "holding-deposit.cap",
      `A holding deposit of ${pounds(amountMinor)} is more than one week's rent, ${pounds(capMinor)} ` +
        `(${rule.source}).`,
    );
  // The 15th day of the period beginning with the day of payment: payment day + 14.
  return allow({ amountMinor, agreementDeadline: addDays(paidOn, rule.agreementDeadlineDays - 1) });
}

/** Names of the deposit schemes, as the schemes write them. */
export const DEPOSIT_SCHEME_NAMES: Record<DepositSchemeId, string> = {
  dps: "Deposit Protection Service (DPS)",
  tds: "Tenancy Deposit Scheme (TDS)",
  mydeposits: "mydeposits",
  safedeposits_scotland: "SafeDeposits Scotland",
  lps_scotland: "Letting Protection Service Scotland",
  mydeposits_scotland: "mydeposits Scotland",
};

/** A deposit scheme authorised where the property is, or a refusal naming the schemes that are. */
export function checkDepositScheme(
  scheme: DepositSchemeId,
  jurisdiction: Jurisdiction,
): LawResult<DepositSchemeId> {
  const rule = rulesFor(jurisdiction).depositSchemes;
  if (rule.allowed.includes(scheme)) return allow(scheme);
  return refuse(
    "deposit-scheme",
    `${DEPOSIT_SCHEME_NAMES[scheme] ?? scheme} does not protect deposits in ${where(jurisdiction)}: use ` +
      `${rule.allowed.map((s) => DEPOSIT_SCHEME_NAMES[s]).join(", ")} (${rule.source}).`,
  );
}

/**
 * The last day to protect a deposit (and give the prescribed information). England and Wales count
 * from receipt; Scotland from the start of the tenancy, in working days.
 */
export function depositProtectionDue(
  receivedOn: IsoDate,
  jurisdiction: Jurisdiction,
  tenancyStart?: IsoDate | null,
): LawResult<IsoDate> {
  if (!parseIsoDate(receivedOn)) return refuse("deposit-protection.date", `"${receivedOn}" is not a date.`);
  const rule = rulesFor(jurisdiction).protection;
  if (rule.kind === "calendar-days") return allow(addDays(receivedOn, rule.days - 1));
  if (!tenancyStart || !parseIsoDate(tenancyStart))
    return refuse(
      "deposit-protection.tenancy-start",
      `In ${where(jurisdiction)} the deposit must be lodged within ${rule.days} working days of the start of the tenancy (${rule.source}): the tenancy's start date is needed.`,
    );
  const due = addScottishWorkingDays(tenancyStart, rule.days);
  if (!due)
    return refuse(
      "deposit-protection.holidays",
      `Keyhold cannot count ${rule.days} working days from ${longDate(tenancyStart)}: its list of Scottish bank holidays does not cover those dates.`,
    );
  return allow(due);
}

export type ProtectionStatus =
  | { state: "protected"; dueOn: IsoDate; protectedOn: IsoDate }
  | { state: "protected-late"; dueOn: IsoDate; protectedOn: IsoDate; daysLate: number }
  | { state: "due"; dueOn: IsoDate; daysLeft: number }
  | { state: "overdue"; dueOn: IsoDate; daysOverdue: number };

/** Where a deposit stands on `today`: protected (in time or late), due in N days, or N days overdue. */
export function depositProtectionStatus(
  receivedOn: IsoDate,
  protectedOn: IsoDate | null,
  today: IsoDate,
  jurisdiction: Jurisdiction,
  tenancyStart?: IsoDate | null,
): LawResult<ProtectionStatus> {
  const due = depositProtectionDue(receivedOn, jurisdiction, tenancyStart);
  if (!due.ok) return due;
  const dueOn = due.value;
  if (protectedOn) {
    if (!parseIsoDate(protectedOn))
      return refuse("deposit-protection.date", `"${protectedOn}" is not a date.`);
    if (protectedOn < receivedOn)
      return refuse(
        "deposit-protection.order",
        `The deposit cannot be protected (${longDate(protectedOn)}) before it was received (${longDate(receivedOn)}).`,
      );
    return allow(
      protectedOn <= dueOn
        ? { state: "protected", dueOn, protectedOn }
        : { state: "protected-late", dueOn, protectedOn, daysLate: daysBetween(dueOn, protectedOn) },
    );
  }
  if (!parseIsoDate(today)) return refuse("deposit-protection.date", `"${today}" is not a date.`);
  return allow(
    today <= dueOn
      ? { state: "due", dueOn, daysLeft: daysBetween(today, dueOn) }
      : { state: "overdue", dueOn, daysOverdue: daysBetween(dueOn, today) },
  );
}

/** The same day `months` later, or the 1st of the next month when that day does not exist. */
export function monthsLater(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  if (day <= monthLength(y, m)) return dueDateInMonth(y, m, day);
  return m === 12 ? dueDateInMonth(y + 1, 1, 1) : dueDateInMonth(y, m + 1, 1);
}

/** The same day `months` later, or that month's last day when the day does not exist. */
export function monthsLaterOrLastDay(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  return dueDateInMonth(Math.floor(index / 12), (index % 12) + 1, day);
}

/** The first rent due date on or after `date` (ledger due days). */
export function dueDateOnOrAfter(date: IsoDate, frequency: RentFrequency, dueDay: number): IsoDate {
  if (frequency === "weekly") return addDays(date, (dueDay - isoWeekday(date) + 7) % 7);
  const { year, month } = parts(date);
  const thisMonth = dueDateInMonth(year, month, dueDay);
  if (thisMonth >= date) return thisMonth;
  return month === 12 ? dueDateInMonth(year + 1, 1, dueDay) : dueDateInMonth(year, month + 1, dueDay);
}

export interface RentIncreaseTiming {
  tenancyStart: IsoDate;
  /** Start date of the last rent increase, or null when the rent has never risen. */
  lastIncreaseStart: IsoDate | null;
  /** The day the notice is served (Scotland: the day the tenant receives it). */
  servedOn: IsoDate;
  frequency: RentFrequency;
  /** Monthly: day of the month (1-31). Weekly: ISO weekday (1 = Monday ... 7 = Sunday). */
  dueDay: number;
}

function timingError(t: RentIncreaseTiming): string | null {
  for (const [name, value] of [
    ["tenancy start", t.tenancyStart],
    ["notice date", t.servedOn],
    ["last increase", t.lastIncreaseStart],
  ] as const)
    if (value !== null && !parseIsoDate(value)) return `The ${name} "${value}" is not a date.`;
  const maxDay = t.frequency === "weekly" ? 7 : 31;
  if (!Number.isInteger(t.dueDay) || t.dueDay < 1 || t.dueDay > maxDay)
    return `The rent due day must be 1-${maxDay} for ${t.frequency} rent.`;
  return null;
}

/** The bounds a new rent may not start before, each with the rule that sets it. */
function increaseBounds(t: RentIncreaseTiming, j: Jurisdiction) {
  const rule = rulesFor(j).rentIncrease;
  const bounds = [
    {
      rule: "rent-increase.notice",
      date:
        rule.noticeCounting === "on-corresponding-day"
          ? monthsLater(t.servedOn, rule.noticeMonths)
          : addDays(monthsLaterOrLastDay(t.servedOn, rule.noticeMonths), 1),
      why: `at least ${rule.noticeMonths} months' notice from ${longDate(t.servedOn)}`,
    },
  ];
  bounds.push({
    rule: "rent-increase.tenancy-start",
    date: monthsLater(t.tenancyStart, rule.monthsAfterTenancyStart),
    why:
      rule.monthsAfterTenancyStart > 0
        ? `not within ${rule.monthsAfterTenancyStart} months of the tenancy's start on ${longDate(t.tenancyStart)}`
        : `not before the tenancy's start on ${longDate(t.tenancyStart)}`,
  });
  if (t.lastIncreaseStart)
    bounds.push({
      rule: "rent-increase.last-increase",
      date: monthsLater(t.lastIncreaseStart, rule.monthsAfterLastIncrease),
      why: `not within ${rule.monthsAfterLastIncrease} months of the last increase on ${longDate(t.lastIncreaseStart)}`,
    });
  return { rule, bounds };
}

/** The earliest day a new rent can start for a notice served on `servedOn`. */
export function earliestRentIncreaseStart(
  t: RentIncreaseTiming,
  jurisdiction: Jurisdiction,
): LawResult<IsoDate> {
  const bad = timingError(t);
  if (bad) return refuse("rent-increase.input", bad);
  const { rule, bounds } = increaseBounds(t, jurisdiction);
  const latest = bounds
    .map((b) => b.date)
    .sort()
    .at(-1)!;
  return allow(rule.startOfPeriod ? dueDateOnOrAfter(latest, t.frequency, t.dueDay) : latest);
}

/** A proposed start date for a new rent, or a refusal naming the first rule it breaks. */
export function checkRentIncrease(
  t: RentIncreaseTiming & { newRentStart: IsoDate },
  jurisdiction: Jurisdiction,
): LawResult<IsoDate> {
  const bad = timingError(t) ?? (parseIsoDate(t.newRentStart) ? null : `"${t.newRentStart}" is not a date.`);
  if (bad) return refuse("rent-increase.input", bad);
  const { rule, bounds } = increaseBounds(t, jurisdiction);
  for (const bound of bounds)
    if (t.newRentStart < bound.date)
      return refuse(
        bound.rule,
        `A new rent starting on ${longDate(t.newRentStart)} is too early: in ${where(jurisdiction)} it must be ` +
          `${bound.why}, so ${longDate(bound.date)} at the earliest (${rule.source}).`,
      );
  if (rule.startOfPeriod && dueDateOnOrAfter(t.newRentStart, t.frequency, t.dueDay) !== t.newRentStart)
    return refuse(
      "rent-increase.start-of-period",
      `A new rent must start on the first day of a rent period (${rule.source}); ${longDate(t.newRentStart)} ` +
        `is not a rent due date, the next is ${longDate(dueDateOnOrAfter(t.newRentStart, t.frequency, t.dueDay))}.`,
    );
  return allow(t.newRentStart);
}

export interface RentInAdvanceLimit {
  /** Most rent that may be paid before the tenancy starts, in pence; null where no limit applies. */
  maxMinor: number | null;
  explanation: string;
}

/** The most rent that may be taken before the tenancy starts (England: a month, or 28 days weekly). */
export function maxRentInAdvance(rent: Rent, jurisdiction: Jurisdiction): LawResult<RentInAdvanceLimit> {
  const rule = rulesFor(jurisdiction).rentInAdvance;
  if ("kind" in rule) return allow({ maxMinor: null, explanation: `${rule.source}.` });
  if (rent.frequency === "monthly") {
    const maxMinor = rent.amountMinor * rule.months;
    return allow({ maxMinor, explanation: `one month's rent, ${pounds(maxMinor)} (${rule.source})` });
  }
  const maxMinor = (rent.amountMinor * rule.weeklyDays) / 7;
  return allow({
    maxMinor,
    explanation: `${rule.weeklyDays} days' rent, ${pounds(maxMinor)} (${rule.source})`,
  });
}

/**
 * Rent paid before the tenancy starts: nothing before the agreement is signed (England), and no more
 * than `maxRentInAdvance`.
 */
export function checkRentInAdvance(
  payment: { amountMinor: number; paidOn: IsoDate; signedOn: IsoDate | null },
  rent: Rent,
  jurisdiction: Jurisdiction,
): LawResult<number> {
  const limit = maxRentInAdvance(rent, jurisdiction);
  if (!limit.ok) return limit;
  const { maxMinor, explanation } = limit.value;
  if (maxMinor === null) return allow(payment.amountMinor);
  if (!payment.signedOn || payment.paidOn < payment.signedOn)
    return refuse(
      "rent-in-advance.before-signing",
      `In ${where(jurisdiction)} no rent may be taken before the tenancy agreement is signed` +
        (payment.signedOn
          ? ` (signed ${longDate(payment.signedOn)}, paid ${longDate(payment.paidOn)}).`
          : "."),
    );
  if (payment.amountMinor > maxMinor)
    return refuse(
      "rent-in-advance.cap",
      `${pounds(payment.amountMinor)} paid in advance is more than ${explanation}.`,
    );
  return allow(payment.amountMinor);
}

/** The earliest last day of the tenancy for a tenant's notice given on `givenOn`. */
export function earliestTenantNoticeEnd(
  givenOn: IsoDate,
  frequency: RentFrequency,
  dueDay: number,
  jurisdiction: Jurisdiction,
): LawResult<IsoDate> {
  if (!parseIsoDate(givenOn)) return refuse("tenant-notice.input", `"${givenOn}" is not a date.`);
  const rule = rulesFor(jurisdiction).tenantNotice;
  // The first allowed last day: the day before "N months later", or N days after the notice.
  const minEnd =
    rule.kind === "months" ? addDays(monthsLater(givenOn, rule.months), -1) : addDays(givenOn, rule.days);
  if (!rule.endOfPeriod) return allow(minEnd);
  // End of a period: the day before a due date.
  return allow(addDays(dueDateOnOrAfter(addDays(minEnd, 1), frequency, dueDay), -1));
}

/** Whether an information sheet given on `givenOn` (or not yet, null) meets the deadline, if any. */
export function informationSheetStatus(
  givenOn: IsoDate | null,
  today: IsoDate,
  jurisdiction: Jurisdiction,
): { required: false } | { required: true; deadline: IsoDate; met: boolean; overdue: boolean } {
  const rule = rulesFor(jurisdiction).informationSheetDeadline;
  if (!rule) return { required: false };
  const met = givenOn !== null && givenOn <= rule.date;
  return { required: true, deadline: rule.date, met, overdue: givenOn === null && today > rule.date };
}

/** A new tenancy's end date: refused where tenancies cannot have a fixed term. */
export function checkFixedTerm(
  endDate: IsoDate | null | undefined,
  jurisdiction: Jurisdiction,
): LawResult<null> {
  const rule = rulesFor(jurisdiction).fixedTerm;
  if (!endDate || rule.allowed) return allow(null);
  return refuse(
    "tenancy.fixed-term",
    `Tenancies in ${JURISDICTION_NAMES[jurisdiction]} have no fixed term: leave the end date empty; the tenancy runs until it is ended by notice (${rule.source}).`,
  );
}

/** The written terms a tenancy's tenant must be given, by when, and whether that was done. */
export interface WrittenTermsStatus {
  document: string;
  deadline: IsoDate;
  givenOn: IsoDate | null;
  met: boolean;
  overdue: boolean;
  source: string;
}

/**
 * The written terms due for a tenancy starting on `startDate`: the written statement (or the
 * jurisdiction's equivalent) for tenancies from the rule's start, or, for English tenancies that
 * existed before 1 May 2026, the government information sheet by its deadline.
 */
export function writtenTermsStatus(
  startDate: IsoDate,
  givenOn: IsoDate | null,
  today: IsoDate,
  jurisdiction: Jurisdiction,
): WrittenTermsStatus {
  const rules = rulesFor(jurisdiction);
  const sheet = rules.informationSheetDeadline;
  const existing = rules.writtenTerms.from !== null && startDate < rules.writtenTerms.from;
  if (existing && sheet) {
    const met = givenOn !== null && givenOn <= sheet.date;
    return {
      document: "Renters' Rights Act information sheet",
      deadline: sheet.date,
      givenOn,
      met,
      overdue: !met && today > sheet.date,
      source: sheet.source,
    };
  }
  const w = rules.writtenTerms;
  const deadline = w.due === "before-start" ? startDate : addDays(startDate, w.days);
  const met = givenOn !== null && givenOn <= deadline;
  return {
    document: w.document,
    deadline,
    givenOn,
    met,
    overdue: !met && today > deadline,
    source: w.source,
  };
}

/**
 * A notice to quit from the tenant: given on `givenOn`, ending on `endsOn` (or the earliest valid
 * day when absent). The end must be on or after the earliest end and, where the law ends notices at
 * the end of a period, the last day of a rent period.
 */
export function checkTenantNotice(
  notice: { givenOn: IsoDate; endsOn?: IsoDate | null },
  rent: { frequency: RentFrequency; dueDay: number },
  jurisdiction: Jurisdiction,
): LawResult<{ endsOn: IsoDate; earliest: IsoDate }> {
  const earliest = earliestTenantNoticeEnd(notice.givenOn, rent.frequency, rent.dueDay, jurisdiction);
  if (!earliest.ok) return earliest;
  const rule = rulesFor(jurisdiction).tenantNotice;
  const endsOn = notice.endsOn ?? earliest.value;
  const period = rule.kind === "months" ? `${rule.months} months` : `${rule.days} days`;
  if (endsOn < earliest.value)
    return refuse(
      "tenant-notice.too-short",
      `A notice given on ${longDate(notice.givenOn)} can end the tenancy no earlier than ${longDate(earliest.value)}: at least ${period}' notice${rule.endOfPeriod ? ", ending on the last day of a rent period" : ""} (${rule.source}).`,
    );
  if (
    rule.endOfPeriod &&
    dueDateOnOrAfter(addDays(endsOn, 1), rent.frequency, rent.dueDay) !== addDays(endsOn, 1)
  )
    return refuse(
      "tenant-notice.end-of-period",
      `The tenancy can end only on the last day of a rent period (the day before rent falls due), e.g. ${longDate(earliest.value)} (${rule.source}).`,
    );
  return allow({ endsOn, earliest: earliest.value });
}

/**
 * The days a rent decided on a referral may take effect from: `earliest` is the default, `latest`
 * the last day a hardship deferral allows (null: any later day the tribunal directs).
 */
export function decidedRentWindow(
  noticeStart: IsoDate,
  decidedOn: IsoDate,
  jurisdiction: Jurisdiction,
): { earliest: IsoDate; latest: IsoDate | null; source: string } {
  const rule = rulesFor(jurisdiction).rentIncrease.decidedRentFrom;
  const earliest = rule.kind === "decision" && decidedOn > noticeStart ? decidedOn : noticeStart;
  const latest = rule.maxDeferralMonths === null ? null : monthsLater(earliest, rule.maxDeferralMonths);
  return { earliest, latest, source: rule.source };
}
