import { getTableColumns, getTableName, sql } from "drizzle-orm";
import { check, type PgColumn } from "drizzle-orm/pg-core";

/**
 * The CHECK that a closed-set text column holds one of its values, named
 * `<table>_<column>_valid`. The values are the column's own (`text(name, { enum: values })`, the
 * tuple from src/shared), so the row type, the API's zod enum and the database agree. A null
 * passes; whether the column may be null is its own NOT NULL.
 */
export function valid(column: PgColumn) {
  // The table's callback gets stand-ins of its columns without their enum: read the column itself.
  const own = Object.values(getTableColumns(column.table)).find((c) => c.name === column.name);
  const values = own?.enumValues;
  if (!values?.length) throw new Error(`${column.name}: a checked column needs { enum: [...] }`);
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return check(
    `${getTableName(column.table)}_${column.name}_valid`,
    sql`${sql.identifier(column.name)} in (${sql.raw(list)})`,
  );
}
