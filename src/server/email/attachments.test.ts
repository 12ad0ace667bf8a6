import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { createLogger } from "../lib/logger";
import { createTestContext, requestAs, signedInUser, type TestContext } from "../test/harness";
import { type TestSmtpServer, testSmtpServer } from "../test/smtp-server";
import { fileTransport } from "./file-transport";
import { type EmailMessage, MAX_ATTACHMENT_BYTES } from "./mailer";
import type { MailTransport, TransportMessage } from "./transport";
import { deliverDue, smtpTransport } from "./worker";

/**
 * Issue 42 item 5: a message may carry files (a viewing's calendar invitation). They are kept with
 * the outbox row, handed to the transport when it is sent (a calendar one as an invitation), reach
 * the .eml file and the SMTP server, and never show in the back office.
 */
let ctx: TestContext;
let smtp: TestSmtpServer;
let dir: string;

beforeAll(async () => {
  smtp = await testSmtpServer();
  // Mail is queued (a mail server is set); nothing runs the worker here but the tests.
  ctx = await createTestContext({ smtpUrl: smtp.url });
  dir = mkdtempSync(path.join(os.tmpdir(), "keyhold-attachments-"));
});
afterAll(async () => {
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Keyhold//test//EN",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:viewing-attachment-test",
  "DTSTAMP:20261201T090000Z",
  "DTSTART:20261201T103000Z",
  "DTEND:20261201T110000Z",
  "SUMMARY:Viewing",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

const message = (to: string): EmailMessage => ({
  to,
  kind: "test",
  subject: "With files",
  text: "See the files.",
  attachments: [
    { filename: "viewing.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: ICS },
    { filename: "notes.txt", contentType: "text/plain; charset=utf-8", content: "PLAIN-ATTACHMENT-BODY" },
  ],
});
const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@mail.example`;
const rowOf = async (to: string) =>
  (await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0];
const deliver = (transport: MailTransport) =>
  deliverDue({ db: ctx.database.db, logger: ctx.deps.logger, config: ctx.config }, transport, "test-holder");

/** The decoded base64 parts of a raw message, joined. */
const base64Parts = (raw: string) =>
  [...raw.matchAll(/Content-Transfer-Encoding: base64\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((m) => Buffer.from(m[1]!.replace(/\r\n/g, ""), "base64").toString("utf8"))
    .join("\n");

describe("attachments", () => {
  it("are kept with the row and reach the transport: the calendar one as an invitation", async () => {
    const to = unique("transport");
    await ctx.deps.mailer.send(message(to));
    const row = await rowOf(to);
    expect(row!.status).toBe("queued");
    expect(row!.attachments).toEqual(message(to).attachments);
    const seen: TransportMessage[] = [];
    const run = await deliver({
      async sendMail(m) {
        seen.push(m);
      },
    });
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const sent = seen.find((m) => m.to === to)!;
    expect(sent.icalEvent).toEqual({ method: "REQUEST", filename: "viewing.ics", content: ICS });
    expect(sent.attachments).toEqual([
      { filename: "notes.txt", contentType: "text/plain; charset=utf-8", content: "PLAIN-ATTACHMENT-BODY" },
    ]);
    // Text content only: nodemailer is told never to read a file or a URL for them.
    expect(sent).toMatchObject({ disableFileAccess: true, disableUrlAccess: true });
    expect((await rowOf(to))!.status).toBe("sent");
  });

  it("reach the .eml file (no SMTP_URL) and the SMTP server", async () => {
    const toFile = unique("file");
    await ctx.deps.mailer.send(message(toFile));
    await deliver(fileTransport(dir, createLogger("error")));
    const { id } = (await rowOf(toFile))!;
    const name = readdirSync(dir).find((f) => f.endsWith(`${id}.eml`))!;
    const eml = readFileSync(path.join(dir, name), "utf8");
    expect(eml).toMatch(new RegExp(`^To: ${toFile}\r$`, "m"));
    expect(eml).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST\r$/m);
    expect(eml).toMatch(/^Content-Type: application\/ics; name=viewing\.ics\r$/m);
    expect(eml).toMatch(/^Content-Disposition: attachment; filename=notes\.txt\r$/m);
    const decoded = base64Parts(eml);
    expect(decoded).toContain("UID:viewing-attachment-test");
    expect(`${eml}\n${decoded}`).toContain("PLAIN-ATTACHMENT-BODY");

    const toSmtp = unique("smtp");
    await ctx.deps.mailer.send(message(toSmtp));
    const transport = smtpTransport(smtp.url);
    await deliver(transport);
    transport.close?.();
    const [mail] = smtp.received.filter((m) => m.to.some((t) => t.includes(toSmtp)));
    expect(mail!.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(base64Parts(mail!.data)).toContain("UID:viewing-attachment-test");
  });

  it("are bounded: too many, too large or with a path for a name are refused and nothing is queued", async () => {
    const to = unique("bounded");
    const file = (over: Partial<{ filename: string; contentType: string; content: string }> = {}) => ({
      filename: "a.txt",
      contentType: "text/plain",
      content: "x",
      ...over,
    });
    const send = (attachments: ReturnType<typeof file>[]) =>
      ctx.deps.mailer.send({ to, kind: "test", subject: "s", text: "t", attachments });
    await expect(send([file(), file(), file(), file()])).rejects.toThrow(/At most 3/);
    await expect(send([file({ content: "x".repeat(MAX_ATTACHMENT_BYTES + 1) })])).rejects.toThrow(/larger/);
    await expect(send([file({ content: "é".repeat(MAX_ATTACHMENT_BYTES / 2 + 1) })])).rejects.toThrow(
      /larger/,
    );
    await expect(send([file({ filename: "../../etc/passwd" })])).rejects.toThrow(/name not allowed/);
    await expect(send([file({ contentType: "text/plain\r\nX-Injected: 1" })])).rejects.toThrow(
      /type not allowed/,
    );
    expect(await rowOf(to)).toBeUndefined();
    await send([file({ content: "x".repeat(MAX_ATTACHMENT_BYTES) })]);
    expect((await rowOf(to))!.attachments).toHaveLength(1);
  });

  it("never show in the back office's outbox", async () => {
    const to = unique("office");
    await ctx.deps.mailer.send(message(to));
    const admin = await signedInUser(ctx, "admin");
    const res = await requestAs(ctx, admin, `/api/admin/email?q=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(to);
    expect(text).not.toContain("PLAIN-ATTACHMENT-BODY");
    expect(text).not.toContain("VCALENDAR");
    expect(text).not.toContain("attachments");
  });
});
