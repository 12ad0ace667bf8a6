/**
 * Reminders of compliance duties (issue 16) to landlords and agents (not admins): for each of their
 * duties with a due date that is not done (and each renewal in hand), the nearest lead step reached
 * (60/30/7 days before, or their own settings), and once a week while overdue. Each (duty key, due date, step, person) is
 * sent once, across runs and instances (reminder_sends). In the app's bell, and by e-mail if chosen.
 * Keyhold records and computes the dates; it is not legal advice.
 */

import { daysBetween, type IsoDate } from "@shared/ledger";
import type { Role } from "@shared/permissions";
import type { ClockDuty, DutyKind } from "@shared/schemas/compliance";
import type { ComplianceSettings } from "@shared/schemas/compliance-settings";
import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { properties, reminderSends, users } from "../db/schema";
import { dutiesOfEveryHome, type Home, settingsOf } from "../features/compliance";
import {
  deliverNotifications,
  type NotifyDeps,
  type OutgoingNotification,
  recordNotifications,
} from "../features/notifications";
import { release } from "./send-once";

export type Step = { kind: string; label: string } | null;

/**
 * Duties that come round again: while in hand ("ok"), their due date is the next renewal, so the
 * lead steps (60 days by default, beyond the engine's 30-day "due soon") remind of it too.
 */
export const RENEWALS: ReadonlySet<DutyKind> = new Set<DutyKind>([
  "gas_safety_check",
  "eicr",
  "epc",
  "hmo_licence",
  "licence_renewal",
  "right_to_rent_follow_up",
]);

/** Whether a duty is reminded of at all: dated, applicable, and not done (renewals: not yet due). */
export function remindable(d: ClockDuty, today: IsoDate): d is ClockDuty & { dueOn: string } {
  if (!d.dueOn || d.status === "not_applicable") return false;
  if (d.status === "ok") return RENEWALS.has(d.kind) && d.dueOn >= today;
  return true;
}

/**
 * Which reminder a duty due on `dueOn` calls for on `today`: before the due date, the nearest lead
 * step reached (the smallest number of days with today ≥ due − days); from the day after, one per
 * week overdue (week 0 from day 1), or only the first when the person does not want weekly ones.
 */
export function reminderStep(dueOn: IsoDate, today: IsoDate, settings: ComplianceSettings): Step {
  const left = daysBetween(today, dueOn);
  if (left >= 0) {
    const reached = settings.leadDays.filter((d) => left <= d);
    if (!reached.length) return null;
    const d = Math.min(...reached);
    return {
      kind: `compliance_due_${d}`,
      label: left === 0 ? "due today" : `due in ${left} ${left === 1 ? "day" : "days"}`,
    };
  }
  const week = Math.floor((-left - 1) / 7);
  if (week > 0 && !settings.overdueWeekly) return null;
  return { kind: `compliance_overdue_w${week}`, label: `${-left} ${left === -1 ? "day" : "days"} overdue` };
}

const day = (iso: IsoDate) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The landlords and agents of homes that are not archived, who can be written to. */
async function people(deps: NotifyDeps) {
  const { db } = deps.database;
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .innerJoin(properties, or(eq(properties.landlordId, users.id), eq(properties.agentId, users.id)))
    .where(
      and(
        ne(properties.status, "archived"),
        inArray(users.role, ["landlord", "agent"]),
        eq(users.banned, false),
      ),
    );
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}

function note(
  deps: NotifyDeps,
  person: { id: string; name: string; role: Role },
  d: ClockDuty & { dueOn: string },
  step: NonNullable<Step>,
): OutgoingNotification {
  const home = d.property.addressLine1 || d.property.title;
  const title = `${d.title} — ${home}: ${step.label}`;
  const link = `/${person.role}/compliance/homes/${d.propertyId}`;
  const body = `${d.title}${d.subject ? ` (${d.subject})` : ""} for ${d.property.title} is ${step.label} (due ${day(d.dueOn)}). ${d.detail}`;
  return {
    userIds: [person.id],
    kind: "compliance_duty",
    title: title.slice(0, 200),
    body,
    link,
    email: {
      subject: title.slice(0, 200),
      text: `${body}\n\nThe rule: ${d.rule.summary} (${d.rule.source}).\n\nAll your duties: ${deps.config.publicUrl}/${person.role}/compliance\n\nKeyhold records and computes dates; it is not legal advice.`,
    },
  };
}

/**
 * What one person is told in one run: a single reminder as it is, several as one digest (one
 * e-mail, one bell entry) so a first run over a large portfolio is not a flood of messages.
 */
function digest(
  deps: NotifyDeps,
  person: { id: string; name: string; role: Role },
  items: OutgoingNotification[],
): OutgoingNotification {
  if (items.length === 1) return items[0]!;
  const clock = `/${person.role}/compliance`;
  const title = `${items.length} compliance reminders for your homes`;
  const lines = items.map((n) => `- ${n.title}`).join("\n");
  return {
    userIds: [person.id],
    kind: "compliance_duty",
    title,
    body: items
      .map((n) => n.title)
      .join("; ")
      .slice(0, 1000),
    link: clock,
    email: {
      subject: title,
      text: `${lines}\n\nEach duty, its rule and what Keyhold computed: ${deps.config.publicUrl}${clock}\n\nKeyhold records and computes dates; it is not legal advice.`,
    },
  };
}

type Person = Awaited<ReturnType<typeof people>>[number];
interface Due {
  person: Person;
  d: ClockDuty & { dueOn: string };
  step: NonNullable<Step>;
  subjectKey: string;
}
const sendKey = (kind: string, subjectKey: string, recipient: string) =>
  `${kind}\n${subjectKey}\n${recipient}`;

/** Which of `due` were sent on an earlier run (the claim below still settles any race). */
async function alreadySent(db: Db, due: Due[]): Promise<Set<string>> {
  const sent = new Set<string>();
  const kinds = [...new Set(due.map((r) => r.step.kind))];
  const keys = [...new Set(due.map((r) => r.subjectKey))];
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select({
        kind: reminderSends.kind,
        subjectKey: reminderSends.subjectKey,
        recipient: reminderSends.recipient,
      })
      .from(reminderSends)
      .where(
        and(inArray(reminderSends.kind, kinds), inArray(reminderSends.subjectKey, keys.slice(i, i + 1000))),
      );
    for (const r of rows) sent.add(sendKey(r.kind, r.subjectKey, r.recipient));
  }
  return sent;
}

/** Claims `items` 500 to an insert; answers those this call claimed, with their row ids. */
async function claimAll(db: Db, items: Due[], today: IsoDate): Promise<(Due & { id: string })[]> {
  const claimed: (Due & { id: string })[] = [];
  for (let i = 0; i < items.length; i += 500) {
    const batch = items.slice(i, i + 500);
    const rows = await db
      .insert(reminderSends)
      .values(
        batch.map(({ person, d, step, subjectKey }) => ({
          kind: step.kind,
          subjectKey,
          recipient: person.id,
          details: { dutyKey: d.key, dueOn: d.dueOn, propertyId: d.propertyId, today },
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: reminderSends.id,
        kind: reminderSends.kind,
        subjectKey: reminderSends.subjectKey,
        recipient: reminderSends.recipient,
      });
    const ids = new Map(rows.map((r) => [sendKey(r.kind, r.subjectKey, r.recipient), r.id]));
    for (const r of batch) {
      const id = ids.get(sendKey(r.step.kind, r.subjectKey, r.person.id));
      if (id) claimed.push({ ...r, id });
    }
  }
  return claimed;
}

/** Who is reminded of a home's duties: its landlord, and its agent (never an admin). */
function remindedOf(home: Home, everyone: Map<string, Person>): Set<Person> {
  const landlord = everyone.get(home.landlordId);
  const agent = home.agentId ? everyone.get(home.agentId) : undefined;
  const who = new Set<Person>();
  if (landlord?.role === "landlord") who.add(landlord);
  if (agent?.role === "agent") who.add(agent);
  return who;
}

/**
 * The reminders a batch of homes calls for on `today`: a landlord is reminded of the homes they
 * own, an agent of those they manage (as on their clock), each at the lead step reached.
 */
function remindersCalledFor(
  homes: { home: Home; duties: ClockDuty[] }[],
  everyone: Map<string, Person>,
  settings: Map<string, ComplianceSettings>,
  today: IsoDate,
): Due[] {
  const due: Due[] = [];
  for (const { home, duties } of homes) {
    const who = remindedOf(home, everyone);
    if (!who.size) continue;
    for (const d of duties) {
      if (!remindable(d, today)) continue;
      for (const person of who) {
        const step = reminderStep(d.dueOn, today, settings.get(person.id)!);
        if (step) due.push({ person, d, step, subjectKey: `${d.key}:${d.dueOn}` });
      }
    }
  }
  return due;
}

/**
 * Every reminder due on `today` and not sent before, by person: the duties of every home are read
 * once, MAX_HOMES at a time, and what was sent before is skipped with one look-up per batch.
 */
async function remindersDue(
  db: Db,
  everyone: Map<string, Person>,
  settings: Map<string, ComplianceSettings>,
  today: IsoDate,
): Promise<Map<string, Due[]>> {
  const duePer = new Map<string, Due[]>();
  for await (const homes of dutiesOfEveryHome(db, today)) {
    const due = remindersCalledFor(homes, everyone, settings, today);
    const before = await alreadySent(db, due);
    for (const r of due) {
      // Once each: not sent before, and not twice in this run.
      const key = sendKey(r.step.kind, r.subjectKey, r.person.id);
      if (before.has(key)) continue;
      before.add(key);
      const list = duePer.get(r.person.id);
      if (list) list.push(r);
      else duePer.set(r.person.id, [r]);
    }
  }
  return duePer;
}

/**
 * Claims one person's reminders and sends what it claimed as one message (by e-mail if they
 * chose it, and in the bell); if that fails the claims are dropped for the next run. Answers how
 * many were sent.
 */
async function sendToPerson(
  deps: NotifyDeps,
  person: Person,
  mine: ComplianceSettings,
  items: Due[],
  today: IsoDate,
): Promise<number> {
  const { db } = deps.database;
  const claimed = await claimAll(db, items, today);
  if (!claimed.length) return 0;
  const n = digest(
    deps,
    person,
    claimed.map((c) => note(deps, person, c.d, c.step)),
  );
  try {
    if (mine.email) {
      await deps.mailer.send({
        to: person.email,
        kind: claimed.length === 1 ? claimed[0]!.step.kind : "compliance_digest",
        subject: n.email!.subject,
        text: `Hello ${person.name},\n\n${n.email!.text}\n\n${deps.config.site.appName}\n`,
      });
    }
    await recordNotifications(db, [n]);
  } catch (err) {
    await release(
      db,
      claimed.map((c) => c.id),
    );
    throw err;
  }
  // Live bell counts only; the e-mail went above.
  await deliverNotifications(deps, [{ ...n, email: undefined }]);
  return claimed.length;
}

/**
 * One pass as of `today`; answers how many reminders were sent. Safe to repeat: each (duty, due
 * date, step, person) is claimed in reminder_sends first, then the person's reminders go out
 * together; if that fails, the claims are dropped so the next run tries again. The duties of every
 * home are read once, MAX_HOMES at a time (not once per person), what was sent before is skipped
 * with one look-up per batch, and claims go 500 to an insert.
 */
export async function complianceReminders(deps: NotifyDeps, today: IsoDate): Promise<number> {
  const { db } = deps.database;
  const everyone = new Map((await people(deps)).map((p) => [p.id, p]));
  const settings = await settingsOf(db, [...everyone.keys()]);
  const duePer = await remindersDue(db, everyone, settings, today);
  let sent = 0;
  for (const [personId, items] of duePer) {
    sent += await sendToPerson(deps, everyone.get(personId)!, settings.get(personId)!, items, today);
  }
  return sent;
}
