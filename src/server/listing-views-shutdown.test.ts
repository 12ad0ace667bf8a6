import { mkdtempSync, realpathSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { listingViews } from "./db/schema";
import { validInput } from "./features/properties/properties.factories";
import { type ServerProcess, spawnNode } from "./test/processes";

/**
 * Issue 19: listing views are counted in memory and written every few seconds; a real server
 * process stopped with SIGTERM writes what it counted before it exits.
 */
const dataDir = realpathSync(mkdtempSync(path.join(tmpdir(), "keyhold-views-")));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
});

/** A port nothing listens on right now (the OS's pick, released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

// The process runs the embedded engine (DATA_DIR): the PostgreSQL pass would only repeat this.
describe.skipIf(Boolean(process.env.DATABASE_URL))("listing views at shutdown", () => {
  it("SIGTERM writes the views counted since the last flush", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawnNode({ DATA_DIR: dataDir, PORT: String(port) });
    await server.waitFor(/"listening"/, 240_000);

    const signUp = await fetch(`${base}/api/auth/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "View Landlord",
        email: `views-${Date.now()}@test.example`,
        password: "correct-horse-battery",
        role: "landlord",
      }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    const created = await fetch(`${base}/api/manage/properties`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(validInput({ status: "available", published: true })),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { property } = (await created.json()) as { property: { id: string } };

    const n = 6;
    for (let i = 0; i < n; i++)
      expect((await fetch(`${base}/api/properties/${property.id}`)).status).toBe(200);
    // Well inside the flush interval: nothing written yet, so only the shutdown can write them.
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);

    const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    try {
      const rows = await database.db
        .select()
        .from(listingViews)
        .where(eq(listingViews.propertyId, property.id));
      expect(rows.reduce((sum, r) => sum + r.views, 0)).toBe(n);
    } finally {
      await database.close();
    }
  }, 400_000);
});
