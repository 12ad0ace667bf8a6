/**
 * Owner statements (issue 17 item 4): made once per owner and month (a unique index; asking again
 * answers the stored one), kept as history, read by:
 * - the owner (a landlord account) their own;
 * - an agent the statements that cover a home they manage, showing only those homes (the owner's
 *   other homes are not the agent's business), with the totals of those homes;
 * - admins all. Tenants are refused by the `properties` feature before any row is read.
 * Made by the owner for themselves, by the agent of one of the owner's homes, or by an admin; a
 * month can be made once it has ended.
 */
import { today as londonToday } from "@shared/dates";
import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import {
  type GenerateStatement,
  monthLabel,
  monthStart,
  type Statement,
  type StatementFigures,
  type StatementList,
  type StatementSummary,
  statementFiguresSchema,
  type statementListQuerySchema,
} from "@shared/schemas/statements";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { ownerStatementProperties, ownerStatements, properties, users } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { agentHomesCondition } from "../agencies";
import { type Actor, audit } from "../audit";
import { allOwnerIds, monthEnd, ownersOf, sharesOfOwner } from "../owners";
import { isUuid } from "../properties";
import { statementFigures, totalsOf } from "./figures";

type Row = typeof ownerStatements.$inferSelect & { ownerName: string };

/** Statements a caller may read (on a query over owner_statements). */
function readCondition(user: Caller): SQL | undefined {
  switch (user.role) {
    case "admin":
      return undefined;
    case "landlord":
      return eq(ownerStatements.ownerId, user.id);
    case "agent":
      return sql`${ownerStatements.id} in (select ${ownerStatementProperties.statementId} from ${ownerStatementProperties} inner join ${properties} on ${properties.id} = ${ownerStatementProperties.propertyId} where ${agentHomesCondition(user.id, "money")})`;
    default:
      return sql`false`;
  }
}

async function managedIds(db: Db, user: Caller): Promise<Set<string> | null> {
  if (user.role !== "agent") return null;
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(agentHomesCondition(user.id, "money"));
  return new Set(rows.map((r) => r.id));
}

/** The statement as the caller sees it: an agent only the homes they manage, with their totals. */
function view(row: Row, managed: Set<string> | null): Statement {
  const stored = statementFiguresSchema.parse(row.figures);
  const homes = managed ? stored.homes.filter((h) => managed.has(h.propertyId)) : stored.homes;
  const partial = homes.length < stored.homes.length;
  const totals = partial ? totalsOf(homes) : stored.totals;
  const figures: StatementFigures = { ...stored, homes, totals };
  return {
    id: row.id,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    month: row.month,
    rentMinor: partial ? totals.rentMinor : row.rentMinor,
    feesMinor: partial ? totals.feesMinor : row.feesMinor,
    expensesMinor: partial ? totals.expensesMinor : row.expensesMinor,
    paidOutMinor: partial ? totals.paidOutMinor : row.paidOutMinor,
    homeCount: homes.length,
    generatedAt: row.generatedAt.toISOString(),
    emailedAt: row.emailedAt?.toISOString() ?? null,
    partial,
    figures,
  };
}

const summary = ({ figures: _f, ...s }: Statement): StatementSummary => s;

const selectRows = (db: Db) =>
  db
    .select({ s: ownerStatements, ownerName: users.name })
    .from(ownerStatements)
    .innerJoin(users, eq(users.id, ownerStatements.ownerId));

const flat = (r: { s: typeof ownerStatements.$inferSelect; ownerName: string }): Row => ({
  ...r.s,
  ownerName: r.ownerName,
});

/** Owners the caller may make statements for: themselves, an agent's owners, every owner for admins. */
export async function ownersFor(db: Db, user: Caller): Promise<{ id: string; name: string }[]> {
  let ids: string[];
  if (user.role === "landlord") ids = [user.id];
  else if (user.role === "admin") ids = (await allOwnerIds(db)).slice(0, 500);
  else {
    const homes = [...((await managedIds(db, user)) ?? [])];
    const owners = await ownersOf(db, homes);
    ids = [...new Set([...owners.values()].flat().flatMap((o) => (o.ownerId ? [o.ownerId] : [])))];
  }
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return rows.sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

export async function listStatements(
  db: Db,
  user: Caller,
  query: z.infer<typeof statementListQuerySchema>,
): Promise<StatementList> {
  const where = and(
    readCondition(user),
    query.ownerId ? eq(ownerStatements.ownerId, query.ownerId) : undefined,
  );
  const [rows, [total], managed] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(ownerStatements.month), users.name, ownerStatements.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(ownerStatements).where(where),
    managedIds(db, user),
  ]);
  return {
    items: rows.map((r) => summary(view(flat(r), managed))),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The statement if the caller may read it, else 404. */
export async function getStatement(db: Db, user: Caller, id: string): Promise<Statement> {
  if (!isUuid(id)) throw notFound("Statement not found");
  const [row] = await selectRows(db).where(and(eq(ownerStatements.id, id), readCondition(user)));
  if (!row) throw notFound("Statement not found");
  return view(flat(row), await managedIds(db, user));
}

/**
 * Makes the owner's statement for a month unless it exists; answers the stored row either way (and
 * whether this call made it), or null when the owner holds no home. Safe under concurrency: the
 * unique index on (owner, month) lets one insert win; the others read the winner's row.
 */
export async function makeStatement(
  db: Db,
  ownerId: string,
  month: string,
): Promise<{ id: string; created: boolean } | null> {
  const first = monthStart(month);
  const existing = async () =>
    (
      await db
        .select({ id: ownerStatements.id })
        .from(ownerStatements)
        .where(and(eq(ownerStatements.ownerId, ownerId), eq(ownerStatements.month, first)))
    )[0];
  const found = await existing();
  if (found) return { id: found.id, created: false };
  const made = await statementFigures(db, ownerId, month);
  if (!made) return null;
  const { figures, propertyIds } = made;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ownerStatements)
      .values({
        ownerId,
        month: first,
        rentMinor: figures.totals.rentMinor,
        feesMinor: figures.totals.feesMinor,
        expensesMinor: figures.totals.expensesMinor,
        paidOutMinor: figures.totals.paidOutMinor,
        figures,
      })
      .onConflictDoNothing()
      .returning({ id: ownerStatements.id });
    if (!row) return null;
    if (propertyIds.length)
      await tx
        .insert(ownerStatementProperties)
        .values(propertyIds.map((propertyId) => ({ statementId: row.id, propertyId })));
    return row.id;
  });
  if (id) return { id, created: true };
  const winner = await existing();
  return winner ? { id: winner.id, created: false } : null;
}

/** The statement was e-mailed to its owner (the monthly job, once the e-mail is queued). */
export async function markStatementEmailed(db: Db, id: string): Promise<void> {
  await db.update(ownerStatements).set({ emailedAt: new Date() }).where(eq(ownerStatements.id, id));
}

/** Whether the caller may make statements for the owner (404 otherwise: no owner is confirmed). */
async function checkMaker(db: Db, user: Caller, ownerId: string): Promise<void> {
  const missing = () => notFound("Owner not found, or not one whose statements you make");
  if (user.role === "landlord") {
    if (ownerId !== user.id) throw missing();
    return;
  }
  if (user.role !== "admin" && user.role !== "agent") throw missing();
  const homes = await sharesOfOwner(db, ownerId);
  if (homes.length === 0) throw missing();
  if (user.role === "agent") {
    const [managed] = await db
      .select({ n: count() })
      .from(properties)
      .where(
        and(
          inArray(
            properties.id,
            homes.map((h) => h.propertyId),
          ),
          agentHomesCondition(user.id, "money"),
        ),
      );
    if (!managed?.n) throw missing();
  }
}

/** POST /money/statements: the stored statement of the month, made now if it was not yet. */
export async function generateStatement(
  db: Db,
  user: Caller,
  actor: Actor,
  input: GenerateStatement,
  today = londonToday(),
): Promise<{ statement: Statement; created: boolean }> {
  const ownerId = input.ownerId ?? (user.role === "landlord" ? user.id : null);
  if (!ownerId) throw fieldError("ownerId", "Choose the owner the statement is for");
  await checkMaker(db, user, ownerId);
  const first = monthStart(input.month);
  const end = monthEnd(first);
  if (end >= today)
    throw new AppError(
      "conflict",
      `${monthLabel(first)} has not ended yet: its statement can be made from the 1st of the next month.`,
    );
  const made = await makeStatement(db, ownerId, input.month);
  if (!made) throw notFound("This owner holds no home, so there is no statement to make");
  if (made.created)
    await audit(db, actor, {
      action: "owner_statement.generate",
      entity: "owner_statement",
      entityId: made.id,
      details: { ownerId, month: first },
    });
  return { statement: await getStatement(db, user, made.id), created: made.created };
}
