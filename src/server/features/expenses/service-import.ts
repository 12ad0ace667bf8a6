/**
 * CSV import of expenses (issue 17 item 2). The file is read in the parse worker off the event
 * loop (parse-csv.ts through lib/parse-pool.ts), and each row checked as the form
 * checks an expense, plus the home named (by id, postcode or title, among the homes the caller
 * records expenses for). The preview writes nothing; the confirmation writes every row in one
 * transaction, sharing one import id, or none (any row error: 400 naming each row).
 */
import { apportionEqually } from "@shared/accounts/shares";
import { parseIsoDate } from "@shared/dates";
import { AppError } from "@shared/errors";
import { parseMoney } from "@shared/money";
import type { Caller } from "@shared/schemas/auth";
import {
  categoryFrom,
  expenseInputSchema,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from "@shared/schemas/expenses";
import type { Db } from "../../db/client";
import { expenseAllocations, expenses } from "../../db/schema";

import { type ParseLog, parsePool } from "../../lib/parse-pool";
import { type Actor, audit } from "../audit";
import { isUuid } from "../properties";
import { targetHomes, writableHomes } from "./access";
import { columnTitle, type Field, norm, type ParsedFile } from "./parse-csv";

const fieldOfKey: Record<string, Field> = {
  paidOn: "date",
  propertyId: "property",
  landlordId: "property",
  supplier: "supplier",
  description: "description",
  amountMinor: "amount",
  vatMinor: "vat",
  category: "category",
  capital: "capital",
  paidBy: "paidBy",
};

/** "31/01/2026", "31-1-2026" or "2026-01-31" → "2026-01-31"; null when it is no real date. */
export function dateFrom(text: string): string | null {
  const t = text.trim();
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const iso = uk ? `${uk[3]}-${uk[2]!.padStart(2, "0")}-${uk[1]!.padStart(2, "0")}` : t;
  return parseIsoDate(iso) ? iso : null;
}

function yesNo(text: string, yes: string[], no: string[]): boolean | null {
  const t = norm(text);
  if (t === "" || no.includes(t)) return false;
  return yes.includes(t) ? true : null;
}

/** The rows of the upload, read in the parse worker (parse-csv.ts) off the event loop. */
const readRows = (bytes: Uint8Array, log?: ParseLog) =>
  parsePool().run<ParsedFile>({ kind: "expense-csv", bytes }, log);

type Home = Awaited<ReturnType<typeof writableHomes>>[number];

/** The home a cell names: "portfolio", an id, a postcode or a title (case and spaces ignored). */
function homeFrom(cell: string, homes: Home[], user: Caller): { home: Home | null } | { error: string } {
  const t = cell.trim();
  if (!t) return { error: "enter the property (its title, postcode or id, or “Portfolio”)" };
  if (norm(t) === "portfolio") {
    if (user.role !== "landlord")
      return { error: "“Portfolio” rows can be imported by the landlord only: name each home" };
    return { home: null };
  }
  const matches = isUuid(t)
    ? homes.filter((h) => h.id === t.toLowerCase())
    : homes.filter((h) => norm(h.postcode) === norm(t) || h.title.trim().toLowerCase() === t.toLowerCase());
  if (matches.length === 1) return { home: matches[0]! };
  if (matches.length > 1) return { error: `property “${t}” matches ${matches.length} homes: use its id` };
  return { error: `property “${t}” is none of the homes you record expenses for` };
}

/** Each row parsed into an expense, or with its errors ("Row 7: …"). */
export function checkRows(file: ParsedFile, homes: Home[], user: Caller): ImportRow[] {
  return file.rows.map(({ line, cells }) => {
    const errors: string[] = [];
    const say = (m: string) => errors.push(`Row ${line}: ${m}`);
    const where = homeFrom(cells.property, homes, user);
    if ("error" in where) say(where.error);
    const paidOn = dateFrom(cells.date);
    if (!paidOn) say(`date “${cells.date}” is not a date like 31/01/2026 or 2026-01-31`);
    const amount = parseMoney(cells.amount);
    if (amount === null) say(`amount “${cells.amount}” is not an amount in pounds like 120.50`);
    const vat = cells.vat.trim() === "" ? 0 : parseMoney(cells.vat);
    if (vat === null) say(`VAT “${cells.vat}” is not an amount in pounds like 20.00`);
    const category = categoryFrom(cells.category);
    if (!category) say(`category “${cells.category}” is not an HMRC property expense category`);
    const capital = yesNo(
      cells.capital,
      ["capital", "yes", "y", "true", "1"],
      ["revenue", "no", "n", "false", "0"],
    );
    if (capital === null) say(`capital “${cells.capital}” should be capital or revenue`);
    const paidByText = norm(cells.paidBy);
    const paidBy =
      paidByText === "" || paidByText === "owner" ? "owner" : paidByText === "agent" ? "agent" : null;
    if (paidBy === null) say(`paid by “${cells.paidBy}” should be owner or agent`);
    if (errors.length) return { row: line, errors, expense: null };
    const home = "home" in where ? where.home : null;
    const parsed = expenseInputSchema.safeParse({
      propertyId: home?.id ?? null,
      paidOn,
      supplier: cells.supplier,
      description: cells.description,
      amountMinor: amount,
      vatMinor: vat,
      category,
      capital,
      paidBy,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOfKey[String(issue.path[0])] ?? "property";
        say(`${columnTitle[field].toLowerCase()}: ${issue.message}`);
      }
      return { row: line, errors, expense: null };
    }
    if (parsed.data.paidBy === "agent" && home && !home.hasAgent)
      say("paid by agent: this home has no agent, so the owner paid it");
    if (parsed.data.paidBy === "agent" && !home && homes.some((h) => h.landlordId === user.id && !h.hasAgent))
      say("paid by agent: some of your homes have no agent, so a portfolio expense was paid by the owner");
    if (errors.length) return { row: line, errors, expense: null };
    const v = parsed.data;
    return {
      row: line,
      errors: [],
      expense: {
        propertyId: v.propertyId,
        propertyTitle: home?.title ?? "Portfolio (all homes)",
        paidOn: v.paidOn,
        supplier: v.supplier,
        description: v.description,
        amountMinor: v.amountMinor,
        vatMinor: v.vatMinor,
        category: v.category,
        capital: v.capital,
        paidBy: v.paidBy,
      },
    };
  });
}

/** What the file would import, row by row; nothing is written. */
export async function previewImport(
  db: Db,
  user: Caller,
  bytes: Uint8Array,
  log?: ParseLog,
): Promise<ImportPreview> {
  const rows = checkRows(await readRows(bytes, log), await writableHomes(db, user), user);
  const ok = rows.filter((r) => r.expense);
  return {
    rows,
    validCount: ok.length,
    errorCount: rows.length - ok.length,
    totalMinor: ok.reduce((s, r) => s + r.expense!.amountMinor, 0),
  };
}

/** Writes every row of the file in one transaction, or nothing (400 naming each row's errors). */
export async function confirmImport(
  db: Db,
  user: Caller,
  actor: Actor,
  bytes: Uint8Array,
  log?: ParseLog,
): Promise<ImportResult> {
  const file = await readRows(bytes, log);
  return db.transaction(async (tx) => {
    const rows = checkRows(file, await writableHomes(tx, user), user);
    const bad = rows.filter((r) => r.errors.length);
    if (bad.length) {
      const messages = bad.flatMap((r) => r.errors);
      throw new AppError(
        "validation_error",
        `Nothing was imported: ${bad.length} of ${rows.length} rows have errors. ${messages.slice(0, 5).join(" ")}`,
        Object.fromEntries(bad.slice(0, 100).map((r) => [`rows.${r.row}`, r.errors.join(" ")])),
      );
    }
    const importId = crypto.randomUUID();
    const homes = new Map((await writableHomes(tx, user)).map((h) => [h.id, h]));
    // A portfolio row (landlords only) is apportioned over all of the landlord's homes.
    const portfolio = rows.some((r) => r.expense!.propertyId === null)
      ? await targetHomes(tx, user, { propertyId: null, landlordId: user.id, paidBy: "owner" })
      : null;
    const values = rows.map((r) => {
      const v = r.expense!;
      const landlordId = v.propertyId ? homes.get(v.propertyId)!.landlordId : portfolio!.landlordId;
      const { propertyTitle: _title, ...fields } = v;
      return { ...fields, landlordId, importId, createdBy: user.id };
    });
    const inserted: { id: string }[] = [];
    for (let i = 0; i < values.length; i += 500)
      inserted.push(
        ...(await tx
          .insert(expenses)
          .values(values.slice(i, i + 500))
          .returning({ id: expenses.id })),
      );
    const parts = rows.flatMap((r, i) => {
      const v = r.expense!;
      const targets = v.propertyId ? [{ id: v.propertyId }] : portfolio!.homes;
      const amounts = apportionEqually(v.amountMinor, targets.length);
      const vats = apportionEqually(v.vatMinor, targets.length);
      return targets.map((h, j) => ({
        expenseId: inserted[i]!.id,
        propertyId: h.id,
        amountMinor: amounts[j]!,
        vatMinor: vats[j]!,
      }));
    });
    for (let i = 0; i < parts.length; i += 1000)
      await tx.insert(expenseAllocations).values(parts.slice(i, i + 1000));
    const totalMinor = rows.reduce((s, r) => s + r.expense!.amountMinor, 0);
    await audit(tx, actor, {
      action: "expense_import",
      entity: "expense_import",
      entityId: importId,
      details: { rows: rows.length, totalMinor },
    });
    return { importId, created: rows.length, totalMinor };
  });
}
