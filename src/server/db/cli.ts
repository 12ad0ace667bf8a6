import { sql } from "drizzle-orm";
import { prepareDatabase } from "../bootstrap";
import { loadConfig } from "../config";
import { createLogger } from "../lib/logger";

const command = process.argv[2];
const config = loadConfig();
const logger = createLogger("info");

if (command === "reset") {
  // Drop everything we own, then migrate and seed from nothing.
  const database = await prepareDatabase(config, logger, { seed: false });
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  await database.close();
}
if (command === "migrate" || command === "seed" || command === "reset") {
  const database = await prepareDatabase(config, logger, { seed: command !== "migrate" });
  logger.info(`${command} done`, { database: database.kind });
  await database.close();
} else {
  console.error("usage: cli.ts migrate|seed|reset");
  process.exit(2);
}
