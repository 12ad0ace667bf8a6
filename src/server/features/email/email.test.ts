import type { OutboxEntry, OutboxPage } from "@shared/schemas/email";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { auditLog, emailOutbox } from "../../db/schema";
import { startOutboxWorker } from "../../email/worker";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { type TestSmtpServer, testSmtpServer } from "../../test/smtp-server";

/** The back office's view of the outbox: failed and queued mail, and "retry now". */
let ctx: TestContext;
let smtp: TestSmtpServer;
let admin: TestUser;

beforeAll(async () => {
  smtp = await testSmtpServer();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  admin = await signedInUser(ctx, "admin");
});
afterAll(async () => {
  await smtp.stop();
});

/** A message that failed every attempt (its body holds a secret the list must never show). */
async function failedMail(to: string) {
  const [row] = await ctx.database.db
    .insert(emailOutbox)
    .values({
      to,
      subject: "Your reset link",
      text: "Secret link: https://example.com/reset-password?token=SECRET",
      kind: "password_reset",
      status: "failed",
      attempts: 8,
      error: "Error: connect ECONNREFUSED 127.0.0.1:25",
    })
    .returning();
  return row!;
}

describe("GET /api/admin/email", () => {
  it("lists failed mail with attempts and last error, counts per status, never the body", async () => {
    const row = await failedMail("failed-list@mail.example");
    const res = await requestAs(ctx, admin, "/api/admin/email?status=failed");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("SECRET");
    const page = JSON.parse(text) as OutboxPage;
    expect(page.delivering).toBe(true);
    expect(page.maxAttempts).toBe(8);
    expect(page.counts.failed).toBeGreaterThanOrEqual(1);
    const item = page.items.find((i) => i.id === row.id);
    expect(item).toMatchObject({
      status: "failed",
      attempts: 8,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(page.items.every((i) => i.status === "failed")).toBe(true);
    // By recipient (LIKE wildcards are literal).
    await failedMail("other_person@mail.example");
    const found = (await (
      await requestAs(ctx, admin, "/api/admin/email?q=FAILED-LIST")
    ).json()) as OutboxPage;
    expect(found.items.map((i) => i.to)).toEqual(["failed-list@mail.example"]);
    const literal = (await (await requestAs(ctx, admin, "/api/admin/email?q=r_p")).json()) as OutboxPage;
    expect(literal.items.map((i) => i.to)).toEqual(["other_person@mail.example"]);
  });

  it("answers 400 naming the field for an unknown status; other roles are refused", async () => {
    const bad = await requestAs(ctx, admin, "/api/admin/email?status=lost");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.status).toMatch(
      /Status must be one of/,
    );
    for (const role of ["agent", "landlord", "tenant"] as const) {
      const user = await signedInUser(ctx, role);
      expect((await requestAs(ctx, user, "/api/admin/email")).status, role).toBe(403);
    }
    expect((await requestAs(ctx, undefined, "/api/admin/email")).status).toBe(401);
  });
});

describe("POST /api/admin/email/{id}/retry", () => {
  it("requeues a failed message with fresh attempts, audit-logs it, and the worker delivers it", async () => {
    const worker = startOutboxWorker(ctx.deps);
    onTestFinished(() => worker.stop());
    const row = await failedMail("retry-now@mail.example");
    const res = await requestAs(ctx, admin, `/api/admin/email/${row.id}/retry`, { method: "POST" });
    expect(res.status).toBe(200);
    const { message } = (await res.json()) as { message: OutboxEntry };
    expect(message).toMatchObject({ status: "queued", attempts: 0 });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "email_retry"), eq(auditLog.entityId, row.id)));
    expect(entry).toMatchObject({ actorId: admin.id, entity: "email" });
    expect(entry!.details).toMatchObject({ to: "retry-now@mail.example", from: "failed", attempts: 8 });
    await vi.waitFor(
      async () => {
        const [now] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
        expect(now!.status).toBe("sent");
      },
      { timeout: 10_000, interval: 25 },
    );
    expect(smtp.received.filter((m) => m.to.some((t) => t.includes("retry-now@")))).toHaveLength(1);
    // Sent mail cannot be retried (no duplicates from a double click).
    const again = await requestAs(ctx, admin, `/api/admin/email/${row.id}/retry`, { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("404 for an unknown id, 400 for a malformed one, 403 for non-admins", async () => {
    const unknown = await requestAs(ctx, admin, `/api/admin/email/${crypto.randomUUID()}/retry`, {
      method: "POST",
    });
    expect(unknown.status).toBe(404);
    expect((await requestAs(ctx, admin, "/api/admin/email/nope/retry", { method: "POST" })).status).toBe(400);
    const row = await failedMail("not-yours@mail.example");
    const agent = await signedInUser(ctx, "agent");
    expect((await requestAs(ctx, agent, `/api/admin/email/${row.id}/retry`, { method: "POST" })).status).toBe(
      403,
    );
    const [still] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(still!.status).toBe("failed");
  });
});

describe("without SMTP_URL", () => {
  let offline: TestContext;
  beforeAll(async () => {
    offline = await createTestContext({ smtpUrl: undefined });
  });

  it("retry answers 409 and says why; the list says nothing is delivered", async () => {
    const offAdmin = await signedInUser(offline, "admin");
    await offline.deps.mailer.send({ to: "kept@mail.example", kind: "test", subject: "Kept", text: "Body" });
    const page = (await (await requestAs(offline, offAdmin, "/api/admin/email")).json()) as OutboxPage;
    expect(page.delivering).toBe(false);
    const kept = page.items.find((i) => i.to === "kept@mail.example")!;
    expect(kept.status).toBe("logged");
    const res = await requestAs(offline, offAdmin, `/api/admin/email/${kept.id}/retry`, { method: "POST" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/SMTP_URL/);
  });
});
