/**
 * Importing a bank statement: the whole file is read first, in the parse worker off the event loop
 * (lib/parse-pool.ts; any bad row → 400 listing the rows, nothing written); then, in one
 * transaction, the import row and every line not seen before (unique per owner and fingerprint),
 * each with the matcher's proposal. Re-importing the same or an overlapping file adds no line:
 * "N new, M already imported".
 */
import type { Caller } from "@shared/schemas/auth";
import type { BankImport, BankImportResult, BankPreview, CsvMapping } from "@shared/schemas/bank";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankImports, bankLines } from "../../db/schema";
import { type ParseLog, parsePool } from "../../lib/parse-pool";
import { type Actor, audit } from "../audit";
import { type ExpenseCandidate, proposeFor, TenancyIndex } from "./matcher";
import type { LineWithFingerprint } from "./parse";
import type { StatementJobInput, StatementLines } from "./parse-job";
import { expenseCandidates, tenancyCandidates } from "./service-match";

const CHUNK = 500;

export interface StatementFile {
  buffer: Buffer;
  name: string;
}

/** Reads the file in the parse worker (parse-job.ts): its preview or its lines, else the 400. */
function readInWorker<T>(file: StatementFile, input: StatementJobInput, log?: ParseLog): Promise<T> {
  return parsePool().run<T>({ kind: "bank-statement", bytes: file.buffer, input }, log);
}

/** The format, and for a CSV its header and first rows so the user can map the columns. */
export function previewStatement(file: StatementFile, log?: ParseLog): Promise<BankPreview> {
  return readInWorker<BankPreview>(file, { mode: "preview", name: file.name, mapping: null }, log);
}

export const toImport = (r: typeof bankImports.$inferSelect): BankImport => ({
  id: r.id,
  fileName: r.fileName,
  format: r.format,
  lineCount: r.lineCount,
  duplicateCount: r.duplicateCount,
  createdAt: r.createdAt.toISOString(),
});

async function knownFingerprints(
  tx: Db,
  ownerId: string,
  lines: LineWithFingerprint[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < lines.length; i += CHUNK) {
    const rows = await tx
      .select({ f: bankLines.fingerprint })
      .from(bankLines)
      .where(
        and(
          eq(bankLines.ownerId, ownerId),
          inArray(
            bankLines.fingerprint,
            lines.slice(i, i + CHUNK).map((l) => l.fingerprint),
          ),
        ),
      );
    for (const r of rows) known.add(r.f);
  }
  return known;
}

/**
 * Stores the lines of one statement for the caller with their proposals (the service the
 * benchmark drives too). `lines` are already read and checked.
 */
export async function importLines(
  db: Db,
  user: Caller,
  actor: Actor,
  file: { name: string; format: BankImport["format"]; hash: string },
  lines: LineWithFingerprint[],
): Promise<BankImportResult> {
  return db.transaction(async (tx) => {
    const known = await knownFingerprints(tx, user.id, lines);
    const seen = new Set<string>();
    const fresh = lines.filter((l) => {
      if (known.has(l.fingerprint) || seen.has(l.fingerprint)) return false;
      seen.add(l.fingerprint);
      return true;
    });
    const [imp] = await tx
      .insert(bankImports)
      .values({
        ownerId: user.id,
        fileName: file.name,
        format: file.format,
        fileHash: file.hash,
        lineCount: lines.length,
        duplicateCount: lines.length - fresh.length,
      })
      .returning();
    let proposedCount = 0;
    if (fresh.length) {
      const dates = fresh.map((l) => l.bookedOn).sort();
      const from = dates[0]!;
      const to = dates[dates.length - 1]!;
      const index = new TenancyIndex(await tenancyCandidates(tx, user, from, to));
      const spending = fresh.some((l) => l.amountMinor < 0);
      const expenses: ExpenseCandidate[] = spending ? await expenseCandidates(tx, user, from, to) : [];
      const rows = fresh.map((l) => {
        const proposal = proposeFor(l, index, expenses);
        if (proposal && proposal.kind !== "new_expense") proposedCount++;
        return {
          importId: imp!.id,
          ownerId: user.id,
          fingerprint: l.fingerprint,
          bookedOn: l.bookedOn,
          amountMinor: l.amountMinor,
          description: l.description,
          reference: l.reference,
          counterparty: l.counterparty,
          proposedTenancyId: proposal?.tenancyId ?? null,
          proposedExpenseId: proposal?.expenseId ?? null,
          proposal: proposal as Record<string, unknown> | null,
        };
      });
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx.insert(bankLines).values(rows.slice(i, i + CHUNK));
      }
    }
    await audit(tx, actor, {
      action: "bank_import",
      entity: "bank_import",
      entityId: imp!.id,
      details: {
        fileName: file.name,
        format: file.format,
        newCount: fresh.length,
        duplicateCount: lines.length - fresh.length,
      },
    });
    return {
      import: toImport(imp!),
      newCount: fresh.length,
      duplicateCount: lines.length - fresh.length,
      proposedCount,
    };
  });
}

/** Reads the file (400 with every bad row, nothing written) and imports its lines. */
export async function importStatement(
  db: Db,
  user: Caller,
  actor: Actor,
  file: StatementFile,
  mapping: CsvMapping | null,
  log?: ParseLog,
): Promise<BankImportResult> {
  const read = await readInWorker<StatementLines>(file, { mode: "import", name: file.name, mapping }, log);
  return importLines(db, user, actor, { name: file.name, format: read.format, hash: read.hash }, read.lines);
}

export async function listImports(db: Db, user: Caller): Promise<BankImport[]> {
  const rows = await db
    .select()
    .from(bankImports)
    .where(user.role === "admin" ? undefined : eq(bankImports.ownerId, user.id))
    .orderBy(sql`${bankImports.createdAt} desc`)
    .limit(50);
  return rows.map(toImport);
}
