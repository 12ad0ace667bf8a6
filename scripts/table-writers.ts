/**
 * Who writes each table: one owning feature per table (issue 35). Reads the non-test server code and
 * prints every table with the features whose code writes it: Drizzle `.insert(t)`, `.update(t)` and
 * `.delete(t)`, and raw SQL `insert into t` / `update t` / `delete from t` in string and template
 * literals (`${t}` placeholders included). A feature is src/server/features/<name>/ (its seed.ts
 * counts as the feature); any other directory of src/server counts as itself (server/email,
 * server/jobs, server/auth, server/lib, server/db).
 *
 * Test code is left out: *.test.ts, *.factories.ts, src/server/test/ and src/server/quality/ (the
 * authz matrix and fuzz worlds), and src/server/features/dashboards/fixture.ts (the hand-worked
 * portfolio of the dashboards, analytics and admin-payments tests; only tests import it).
 *
 * Usage: npx tsx scripts/table-writers.ts [--files]   (--files: each writer's file:line)
 * Exits 1 when a table has more than one writer and is not in ALLOWED below.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

const repoRoot = join(import.meta.dirname, "..");

/** Tables that may keep more than one writer, each with the reason. Keep it short. */
const ALLOWED: Record<string, string> = {};

const TEST_FILE = [
  /\.test\.tsx?$/,
  /\.factories\.ts$/,
  /^src\/server\/test\//,
  /^src\/server\/quality\//,
  /^src\/server\/faults\//,
  /^src\/server\/features\/dashboards\/fixture\.ts$/,
];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return walk(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022, true);
}

/** Schema variable name -> SQL table name, from `export const x = pgTable("name", ...)`. */
function schemaTables(root: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of walk(join(root, "src/server/db/schema"))) {
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = node.initializer;
        if (ts.isCallExpression(init) && init.expression.getText() === "pgTable") {
          const first = init.arguments[0];
          if (first && ts.isStringLiteral(first)) tables.set(node.name.text, first.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return tables;
}

/** The feature (or server directory) a file belongs to. */
function ownerOf(rel: string): string {
  const parts = rel.split("/");
  if (parts[2] === "features" && parts.length > 4) return parts[3]!;
  return parts.length > 3 ? `server/${parts[2]}` : "server";
}

interface Write {
  table: string;
  writer: string;
  at: string;
}

/** Local names bound to schema tables by this file's imports (aliases resolved). */
function importedNames(sf: ts.SourceFile, vars: Map<string, string>): Map<string, string> {
  const names = new Map<string, string>();
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt) || !stmt.importClause?.namedBindings) continue;
    const spec = (stmt.moduleSpecifier as ts.StringLiteral).text;
    if (!/(^|\/)(db\/)?schema(\/|$)/.test(spec)) continue;
    const bindings = stmt.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements) {
      const imported = (el.propertyName ?? el.name).text;
      const table = vars.get(imported);
      if (table) names.set(el.name.text, table);
    }
  }
  return names;
}

const RAW_WRITE =
  /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?([a-z_][a-z0-9_]*)"?|\$\{\s*([A-Za-z_$][\w$.]*)\s*\})/gi;

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  let text = node.head.text;
  for (const span of node.templateSpans) text += `\${${span.expression.getText()}}${span.literal.text}`;
  return text;
}

/** Resolves a table expression (`users`, an alias, `schema.users`) to its SQL name. */
function resolver(sf: ts.SourceFile, vars: Map<string, string>): (text: string) => string | undefined {
  const names = importedNames(sf, vars);
  return (text) => names.get(text) ?? (text.includes(".") ? vars.get(text.split(".").pop()!) : undefined);
}

function isDrizzleWrite(
  node: ts.Node,
): node is ts.CallExpression & { expression: ts.PropertyAccessExpression } {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ["insert", "update", "delete"].includes(node.expression.name.text) &&
    node.arguments.length === 1
  );
}

function rawTables(
  text: string,
  sqlNames: Set<string>,
  tableOf: (t: string) => string | undefined,
): string[] {
  return [...text.matchAll(RAW_WRITE)].flatMap((m) => {
    const table = m[1] ? (sqlNames.has(m[1]) ? m[1] : undefined) : tableOf(m[2]!);
    return table ? [table] : [];
  });
}

function writesOf(root: string, file: string, vars: Map<string, string>): Write[] {
  const sf = parse(file);
  const rel = relative(root, file);
  const writer = ownerOf(rel);
  const tableOf = resolver(sf, vars);
  const sqlNames = new Set(vars.values());
  const out: Write[] = [];
  const at = (node: ts.Node) => `${rel}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (isDrizzleWrite(node)) {
      const table = tableOf(node.arguments[0]!.getText());
      if (table) out.push({ table, writer, at: at(node.expression.name) });
    }
    const text = literalText(node);
    if (text === null) {
      ts.forEachChild(node, visit);
      return;
    }
    for (const table of rawTables(text, sqlNames, tableOf)) out.push({ table, writer, at: at(node) });
    if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression);
  };
  visit(sf);
  return out;
}

/** Table -> writer -> the places it writes, for the non-test server files under `root`. */
export function collect(root = repoRoot): Map<string, Map<string, string[]>> {
  const vars = schemaTables(root);
  const files = walk(join(root, "src/server")).filter(
    (f) => !TEST_FILE.some((re) => re.test(relative(root, f))),
  );
  const byTable = new Map<string, Map<string, string[]>>();
  for (const table of [...vars.values()].sort()) byTable.set(table, new Map());
  for (const file of files) {
    for (const w of writesOf(root, file, vars)) {
      const writers = byTable.get(w.table)!;
      writers.set(w.writer, [...(writers.get(w.writer) ?? []), w.at]);
    }
  }
  return byTable;
}

/** The tables written by more than one feature, less those ALLOWED. */
export function offenders(byTable: Map<string, Map<string, string[]>>): string[] {
  return [...byTable].filter(([t, w]) => w.size > 1 && !ALLOWED[t]).map(([t]) => t);
}

function main(): void {
  const showFiles = process.argv.includes("--files");
  const byTable = collect();
  for (const [table, writers] of byTable) {
    const names = [...writers.keys()].sort();
    const shared = names.length > 1;
    const flag = shared
      ? ALLOWED[table]
        ? `  (allowed: ${ALLOWED[table]})`
        : "  <- more than one writer"
      : "";
    console.log(`${table.padEnd(28)} ${names.join(", ") || "(none)"}${flag}`);
    if (showFiles) for (const n of names) for (const a of writers.get(n)!) console.log(`    ${n}: ${a}`);
  }
  const shared = offenders(byTable);
  if (shared.length === 0) return;
  console.error(`\n${shared.length} table(s) written by more than one feature: ${shared.join(", ")}`);
  console.error("Move the write into the owning feature's service and call it from the others.");
  process.exit(1);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) main();
