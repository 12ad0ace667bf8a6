import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PASSWORD_MIN_LENGTH } from "@shared/password-policy";
import { sql } from "drizzle-orm";
import { newPasswordProblem } from "../auth/password-policy";
import { prepareDatabase, prepareInstance } from "../bootstrap";
import { loadConfig } from "../config";
import { createUserAccount, findUserByEmail } from "../features/users";
import { createLogger } from "../lib/logger";
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from "./backup";
import { lockDataDirOrExit } from "./data-dir-lock";

const command = process.argv[2];
const config = loadConfig();
const logger = createLogger("info");

async function seed() {
  const { database } = await prepareInstance({ ...config, seedDemo: true, admin: undefined }, logger);
  await database.close();
  logger.info("demo data seeded (only into empty tables)");
}

async function main() {
  // PGlite's directory belongs to one process: refuse while the server (or another script) has it.
  if (!config.databaseUrl && command !== undefined) await lockDataDirOrExit(config.dataDir);
  switch (command) {
    case "migrate": {
      const database = await prepareDatabase(config, logger);
      await database.close();
      return logger.info("migrations applied");
    }
    case "reset": {
      // Drop everything we own, then migrate and seed from nothing.
      const database = await prepareDatabase(config, logger);
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
      await database.close();
      return seed();
    }
    case "seed":
      return seed();
    case "admin:create": {
      const { values } = parseArgs({
        args: process.argv.slice(3),
        options: {
          email: { type: "string" },
          password: { type: "string" },
          name: { type: "string", default: "Administrator" },
        },
      });
      if (!values.email || !values.password) {
        console.error(
          `usage: npm run admin:create -- --email you@example.com --password 'at least ${PASSWORD_MIN_LENGTH} characters' [--name 'Your Name']`,
        );
        process.exit(2);
      }
      const weak = newPasswordProblem(values.password, [values.email, values.name, config.site.appName]);
      if (weak) {
        console.error(`That password cannot be used: ${weak.message}`);
        process.exit(2);
      }
      const deps = await prepareInstance({ ...config, seedDemo: false, admin: undefined }, logger);
      const { database } = deps;
      if (await findUserByEmail(deps, values.email)) {
        console.error(
          `An account with ${values.email} already exists; promote it from /admin/users instead.`,
        );
        await database.close();
        process.exit(1);
      }
      await createUserAccount(deps, {
        email: values.email,
        password: values.password,
        name: values.name!,
        role: "admin",
      });
      await database.close();
      return logger.info("administrator created", { email: values.email });
    }
    case "backup": {
      const dir = path.join(config.dataDir, "backups");
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      if (config.databaseUrl) {
        const file = process.argv[3] ?? path.join(dir, `keyhold-${stamp}.dump`);
        await backupPostgres(config.databaseUrl, file);
        return logger.info("backup written", { file, engine: "postgres" });
      }
      const file = process.argv[3] ?? path.join(dir, `keyhold-${stamp}.tar.gz`);
      await backupPglite(path.join(config.dataDir, "pglite"), file);
      return logger.info("backup written", { file, engine: "pglite" });
    }
    case "restore": {
      const file = process.argv[3];
      if (!file) {
        console.error("usage: npm run db:restore -- <backup file>");
        process.exit(2);
      }
      if (config.databaseUrl) await restorePostgres(file, config.databaseUrl);
      else await restorePglite(file, path.join(config.dataDir, "pglite"));
      return logger.info("restored", { file, engine: config.databaseUrl ? "postgres" : "pglite" });
    }
    default:
      console.error("usage: cli.ts migrate|seed|reset|admin:create|backup|restore");
      process.exit(2);
  }
}
await main();
