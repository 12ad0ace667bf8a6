import type { Tenancy } from "@shared/schemas/tenancies";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, properties } from "../../db/schema";
import {
  cookieFrom,
  createTestContext,
  postJson,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

let ctx: TestContext;
let landlord: TestUser;
let otherLandlord: TestUser;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [landlord, otherLandlord] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "landlord"),
  ]);
  const [row] = await ctx.database.db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      title: "Invite Flat",
      type: "flat",
      status: "available",
      addressLine1: "2 Test Street",
      city: "Leeds",
      postcode: "LS1 1AA",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 90_000,
      rentPcm: 90_000,
    })
    .returning({ id: properties.id });
  propertyId = row!.id;
});

const newTenancy = (email: string, invite: boolean) => ({
  propertyId,
  tenantEmail: email,
  invite,
  startDate: "2026-01-01",
  rentAmount: 90_000,
  rentFrequency: "monthly",
  dueDay: 1,
});

async function inviteLink(email: string) {
  const [mail] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  expect(mail?.kind).toBe("tenancy_invitation");
  return new URL(/(https?:\/\/\S+)/.exec(mail!.text)![1]!);
}

describe("inviting a tenant without an account", () => {
  it("refuses an unknown e-mail without invite, and a landlord's e-mail even with it", async () => {
    const plain = await requestAs(ctx, landlord, "/api/tenancies", {
      method: "POST",
      json: newTenancy("nobody-yet@test.example", false),
    });
    expect(plain.status).toBe(400);
    const notTenant = await requestAs(ctx, landlord, "/api/tenancies", {
      method: "POST",
      json: newTenancy(otherLandlord.email, true),
    });
    expect(notTenant.status).toBe(400);
    expect(
      ((await notTenant.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty("tenantEmail");
  });

  it("creates the tenancy with an invitation, e-mails a link, and links the tenant who signs up with it", async () => {
    const email = "new.tenant@test.example";
    const res = await requestAs(ctx, landlord, "/api/tenancies", {
      method: "POST",
      json: newTenancy(email, true),
    });
    expect(res.status).toBe(201);
    const { tenancy } = (await res.json()) as { tenancy: Tenancy };
    expect(tenancy.tenant).toBeNull();
    expect(tenancy.invitation).toMatchObject({ email });
    const link = await inviteLink(email);
    expect(link.pathname).toBe("/register");
    expect(link.searchParams.get("role")).toBe("tenant");
    const token = link.searchParams.get("invite")!;

    // Someone else signing up with the token under another e-mail gains nothing.
    const intruder = await postJson(ctx, "/api/auth/sign-up", {
      name: "Intruder",
      email: "intruder@test.example",
      password: "correct-horse-battery",
      role: "tenant",
      inviteToken: token,
    });
    expect(intruder.status).toBe(201);
    const intruderList = await ctx.app.request("/api/tenancies", {
      headers: { cookie: cookieFrom(intruder) },
    });
    expect(((await intruderList.json()) as { items: unknown[] }).items).toEqual([]);

    // The invitee signs up (even choosing "landlord" by mistake) and is the tenancy's tenant.
    const signUp = await postJson(ctx, "/api/auth/sign-up", {
      name: "Nina New",
      email,
      password: "correct-horse-battery",
      role: "landlord",
      inviteToken: token,
    });
    expect(signUp.status).toBe(201);
    const { user } = (await signUp.json()) as { user: { id: string; role: string } };
    expect(user.role).toBe("tenant");
    const mine = await ctx.app.request(`/api/tenancies/${tenancy.id}`, {
      headers: { cookie: cookieFrom(signUp) },
    });
    expect(mine.status).toBe(200);
    const linked = ((await mine.json()) as { tenancy: Tenancy }).tenancy;
    expect(linked.tenant).toMatchObject({ id: user.id, name: "Nina New", email });
    expect(linked.invitation).toBeNull();
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tenancy.id), eq(auditLog.action, "tenant_linked")));
    expect(entry?.actorId).toBe(user.id);

    // The token is spent.
    const again = await postJson(ctx, "/api/auth/sign-up", {
      name: "Again",
      email: "again@test.example",
      password: "correct-horse-battery",
      role: "tenant",
      inviteToken: token,
    });
    expect(again.status).toBe(201);
  });

  it("lists an invited tenancy to its landlord, searchable by the invited e-mail, not to others", async () => {
    const email = "searchable.invitee@test.example";
    expect(
      (await requestAs(ctx, landlord, "/api/tenancies", { method: "POST", json: newTenancy(email, true) }))
        .status,
    ).toBe(201);
    const list = await requestAs(
      ctx,
      landlord,
      `/api/tenancies?q=${encodeURIComponent("searchable.invitee")}`,
    );
    const { items } = (await list.json()) as { items: Tenancy[] };
    expect(items.map((t) => t.invitation?.email)).toEqual([email]);
    const other = await requestAs(ctx, otherLandlord, "/api/tenancies");
    expect(((await other.json()) as { items: Tenancy[] }).items).toEqual([]);
  });

  it("re-sends an expired invitation with a fresh link, or links a tenant who signed up without it", async () => {
    const email = "late.tenant@test.example";
    const res = await requestAs(ctx, landlord, "/api/tenancies", {
      method: "POST",
      json: newTenancy(email, true),
    });
    const { tenancy } = (await res.json()) as { tenancy: Tenancy };
    const path = `/api/tenancies/${tenancy.id}/invitation`;
    // Only staff of the property may do it.
    expect((await requestAs(ctx, otherLandlord, path, { method: "POST" })).status).toBe(404);
    const resent = await requestAs(ctx, landlord, path, { method: "POST" });
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as { outcome: string }).outcome).toBe("invited");
    const sent = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(emailOutbox.createdAt);
    expect(sent).toHaveLength(2);
    // The first link was replaced: signing up with it links nothing.
    const oldToken = new URL(/(https?:\/\/\S+)/.exec(sent[0]!.text)![1]!).searchParams.get("invite");
    const signUp = await postJson(ctx, "/api/auth/sign-up", {
      name: "Late Tenant",
      email,
      password: "correct-horse-battery",
      role: "tenant",
      inviteToken: oldToken,
    });
    expect(signUp.status).toBe(201);
    const before = await requestAs(ctx, landlord, `/api/tenancies/${tenancy.id}`);
    expect(((await before.json()) as { tenancy: Tenancy }).tenancy.tenant).toBeNull();
    // They have a tenant account now: the landlord's next try links it.
    const linked = await requestAs(ctx, landlord, path, { method: "POST" });
    const body = (await linked.json()) as { outcome: string; tenancy: Tenancy };
    expect(body.outcome).toBe("linked");
    expect(body.tenancy.tenant?.email).toBe(email);
    expect((await requestAs(ctx, landlord, path, { method: "POST" })).status).toBe(409);
  });
});
