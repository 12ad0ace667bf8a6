import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, properties } from "../db/schema";
import { createTestContext, postJson, signedInUser, type TestContext, type TestUser } from "../test/harness";
import { isStorageFull, STORAGE_FULL_MESSAGE } from "./storage-health";

/** Disk-full behaviour (issue 13 item 18), without mounting anything. */
let ctx: TestContext;
let landlord: TestUser;
const enospc = () =>
  Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });

interface Health {
  status: string;
  storage: { status: string; message?: string };
}

beforeAll(async () => {
  ctx = await createTestContext({
    dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-disk-")),
    trustProxy: true,
  });
  landlord = await signedInUser(ctx, "landlord");
});

describe("storage trouble", () => {
  it("recognises ENOSPC, EDQUOT and PostgreSQL disk_full, also as a cause", () => {
    expect(isStorageFull(enospc())).toBe(true);
    expect(isStorageFull(new Error("query failed", { cause: { code: "53100" } }))).toBe(true);
    expect(isStorageFull({ code: "EDQUOT" })).toBe(true);
    expect(isStorageFull(new Error("unique violation", { cause: { code: "23505" } }))).toBe(false);
  });

  it("health is ok with room to spare, and 503 naming low space when under STORAGE_MIN_FREE_MB", async () => {
    // A context of its own: another test here fills the disk of the shared one on purpose.
    const roomy = await createTestContext({ dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-disk-")) });
    const fine = await roomy.app.request("/api/health");
    expect(fine.status).toBe(200);
    expect(((await fine.json()) as Health).storage).toEqual({ status: "ok" });
    // A threshold above the real free space of this machine.
    const strict = await createTestContext({
      dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-disk-")),
      storageMinFreeBytes: Number.MAX_SAFE_INTEGER,
    });
    const low = await strict.app.request("/api/health");
    expect(low.status).toBe(503);
    const body = (await low.json()) as Health;
    expect(body.status).toBe("error");
    expect(body.storage.status).toBe("low");
    expect(body.storage.message).toMatch(/Free disk space is low: \d+ MB left/);
  });

  it("an upload the storage layer refuses with ENOSPC answers 507 saying storage is full; health reports it", async () => {
    const [p] = await ctx.database.db
      .insert(properties)
      .values({
        landlordId: landlord.id,
        title: "Full Disk flat",
        type: "flat",
        addressLine1: "1 Full Street",
        city: "Leeds",
        postcode: "LS1 1AA",
        bedrooms: 1,
        bathrooms: 1,
        rentAmount: 90_000,
        rentPcm: 90_000,
      })
      .returning({ id: properties.id });
    const real = ctx.deps.storage;
    ctx.deps.storage = { ...real, put: async () => Promise.reject(enospc()) };
    try {
      const sharp = (await import("sharp")).default;
      const jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: "#888" } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "room.jpg");
      const res = await ctx.app.request(`/api/manage/properties/${p!.id}/images`, {
        method: "POST",
        headers: { cookie: landlord.cookie },
        body: form,
      });
      expect(res.status).toBe(507);
      expect(await res.json()).toEqual({ error: { code: "storage_full", message: STORAGE_FULL_MESSAGE } });
    } finally {
      ctx.deps.storage = real;
    }
    const health = await ctx.app.request("/api/health");
    expect(health.status).toBe(503);
    const body = (await health.json()) as Health;
    expect(body.storage.status).toBe("full");
    expect(body.storage.message).toMatch(/disk was full/);
  });

  it("a database write refused with SQLSTATE 53100 (disk_full) answers 507 and stores nothing", async () => {
    const db = await createTestContext({ trustProxy: true });
    await db.database.db.execute(sql`
      create function keyhold_test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`);
    await db.database.db.execute(sql`
      create trigger keyhold_test_disk_full before insert on contact_messages
      for each row execute function keyhold_test_disk_full()`);
    const res = await postJson(
      db,
      "/api/contact",
      {
        name: "Disk Full",
        email: "full@example.com",
        topic: "landlord",
        message: "Is there room for my message?",
      },
      { "x-forwarded-for": "192.0.2.200" },
    );
    expect(res.status).toBe(507);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("storage_full");
    expect((await db.database.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(0);
    expect(((await (await db.app.request("/api/health")).json()) as Health).storage.status).toBe("full");
  });
});
