/**
 * The monthly owner statements (issue 17 item 4): from the 1st of a month (London date), at the
 * first run on or after it, last month's statement is made for every owner (allOwnerIds) and
 * e-mailed to them once. "Once" holds across restarts and instances: the e-mail is claimed in
 * reminder_sends (kind "owner_statement", one row per owner and month) before it is queued, and
 * the claim is dropped if queueing fails so the next run tries again; emailed_at is set after.
 * The mailer has no attachments (email/mailer.ts): the e-mail links the statement and its PDF.
 */

import { formatShare } from "@shared/accounts/shares";
import { today as londonToday } from "@shared/dates";
import type { IsoDate } from "@shared/ledger";
import { monthLabel, monthStart, previousMonth } from "@shared/schemas/statements";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../context";
import { ownerStatements, users } from "../db/schema";
import { allOwnerIds } from "../features/owners";
import { makeStatement, markStatementEmailed } from "../features/statements";
import { withJobLock } from "./lock";
import { claim, release } from "./send-once";

export type OwnerStatementJobDeps = Pick<AppDeps, "database" | "mailer" | "config" | "logger">;

export const OWNER_STATEMENT_JOB = "owner-statements";
export const OWNER_STATEMENT_KIND = "owner_statement";
const LOCK_TTL_MS = 30 * 60_000;

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const money = (minor: number) => gbp.format(minor / 100);

export interface OwnerStatementCounts {
  month: string;
  made: number;
  emailed: number;
  failed: number;
}

/** One pass for the month before `today`: make what is missing, e-mail what was not e-mailed. */
export async function runOwnerStatements(
  deps: OwnerStatementJobDeps,
  today: IsoDate = londonToday(),
): Promise<OwnerStatementCounts> {
  const { db } = deps.database;
  const month = previousMonth(today);
  const counts: OwnerStatementCounts = { month, made: 0, emailed: 0, failed: 0 };
  for (const ownerId of await allOwnerIds(db)) {
    const made = await makeStatement(db, ownerId, month);
    if (made?.created) counts.made++;
  }
  const due = await db
    .select({ s: ownerStatements, email: users.email, name: users.name })
    .from(ownerStatements)
    .innerJoin(users, eq(users.id, ownerStatements.ownerId))
    .where(
      and(
        eq(ownerStatements.month, monthStart(month)),
        isNull(ownerStatements.emailedAt),
        eq(users.banned, false),
      ),
    );
  for (const { s, email, name } of due) {
    const id = await claim(db, {
      kind: OWNER_STATEMENT_KIND,
      subjectKey: `${s.ownerId}:${s.month}`,
      recipient: s.ownerId,
      details: { statementId: s.id, month: s.month },
    });
    if (!id) continue;
    const label = monthLabel(s.month);
    const page = `${deps.config.publicUrl}/landlord/money/statements/${s.id}`;
    const owed = s.paidOutMinor < 0;
    try {
      await deps.mailer.send({
        to: email,
        kind: OWNER_STATEMENT_KIND,
        subject: `Your owner statement for ${label}`,
        text: [
          `Hello ${name},`,
          "",
          `Your owner statement for ${label} is ready${shareNote(s.figures)}.`,
          "",
          `Rent collected: ${money(s.rentMinor)}`,
          `Agent fees (VAT included): ${money(s.feesMinor)}`,
          `Expenses paid from rent: ${money(s.expensesMinor)}`,
          `${owed ? "Owed by you" : "Paid out to you"}: ${money(Math.abs(s.paidOutMinor))}`,
          "",
          `See it, with each line: ${page}`,
          `Download the PDF (sign in first): ${deps.config.publicUrl}/api/money/statements/${s.id}/pdf`,
          "",
          "Keyhold records and computes; not tax advice.",
          "",
          deps.config.site.appName,
        ].join("\n"),
      });
    } catch (err) {
      await release(db, [id]);
      counts.failed++;
      deps.logger.error("owner statement e-mail failed", { statementId: s.id, err: String(err) });
      continue;
    }
    await markStatementEmailed(db, s.id);
    counts.emailed++;
  }
  return counts;
}

/** ", your share of co-owned homes" when any home is shared. */
function shareNote(figures: Record<string, unknown>): string {
  const homes = (figures.homes ?? []) as { shareBp?: number }[];
  const shared = homes.filter((h) => typeof h.shareBp === "number" && h.shareBp < 10_000);
  if (shared.length === 0) return "";
  return ` (figures for co-owned homes are your share, e.g. ${formatShare(shared[0]!.shareBp!)})`;
}

/** The pass under the database lock, so of several instances one runs it at a time. */
export function runOwnerStatementJob(deps: OwnerStatementJobDeps, holder: string, today?: IsoDate) {
  return withJobLock(deps.database.db, OWNER_STATEMENT_JOB, holder, LOCK_TTL_MS, () =>
    runOwnerStatements(deps, today),
  );
}
