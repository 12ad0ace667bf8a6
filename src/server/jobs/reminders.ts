import { today as londonToday } from "@shared/dates";
import { addDays, type Charge, chargesUntil, type IsoDate, nextCharge, summarise } from "@shared/ledger";
import { and, eq, inArray, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDeps } from "../context";
import { payments, properties, tenancies, users } from "../db/schema";
import { loadRentSchedules, termsOf } from "../features/tenancies";
import { complianceReminders } from "./compliance-reminders";
import { depositReminders } from "./deposit-reminders";
import { withJobLock } from "./lock";
import { claimOnce } from "./send-once";
import { viewingReminders } from "./viewing-reminders";

export type ReminderDeps = Pick<AppDeps, "database" | "mailer" | "config" | "logger" | "bus">;

/** Days before the due date the tenant is reminded, and the days overdue that trigger a reminder. */
export const DUE_SOON_DAYS = 3;
export const OVERDUE_MILESTONES = [1, 7, 14] as const;
export const REMINDER_JOB = "reminders";
const LOCK_TTL_MS = 10 * 60_000;

export interface ReminderCounts {
  rent_due_soon: number;
  rent_overdue: number;
  compliance: number;
  deposit: number;
  viewing: number;
}

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(minor / 100);
const day = (iso: IsoDate) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** One e-mail, once per (kind, subject, recipient): see claimOnce. */
function sendOnce(
  deps: ReminderDeps,
  r: {
    kind: string;
    subjectKey: string;
    to: string;
    subject: string;
    text: string;
    details?: Record<string, unknown>;
  },
): Promise<boolean> {
  return claimOnce(
    deps.database.db,
    { kind: r.kind, subjectKey: r.subjectKey, recipient: r.to, details: r.details },
    () => deps.mailer.send({ to: r.to, kind: r.kind, subject: r.subject, text: r.text }),
  );
}

const tenantUser = alias(users, "reminder_tenant");
const landlordUser = alias(users, "reminder_landlord");

/** Tenancies that charge rent (active, or ended), with the people to write to. */
async function loadTenancies(deps: ReminderDeps) {
  const { db } = deps.database;
  const rows = await db
    .select({
      t: tenancies,
      propertyTitle: properties.title,
      landlordId: properties.landlordId,
      tenant: { email: tenantUser.email, name: tenantUser.name },
      landlord: { email: landlordUser.email, name: landlordUser.name },
    })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .innerJoin(landlordUser, eq(landlordUser.id, properties.landlordId))
    .leftJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .where(ne(tenancies.status, "draft"));
  const ids = rows.map((r) => r.t.id);
  const paid = ids.length
    ? await db
        .select({ tenancyId: payments.tenancyId, amount: payments.amount, paidOn: payments.paidOn })
        .from(payments)
        .where(and(inArray(payments.tenancyId, ids), eq(payments.status, "completed")))
    : [];
  const byTenancy = new Map<string, { amount: number; paidOn: string }[]>();
  for (const p of paid) byTenancy.set(p.tenancyId, [...(byTenancy.get(p.tenancyId) ?? []), p]);
  const schedules = await loadRentSchedules(db, ids);
  return rows.map((r) => ({
    ...r,
    payments: byTenancy.get(r.t.id) ?? [],
    terms: termsOf(r.t, schedules.get(r.t.id)),
  }));
}
type Row = Awaited<ReturnType<typeof loadTenancies>>[number];

const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);

type RentSummary = ReturnType<typeof summarise>;

const greetingOf = (r: Row) => `Hello ${r.tenant?.name ?? ""},`.replace(" ,", ",");

/** 3 days (or fewer, if a run was missed) before the next due date, unless credit covers it. */
async function rentDueSoon(deps: ReminderDeps, r: Row, to: string, summary: RentSummary, today: IsoDate) {
  const next: Charge | null = nextCharge(r.terms, today);
  if (!next || next.dueDate > addDays(today, DUE_SOON_DAYS) || summary.balanceMinor + next.amountMinor <= 0) {
    return false;
  }
  const { publicUrl, site } = deps.config;
  const currency = r.t.currency;
  const alsoOverdue =
    summary.arrearsMinor > 0 ? `\nYou also have ${money(summary.arrearsMinor, currency)} overdue.` : "";
  return sendOnce(deps, {
    kind: "rent_due_soon",
    subjectKey: `${r.t.id}:${next.dueDate}`,
    to,
    subject: `Rent of ${money(next.amountMinor, currency)} is due on ${day(next.dueDate)}`,
    text: `${greetingOf(r)}\n\nA reminder that your rent of ${money(next.amountMinor, currency)} for ${r.propertyTitle} is due on ${day(next.dueDate)}.${alsoOverdue}\n\nSee your balance and report a payment: ${publicUrl}/tenant\n\n${site.appName}\n`,
    details: { tenancyId: r.t.id, dueDate: next.dueDate, amount: next.amountMinor },
  });
}

/** Overdue: the latest milestone reached for the oldest unpaid charge, once each. */
async function rentOverdue(deps: ReminderDeps, r: Row, to: string, summary: RentSummary) {
  const since = summary.oldestUnpaidDueDate;
  if (summary.arrearsMinor <= 0 || !since) return false;
  const milestone = [...OVERDUE_MILESTONES].reverse().find((m) => summary.daysOverdue >= m);
  if (!milestone) return false;
  const { publicUrl, site } = deps.config;
  const arrears = money(summary.arrearsMinor, r.t.currency);
  const days = `${summary.daysOverdue} ${summary.daysOverdue === 1 ? "day" : "days"}`;
  return sendOnce(deps, {
    kind: `rent_overdue_${milestone}`,
    subjectKey: `${r.t.id}:${since}`,
    to,
    subject: `Your rent is ${days} overdue: ${arrears}`,
    text: `${greetingOf(r)}\n\nOur records show ${arrears} of rent for ${r.propertyTitle} unpaid since ${day(since)} (${days} overdue).\nIf you have paid, report the payment so your landlord can confirm it; if you can't pay, please talk to your landlord or agent.\n\n${publicUrl}/tenant\n\n${site.appName}\n`,
    details: {
      tenancyId: r.t.id,
      dueDate: since,
      daysOverdue: summary.daysOverdue,
      arrears: summary.arrearsMinor,
    },
  });
}

/** Each active tenancy's tenant: rent due soon, and rent overdue. */
async function rentReminders(deps: ReminderDeps, rows: Row[], today: IsoDate, counts: ReminderCounts) {
  for (const r of rows) {
    const to = r.tenant?.email;
    if (r.t.status !== "active" || !to) continue;
    const charges = chargesUntil(r.terms, today);
    const paidMinor = sum(r.payments);
    const summary = summarise(charges, paidMinor ? [paidMinor] : [], today);
    if (await rentDueSoon(deps, r, to, summary, today)) counts.rent_due_soon++;
    if (await rentOverdue(deps, r, to, summary)) counts.rent_overdue++;
  }
}

/** One pass of every reminder, as of `today`. Safe to repeat: what was sent is never sent again. */
export async function runReminders(
  deps: ReminderDeps,
  today: IsoDate = londonToday(),
  now: Date = new Date(),
): Promise<ReminderCounts> {
  const counts: ReminderCounts = {
    rent_due_soon: 0,
    rent_overdue: 0,
    compliance: 0,
    deposit: 0,
    viewing: 0,
  };
  const rows = await loadTenancies(deps);
  await rentReminders(deps, rows, today, counts);
  counts.compliance = await complianceReminders(deps, today);
  counts.deposit = await depositReminders(deps, today, (r) => sendOnce(deps, r));
  counts.viewing = await viewingReminders(deps, now, (r) => sendOnce(deps, r));
  return counts;
}

/** The reminders pass under the database lock, so of several instances only one runs it at a time. */
export function runReminderJob(deps: ReminderDeps, holder: string, today?: IsoDate) {
  return withJobLock(deps.database.db, REMINDER_JOB, holder, LOCK_TTL_MS, () => runReminders(deps, today));
}
