import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { emailOutbox } from "../db/schema";
import { createDeps } from "../deps";
import { createLogger } from "../lib/logger";
import { createTestContext, requestAs, signedInUser, type TestContext } from "../test/harness";
import { type TestSmtpServer, testSmtpServer } from "../test/smtp-server";
import { type OutboxWorker, startOutboxWorker } from "./worker";

/**
 * Without SMTP_URL every message is written as an .eml file under DATA_DIR/mail (issue 34 item 10),
 * so a newcomer can open an invitation or a reset link; with SMTP_URL nothing changes.
 */

const tmpDirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});

function tmpDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "keyhold-mail-"));
  tmpDirs.push(dir);
  return dir;
}

/**
 * The app and outbox worker of `ctx` again, but logging at info into `lines` (the test contexts
 * log nothing), as `npm start` runs them: the log of the whole flow can then be read.
 */
function loggedInstance(ctx: TestContext) {
  const lines: string[] = [];
  const deps = createDeps(
    ctx.database,
    ctx.config,
    createLogger("info", (l) => lines.push(l)),
  );
  const worker: OutboxWorker = startOutboxWorker(deps);
  closers.push(async () => {
    await worker.stop();
    await deps.bus.close();
  });
  return { lines, ctx: { ...ctx, deps, app: createApp(deps) } };
}

const invite = async (ctx: TestContext) => {
  const admin = await signedInUser(ctx, "admin");
  const email = `invitee-${crypto.randomUUID().slice(0, 8)}@mail.example`;
  const res = await requestAs(ctx, admin, "/api/admin/invitations", {
    method: "POST",
    json: { email, role: "tenant" },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const [row] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const link = /https?:\/\/\S+/.exec(row!.text)![0];
  return { email, link, subject: row!.subject };
};

/** The text part as a mail program shows it (nodemailer wraps long lines as quoted-printable). */
const decodedText = (eml: string) =>
  eml
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("the mail directory setting", () => {
  it("is DATA_DIR/mail without SMTP_URL; unset with SMTP_URL and in tests", () => {
    const env = { NODE_ENV: "production", DATA_DIR: "/srv/keyhold-data" };
    expect(loadConfig(env).mail.dir).toBe(path.resolve("/srv/keyhold-data/mail"));
    expect(loadConfig({ ...env, SMTP_URL: "smtp://mail.example:587" }).mail.dir).toBeUndefined();
    expect(loadConfig({ ...env, NODE_ENV: "test" }).mail.dir).toBeUndefined();
  });
});

describe("without SMTP_URL", () => {
  let dataDir: string;
  let base: TestContext;
  beforeAll(async () => {
    dataDir = tmpDataDir();
    const config = loadConfig({ ...process.env, NODE_ENV: "test" });
    base = await createTestContext({
      smtpUrl: undefined,
      dataDir,
      mail: { ...config.mail, dir: path.join(dataDir, "mail") },
    });
  });

  it("an invitation becomes an .eml file under DATA_DIR/mail with the link; the log has its path and subject only", async () => {
    const { ctx, lines } = loggedInstance(base);
    const { email, link, subject } = await invite(ctx);
    const mailDir = path.join(dataDir, "mail");
    const row = await vi.waitFor(
      async () => {
        const [r] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
        expect(r?.status).toBe("written");
        return r!;
      },
      { timeout: 10_000, interval: 25 },
    );
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);

    const files = readdirSync(mailDir);
    const name = files.find((f) => f.includes(row.id))!;
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f-]{36}\.eml$/);
    expect(files.filter((f) => f.endsWith(".part"))).toEqual([]);
    const file = path.join(mailDir, name);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(mailDir).mode & 0o777).toBe(0o700);

    const eml = readFileSync(file, "utf8");
    expect(eml).toMatch(new RegExp(`^To: ${email}\r$`, "m"));
    expect(eml).toMatch(/^Subject: .+\r$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(decodedText(eml)).toContain(link);

    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const written = entries.filter((e) => e.msg === "email written to file");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: "info", path: file, subject });
    expect(Object.keys(written[0]!).sort()).toEqual(["level", "msg", "path", "subject", "time"]);
    const token = new URL(link).searchParams.get("invite")!;
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain("has invited you");
    }
  });
});

describe("with SMTP_URL", () => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  let base: TestContext;
  beforeAll(async () => {
    smtp = await testSmtpServer();
    closers.push(() => smtp.stop());
    dataDir = tmpDataDir();
    const config = loadConfig({ ...process.env, NODE_ENV: "test" });
    // A mail directory too: SMTP wins, nothing is written there.
    base = await createTestContext({
      smtpUrl: smtp.url,
      dataDir,
      mail: { ...config.mail, dir: path.join(dataDir, "mail") },
    });
  });

  it("the invitation is sent by SMTP, marked sent, and no file is written", async () => {
    const { ctx, lines } = loggedInstance(base);
    const { email, link } = await invite(ctx);
    await vi.waitFor(
      async () => {
        const [r] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
        expect(r?.status).toBe("sent");
      },
      { timeout: 10_000, interval: 25 },
    );
    const received = smtp.received.filter((m) => m.to.some((t) => t.includes(email)));
    expect(received).toHaveLength(1);
    expect(decodedText(received[0]!.data)).toContain(link);
    expect(readdirSync(dataDir)).not.toContain("mail");
    expect(lines.some((l) => l.includes("email written to file"))).toBe(false);
  });
});
