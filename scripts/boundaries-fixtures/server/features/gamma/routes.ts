// Violation: a route module using Drizzle directly.
import { sql } from "drizzle-orm";

export const gammaQuery = sql`select 1`;
