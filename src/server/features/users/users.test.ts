import type { Role } from "@shared/permissions";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, users } from "../../db/schema";
import {
  createTestContext,
  postJson,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

let ctx: TestContext;

/** Signed-in users of these roles, new for the test that asks. */
const people = <R extends readonly Role[]>(...roles: R) =>
  Promise.all(roles.map((role) => signedInUser(ctx, role))) as Promise<{ [K in keyof R]: TestUser }>;

/** Each test signs its own people in, all from one address: the per-address sign-in limit is lifted. */
const manySignIns = {
  authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 900_000 } },
};

beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: true, ...manySignIns });
});

describe("who may call the admin endpoints", () => {
  const endpoints: {
    method: string;
    path: (id: string) => string;
    json?: unknown;
    feature: "users" | "logs";
  }[] = [
    { method: "GET", path: () => "/api/admin/users", feature: "users" },
    {
      method: "PATCH",
      path: (id) => `/api/admin/users/${id}/role`,
      json: { role: "landlord" },
      feature: "users",
    },
    { method: "POST", path: (id) => `/api/admin/users/${id}/suspend`, feature: "users" },
    { method: "POST", path: (id) => `/api/admin/users/${id}/restore`, feature: "users" },
    { method: "GET", path: () => "/api/admin/waitlist", feature: "users" },
    {
      method: "POST",
      path: () => "/api/admin/invitations",
      json: { email: "x@example.com" },
      feature: "users",
    },
    { method: "GET", path: () => "/api/admin/audit-logs", feature: "logs" },
    { method: "GET", path: () => "/api/admin/audit-logs/facets", feature: "logs" },
  ];
  for (const e of endpoints) {
    it(`${e.method} ${e.path(":id")}: anonymous 401, agent/landlord/tenant 403`, async () => {
      const [agent, landlord, tenant] = await people("agent", "landlord", "tenant");
      const as = { agent, landlord, tenant };
      const target = tenant.id;
      expect(
        (await requestAs(ctx, undefined, e.path(target), { method: e.method, json: e.json })).status,
      ).toBe(401);
      for (const role of ["agent", "landlord", "tenant"] as const) {
        expect(
          (await requestAs(ctx, as[role], e.path(target), { method: e.method, json: e.json })).status,
        ).toBe(403);
      }
    });
  }
});

describe("users admin", () => {
  it("lists, searches and filters users with a total", async () => {
    const [admin, , landlord] = await people("admin", "agent", "landlord", "tenant");
    const all = await requestAs(ctx, admin, "/api/admin/users?pageSize=2");
    expect(all.status).toBe(200);
    const page = (await all.json()) as { items: unknown[]; total: number };
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const byRole = (await (await requestAs(ctx, admin, "/api/admin/users?role=tenant")).json()) as {
      items: { role: string }[];
    };
    expect(byRole.items.every((u) => u.role === "tenant")).toBe(true);
    const byText = (await (
      await requestAs(ctx, admin, `/api/admin/users?q=${encodeURIComponent(landlord.email.slice(0, 12))}`)
    ).json()) as {
      items: { email: string }[];
    };
    expect(byText.items.map((u) => u.email)).toContain(landlord.email);
  });

  it("rejects a bad query with the field named", async () => {
    const [admin] = await people("admin");
    const res = await requestAs(ctx, admin, "/api/admin/users?pageSize=1000");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "pageSize",
    );
  });

  it("changes a role and writes the audit log", async () => {
    const [admin] = await people("admin");
    const user = await signedInUser(ctx, "tenant");
    const res = await requestAs(ctx, admin, `/api/admin/users/${user.id}/role`, {
      method: "PATCH",
      json: { role: "landlord" },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe("landlord");
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "role_change")));
    expect(entry).toMatchObject({
      action: "role_change",
      actorId: admin.id,
      details: { from: "tenant", to: "landlord" },
    });
    // The change applies to the user's live session at once.
    const session = (await (await requestAs(ctx, user, "/api/auth/session")).json()) as {
      user: { role: string };
    };
    expect(session.user.role).toBe("landlord");
  });

  it("answers 404 for an unknown user and 400 for an unknown role", async () => {
    const [admin, tenant] = await people("admin", "tenant");
    expect(
      (
        await requestAs(ctx, admin, "/api/admin/users/nope/role", {
          method: "PATCH",
          json: { role: "tenant" },
        })
      ).status,
    ).toBe(404);
    const bad = await requestAs(ctx, admin, `/api/admin/users/${tenant.id}/role`, {
      method: "PATCH",
      json: { role: "owner" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "role",
    );
  });

  it("suspending revokes every session at once; restoring lets the user sign in again", async () => {
    const [admin] = await people("admin");
    const user = await signedInUser(ctx, "landlord");
    const secondDevice = await postJson(ctx, "/api/auth/sign-in", {
      email: user.email,
      password: "correct-horse-battery",
    });
    expect(secondDevice.status).toBe(200);
    const res = await requestAs(ctx, admin, `/api/admin/users/${user.id}/suspend`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(
      (await requestAs(ctx, user, "/api/me", { method: "PATCH", json: { name: "Still here" } })).status,
    ).toBe(401);
    const signIn = await postJson(ctx, "/api/auth/sign-in", {
      email: user.email,
      password: "correct-horse-battery",
    });
    expect(signIn.status).toBe(403);
    expect(
      (await requestAs(ctx, admin, `/api/admin/users/${user.id}/restore`, { method: "POST" })).status,
    ).toBe(200);
    expect(
      (await postJson(ctx, "/api/auth/sign-in", { email: user.email, password: "correct-horse-battery" }))
        .status,
    ).toBe(200);
  });

  it("never leaves the platform without an active admin", async () => {
    const solo = await createTestContext();
    const admin = await signedInUser(solo, "admin");
    const demote = await requestAs(solo, admin, `/api/admin/users/${admin.id}/role`, {
      method: "PATCH",
      json: { role: "tenant" },
    });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as { error: { code: string } }).error.code).toBe("last_admin");
    const other = await signedInUser(solo, "admin");
    expect(
      (await requestAs(solo, admin, `/api/admin/users/${other.id}/suspend`, { method: "POST" })).status,
    ).toBe(200);
    expect(
      (await requestAs(solo, admin, `/api/admin/users/${admin.id}/suspend`, { method: "POST" })).status,
    ).toBe(409);
    const [row] = await solo.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: "admin", banned: false });
  });

  it("invites by e-mail with a working sign-up link when sign-up is by invitation", async () => {
    const invite = await createTestContext({ signupMode: "invite" });
    const admin = await signedInUser(invite, "admin");
    const body = {
      name: "Ivy Invited",
      email: "ivy@example.com",
      password: "long-enough-pw",
      role: "tenant",
    };
    const refused = await postJson(invite, "/api/auth/sign-up", body);
    expect(refused.status).toBe(400);
    expect(
      ((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty("inviteToken");
    expect(
      (
        await requestAs(invite, admin, "/api/admin/invitations", {
          method: "POST",
          json: { email: "ivy@example.com", role: "tenant" },
        })
      ).status,
    ).toBe(201);
    const [mail] = await invite.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "ivy@example.com"));
    const token = decodeURIComponent(/invite=([^&\s]+)/.exec(mail!.text)![1]!);
    expect(
      (
        await postJson(invite, "/api/auth/sign-up", {
          ...body,
          inviteToken: token,
          email: "other@example.com",
        })
      ).status,
    ).toBe(400);
    expect((await postJson(invite, "/api/auth/sign-up", { ...body, inviteToken: token })).status).toBe(201);
    expect(
      (
        await postJson(invite, "/api/auth/sign-up", {
          ...body,
          email: "ivy2@example.com",
          inviteToken: token,
        })
      ).status,
    ).toBe(400);
  });
});

describe("audit log", () => {
  it("filters by actor, action, entity and date range, newest first", async () => {
    const [admin, agent] = await people("admin", "agent");
    const res = await requestAs(
      ctx,
      admin,
      `/api/admin/audit-logs?action=sign_in&actor=${encodeURIComponent(agent.email)}`,
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      items: { action: string; actorEmail: string; at: string }[];
      total: number;
    };
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items.every((e) => e.action === "sign_in" && e.actorEmail === agent.email)).toBe(true);
    const all = (await (await requestAs(ctx, admin, "/api/admin/audit-logs?pageSize=50")).json()) as {
      items: { at: string }[];
    };
    const times = all.items.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const future = (await (await requestAs(ctx, admin, "/api/admin/audit-logs?from=2199-01-01")).json()) as {
      total: number;
    };
    expect(future.total).toBe(0);
  });

  it("reads from and to as London calendar days", async () => {
    const [admin] = await people("admin");
    const entity = `london-day-${crypto.randomUUID()}`;
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (summer time).
    await ctx.database.db
      .insert(auditLog)
      .values({ action: "test", entity, at: new Date("2026-07-01T23:30:00Z"), details: {} });
    const count = async (range: string) =>
      (
        (await (await requestAs(ctx, admin, `/api/admin/audit-logs?entity=${entity}&${range}`)).json()) as {
          total: number;
        }
      ).total;
    expect(await count("from=2026-07-02&to=2026-07-02")).toBe(1);
    expect(await count("from=2026-07-01&to=2026-07-01")).toBe(0);
    expect(await count("to=2026-07-01")).toBe(0);
    expect(await count("from=2026-07-02")).toBe(1);
  });

  it("rejects an inverted date range naming the field", async () => {
    const [admin] = await people("admin");
    const res = await requestAs(ctx, admin, "/api/admin/audit-logs?from=2026-02-01&to=2026-01-01");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "to",
    );
  });
});

describe("profile", () => {
  it("updates my own name and phone only", async () => {
    const me = await signedInUser(ctx, "tenant");
    const res = await requestAs(ctx, me, "/api/me", {
      method: "PATCH",
      json: { name: "Renamed Person", phone: "+44 7700 900999" },
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ name: "Renamed Person", phone: "+44 7700 900999", role: "tenant" });
    const sneaky = await requestAs(ctx, me, "/api/me", {
      method: "PATCH",
      json: { role: "admin", name: "Sneaky" },
    });
    expect(sneaky.status).toBe(200);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(after!.role).toBe("tenant");
    expect(
      (await requestAs(ctx, undefined, "/api/me", { method: "PATCH", json: { name: "Anon" } })).status,
    ).toBe(401);
  });

  it("changes the password only with the current one", async () => {
    const me = await signedInUser(ctx, "agent");
    const wrong = await requestAs(ctx, me, "/api/me/password", {
      method: "POST",
      json: { currentPassword: "nope-nope", newPassword: "new-password-1" },
    });
    expect(wrong.status).toBe(400);
    expect(
      ((await wrong.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty("currentPassword");
    const ok = await requestAs(ctx, me, "/api/me/password", {
      method: "POST",
      json: { currentPassword: "correct-horse-battery", newPassword: "new-password-1" },
    });
    expect(ok.status).toBe(200);
    expect(
      (await postJson(ctx, "/api/auth/sign-in", { email: me.email, password: "new-password-1" })).status,
    ).toBe(200);
  });
});
