import { daysBetween, type IsoDate } from "@shared/ledger";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../context";
import { users } from "../db/schema";
import { type DepositAttentionRow, depositsNeedingAttention } from "../features/tenancies";

/**
 * Days after a deposit was received that its landlord and agent are reminded, while it is not
 * protected or the prescribed information not given (the law's deadline is 30 days from receipt in
 * England and Wales: src/shared/law).
 */
export const DEPOSIT_MILESTONES = [21, 28] as const;

/** Sends one reminder once (reminders.ts sendOnce); answers whether this call sent it. */
export type ReminderSend = (r: {
  kind: string;
  subjectKey: string;
  to: string;
  subject: string;
  text: string;
  details?: Record<string, unknown>;
}) => Promise<boolean>;

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(minor / 100);
const day = (iso: IsoDate) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

type DueDeposit = DepositAttentionRow & { milestone: number };

/** What is still to do for a deposit, each with its deadline, in the reminder's words. */
function stillToDo(d: DepositAttentionRow): string[] {
  const steps: string[] = [];
  if (d.protection) {
    const when =
      d.protection.state === "overdue"
        ? `${d.protection.days} days overdue, due ${day(d.protection.dueOn)}`
        : `by ${day(d.protection.dueOn)}`;
    steps.push(`protect it with a deposit scheme (${when})`);
  }
  if (d.prescribedInfo) {
    const when =
      d.prescribedInfo.state === "overdue"
        ? `${d.prescribedInfo.days} days overdue`
        : `by ${day(d.prescribedInfo.dueOn)}`;
    steps.push(`give the tenant the prescribed information (${when})`);
  }
  return steps;
}

/** The reminder to one of the deposit's landlord or agent. */
function reminder(
  deps: Pick<AppDeps, "config">,
  d: DueDeposit,
  to: { email: string; name: string },
  role: "landlord" | "agent",
): Parameters<ReminderSend>[0] {
  const tenant = d.tenantName ? ` (${d.tenantName})` : "";
  return {
    kind: `deposit_protection_${d.milestone}`,
    subjectKey: `${d.tenancyId}:${d.receivedOn}`,
    to: to.email,
    subject: `The deposit for ${d.propertyTitle} was received ${d.milestone} days ago: record its protection`,
    text: `Hello ${to.name},\n\nThe deposit of ${money(d.amount, d.currency)} for ${d.propertyTitle}${tenant} was received on ${day(d.receivedOn)}. Keyhold has no record yet that you did this:\n\n- ${stillToDo(d).join("\n- ")}\n\nRecord it on the tenancy's page: ${deps.config.publicUrl}/${role}/tenancies/${d.tenancyId}\n\nKeyhold works out dates from the rules; this is not legal advice.\n\n${deps.config.site.appName}\n`,
    details: { tenancyId: d.tenancyId, receivedOn: d.receivedOn, milestone: d.milestone },
  };
}

/**
 * The latest milestone reached, once per deposit receipt and person (`send` claims the
 * reminder_sends row, so never twice). Answers how many were sent.
 */
export async function depositReminders(
  deps: Pick<AppDeps, "database" | "config">,
  today: IsoDate,
  send: ReminderSend,
): Promise<number> {
  const { db } = deps.database;
  const due: DueDeposit[] = (await depositsNeedingAttention(db, undefined, today)).flatMap((d) => {
    const since = daysBetween(d.receivedOn, today);
    const milestone = [...DEPOSIT_MILESTONES].reverse().find((m) => since >= m);
    return milestone ? [{ ...d, milestone }] : [];
  });
  if (!due.length) return 0;
  const ids = [...new Set(due.flatMap((d) => [d.landlordId, d.agentId].filter(Boolean) as string[]))];
  const people = new Map(
    (
      await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((p) => [p.id, p]),
  );
  let sent = 0;
  for (const d of due) {
    for (const id of [d.landlordId, d.agentId]) {
      const to = id ? people.get(id) : undefined;
      if (!to) continue;
      if (await send(reminder(deps, d, to, id === d.agentId ? "agent" : "landlord"))) sent++;
    }
  }
  return sent;
}
