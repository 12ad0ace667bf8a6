import type { Tenancy } from "@shared/schemas/tenancies";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, properties, users } from "../../db/schema";
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
let admin: TestUser;

async function newProperty(title: string) {
  const [row] = await ctx.database.db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      title,
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
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  [landlord, otherLandlord, admin] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "admin"),
  ]);
});

const newTenancy = (propertyId: string, email: string, extra: Record<string, unknown> = {}) => ({
  propertyId,
  tenantEmail: email,
  startDate: "2026-01-01",
  rentAmount: 90_000,
  rentFrequency: "monthly",
  dueDay: 1,
  ...extra,
});

async function create(email: string, extra: Record<string, unknown> = {}) {
  const propertyId = await newProperty(`Invite Flat ${crypto.randomUUID().slice(0, 6)}`);
  const res = await requestAs(ctx, landlord, "/api/tenancies", {
    method: "POST",
    json: newTenancy(propertyId, email, extra),
  });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return { status: res.status, body: JSON.parse(text) as { tenancy: Tenancy } };
}

/** The newest invitation link e-mailed to the address. */
async function inviteLink(email: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  expect(mail?.kind).toBe("tenancy_invitation");
  return new URL(/(https?:\/\/\S+)/.exec(mail!.text)![1]!);
}
const tokenOf = async (email: string) => (await inviteLink(email)).searchParams.get("token")!;

const accept = (who: { cookie: string } | TestUser, body: unknown) =>
  ctx.app.request("/api/tenancy-invitations/accept", {
    method: "POST",
    headers: { cookie: who.cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const pending = async (who: { cookie: string }) =>
  (await (await ctx.app.request("/api/tenancy-invitations", { headers: { cookie: who.cookie } })).json()) as {
    emailVerified: boolean;
    items: { invitationId: string; tenancy: { id: string } }[];
  };
const tenancyIds = async (who: { cookie: string }) =>
  (
    (await (await ctx.app.request("/api/tenancies", { headers: { cookie: who.cookie } })).json()) as {
      items: Tenancy[];
    }
  ).items.map((t) => t.id);

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const res = await postJson(ctx, "/api/auth/sign-up", {
    name: "Nina New",
    email,
    password: "correct-horse-battery",
    role: "tenant",
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string; role: string } };
  return { id: user.id, role: user.role, cookie: cookieFrom(res) };
}

/** The parts of a create answer that could tell one e-mail from another. */
const shape = (t: Tenancy) => ({
  ...t,
  id: "-",
  property: "-",
  createdAt: "-",
  updatedAt: "-",
  invitation: { email: t.invitation?.email ? "set" : null, expires: typeof t.invitation?.expiresAt },
});

describe("creating a tenancy tells nothing about the tenant's e-mail and attaches nobody", () => {
  it("answers the same for a tenant's, a landlord's, an admin's and an unknown e-mail, and e-mails each", async () => {
    const tenant = await signedInUser(ctx, "tenant");
    const emails = [tenant.email, otherLandlord.email, admin.email, "nobody-yet@test.example"];
    const answers = [];
    for (const email of emails) answers.push(await create(email));
    const first = answers[0]!;
    for (const a of answers) {
      expect(a.status).toBe(201);
      expect(a.body.tenancy.tenant).toBeNull();
      expect(shape(a.body.tenancy)).toEqual(shape(first.body.tenancy));
      expect(Object.keys(a.body)).toEqual(["tenancy"]);
    }
    // The same e-mail to each address, whether or not it has an account (only the link differs).
    const texts = await Promise.all(
      emails.map(async (email) => {
        const link = await inviteLink(email);
        const [mail] = await ctx.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.to, email))
          .orderBy(desc(emailOutbox.createdAt))
          .limit(1);
        return mail!.text.replace(link.toString(), "<link>");
      }),
    );
    expect(new Set(texts).size).toBe(1);
  });

  it("never attaches an existing tenant account: activating shows the landlord nothing of them", async () => {
    const tenant = await signedInUser(ctx, "tenant", { name: "Private Person" });
    const { body } = await create(tenant.email);
    const id = body.tenancy.id;
    const activated = await requestAs(ctx, landlord, `/api/tenancies/${id}/status`, {
      method: "POST",
      json: { status: "active" },
    });
    expect(activated.status).toBe(200);
    const seen = ((await activated.json()) as { tenancy: Tenancy }).tenancy;
    expect(seen.tenant).toBeNull();
    expect(JSON.stringify(seen)).not.toContain("Private Person");
    // The tenant is not joined until they accept: the tenancy is not theirs to read yet.
    expect(await tenancyIds(tenant)).toEqual([]);
    expect((await requestAs(ctx, tenant, `/api/tenancies/${id}`)).status).toBe(404);
    expect(
      (
        await requestAs(ctx, tenant, `/api/tenancies/${id}/payments/report`, {
          method: "POST",
          json: { amount: 90_000, paidOn: "2026-01-02", method: "bank_transfer" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("accepting an invitation", () => {
  it("an existing tenant opening the link while signed in joins the tenancy; the link is then spent", async () => {
    const tenant = await signedInUser(ctx, "tenant");
    const { body } = await create(tenant.email);
    const link = await inviteLink(tenant.email);
    expect(link.pathname).toBe("/tenancy-invitation");
    const token = link.searchParams.get("token")!;

    // Someone else (another tenant, or a landlord) holding the link gains nothing.
    const stranger = await signedInUser(ctx, "tenant");
    const wrong = await accept(stranger, { token });
    expect(wrong.status).toBe(400);
    expect(
      ((await wrong.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty("token");
    expect((await accept(otherLandlord, { token })).status).toBe(403);
    expect(await tenancyIds(stranger)).toEqual([]);

    const res = await accept(tenant, { token });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: Tenancy[] };
    expect(items.map((t) => t.id)).toEqual([body.tenancy.id]);
    expect(items[0]!.tenant).toMatchObject({ id: tenant.id });
    const landlordView = await requestAs(ctx, landlord, `/api/tenancies/${body.tenancy.id}`);
    expect(((await landlordView.json()) as { tenancy: Tenancy }).tenancy.tenant?.id).toBe(tenant.id);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, body.tenancy.id), eq(auditLog.action, "tenant_linked")));
    expect(entry?.actorId).toBe(tenant.id);
    expect((await accept(tenant, { token })).status).toBe(400);
  });

  it("a fresh sign-up with the invited e-mail but without the link proves nothing until the link is opened", async () => {
    const email = "registers.first@test.example";
    const { body } = await create(email);
    const account = await signUp(email);
    // Sign-up sends no e-mail, so the address is not proven: no details, no accepting by id.
    const list = await pending(account);
    expect(list).toEqual({ emailVerified: false, items: [] });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.emailVerified).toBe(false);
    const byId = await accept(account, { invitationId: crypto.randomUUID() });
    expect(byId.status).toBe(403);
    expect(await tenancyIds(account)).toEqual([]);
    // The link proves it: joined, and the e-mail now counts as proven.
    const res = await accept(account, { token: await tokenOf(email) });
    expect(res.status).toBe(200);
    expect(await tenancyIds(account)).toEqual([body.tenancy.id]);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, account.id));
    expect(after?.emailVerified).toBe(true);
  });

  it("a newcomer signing up through the link joins at once, even choosing the wrong role", async () => {
    const email = "new.tenant@test.example";
    const { body } = await create(email);
    const token = await tokenOf(email);
    // Signing up with the token under another e-mail links nothing.
    const intruder = await signUp("intruder@test.example", { inviteToken: token });
    expect(await tenancyIds(intruder)).toEqual([]);
    const account = await signUp(email, { role: "landlord", inviteToken: token });
    expect(account.role).toBe("tenant");
    expect(await tenancyIds(account)).toEqual([body.tenancy.id]);
    // Their e-mail is proven: the next invitation waits on their home, accepted by id.
    const second = await create(email);
    const list = await pending(account);
    expect(list.emailVerified).toBe(true);
    expect(list.items.map((i) => i.tenancy.id)).toEqual([second.body.tenancy.id]);
    expect((await accept(account, { invitationId: list.items[0]!.invitationId })).status).toBe(200);
    expect((await tenancyIds(account)).sort()).toEqual([body.tenancy.id, second.body.tenancy.id].sort());
  });

  it("a proven account sees its pending invitations, not other people's, and can't accept an ended one", async () => {
    const tenant = await signedInUser(ctx, "tenant");
    const other = await signedInUser(ctx, "tenant");
    const mine = await create(tenant.email);
    const theirs = await create(other.email);
    const list = await pending(tenant);
    expect(list.items.map((i) => i.tenancy.id)).toEqual([mine.body.tenancy.id]);
    const theirList = await pending(other);
    expect((await accept(tenant, { invitationId: theirList.items[0]!.invitationId })).status).toBe(404);
    // The landlord withdraws (ends) the draft: it is no longer offered or accepted.
    await requestAs(ctx, landlord, `/api/tenancies/${theirs.body.tenancy.id}/status`, {
      method: "POST",
      json: { status: "ended" },
    });
    expect((await pending(other)).items).toEqual([]);
    expect((await accept(other, { token: await tokenOf(other.email) })).status).toBe(409);
    expect(await tenancyIds(other)).toEqual([]);
    // Only tenants have a list.
    expect((await requestAs(ctx, landlord, "/api/tenancy-invitations")).status).toBe(403);
  });
});

describe("send again", () => {
  it("e-mails a fresh link to an address with or without an account, and never links by itself", async () => {
    const tenant = await signedInUser(ctx, "tenant");
    for (const email of [tenant.email, "late.tenant@test.example"]) {
      const { body } = await create(email);
      const path = `/api/tenancies/${body.tenancy.id}/invitation`;
      const oldToken = await tokenOf(email);
      // Only staff of the property may do it.
      expect((await requestAs(ctx, otherLandlord, path, { method: "POST" })).status).toBe(404);
      const resent = await requestAs(ctx, landlord, path, { method: "POST" });
      expect(resent.status).toBe(200);
      const answer = (await resent.json()) as { outcome: string; tenancy: Tenancy };
      expect(answer.outcome).toBe("invited");
      expect(answer.tenancy.tenant).toBeNull();
      const newToken = await tokenOf(email);
      expect(newToken).not.toBe(oldToken);
      const who = email === tenant.email ? tenant : await signUp(email);
      // The replaced link no longer works; the new one does.
      expect((await accept(who, { token: oldToken })).status).toBe(400);
      expect((await accept(who, { token: newToken })).status).toBe(200);
      expect(await tenancyIds(who)).toContain(body.tenancy.id);
      expect((await requestAs(ctx, landlord, path, { method: "POST" })).status).toBe(409);
    }
  });

  it("lists an invited tenancy to its landlord, searchable by the invited e-mail, not to others", async () => {
    const email = "searchable.invitee@test.example";
    await create(email);
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
});
