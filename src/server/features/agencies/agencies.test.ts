import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

const agencyBody = (name: string) => ({
  name,
  addressLine1: "14 Quay Street",
  city: "Bristol",
  postcode: "bs14db",
  redressScheme: "The Property Ombudsman",
  redressNumber: "D06512",
  cmpScheme: "Propertymark CMP",
  cmpNumber: "C0098231",
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const call = async <T>(user: TestUser, path: string, method = "GET", json?: unknown) => {
  const res = await requestAs(ctx, user, path, { method, json });
  return { status: res.status, body: (await res.json()) as T };
};

/** The token of the last e-mailed link to `email` (invitation links carry `token=`). */
async function lastToken(email: string) {
  const rows = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const text = rows.at(-1)!.text;
  return decodeURIComponent(/token=([^&\s]+)/.exec(text)![1]!);
}

describe("agencies", () => {
  it("an agent creates an agency, invites an agent who accepts, landlords engage both ways, and agency B sees nothing of A", async () => {
    const [owner, invitee, otherOwner, landlord, landlord2] = await Promise.all([
      signedInUser(ctx, "agent"),
      signedInUser(ctx, "agent"),
      signedInUser(ctx, "agent"),
      signedInUser(ctx, "landlord"),
      signedInUser(ctx, "landlord"),
    ]);
    const created = await call<{ agency: { id: string; postcode: string }; role: string }>(
      owner,
      "/api/agency",
      "POST",
      agencyBody("Harbour Lets"),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: "owner", agency: { postcode: "BS1 4DB" } });
    const agencyId = created.body.agency.id;
    expect((await call(owner, "/api/agency", "POST", agencyBody("Second"))).status).toBe(409);
    const b = await call<{ agency: { id: string } }>(
      otherOwner,
      "/api/agency",
      "POST",
      agencyBody("Northgate"),
    );
    const agencyB = b.body.agency.id;

    // Invitation by e-mail; the invitee accepts with the token; a wrong token is a field error.
    expect(
      (await call(owner, "/api/agency/invitations", "POST", { email: invitee.email, role: "negotiator" }))
        .status,
    ).toBe(200);
    const bad = await call<{ error: { fields: Record<string, string> } }>(
      invitee,
      "/api/agency-invitations/accept",
      "POST",
      { token: "x".repeat(20) },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("token");
    const joined = await call<{ role: string; can: string[] }>(
      invitee,
      "/api/agency-invitations/accept",
      "POST",
      { token: await lastToken(invitee.email) },
    );
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ role: "negotiator", can: [] });
    // A negotiator may not invite (403); agency B's owner sees only their own agency.
    expect(
      (await call(invitee, "/api/agency/invitations", "POST", { email: "x@test.example", role: "accounts" }))
        .status,
    ).toBe(403);

    // A landlord's property cannot be given to an agent of an agency they do not engage.
    const home = {
      title: "Harbour flat one",
      type: "flat",
      addressLine1: "1 Quay",
      city: "Bristol",
      postcode: "BS1 4DB",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 90_000,
      furnished: "furnished",
    };
    const refused = await call<{ error: { fields: Record<string, string> } }>(
      landlord,
      "/api/manage/properties",
      "POST",
      { ...home, agentId: invitee.id },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty("agentId");

    // Engagement asked by the landlord, accepted by the agency.
    const asked = await call<{ items: { id: string; status: string }[] }>(
      landlord,
      "/api/engagements",
      "POST",
      { agencyId },
    );
    expect(asked.body.items[0]!.status).toBe("pending");
    expect(
      (await call(otherOwner, `/api/engagements/${asked.body.items[0]!.id}/accept`, "POST", {})).status,
    ).toBe(404);
    expect(
      (await call(invitee, `/api/engagements/${asked.body.items[0]!.id}/accept`, "POST", {})).status,
    ).toBe(403);
    expect((await call(owner, `/api/engagements/${asked.body.items[0]!.id}/accept`, "POST", {})).status).toBe(
      200,
    );
    // Engagement asked by the agency by e-mail, accepted by the landlord with the link's token.
    expect((await call(owner, "/api/agency/engagements", "POST", { email: landlord2.email })).status).toBe(
      200,
    );
    const link = (
      await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, landlord2.email))
    ).at(-1)!.text;
    const engagementId = /engagement=([0-9a-f-]+)/.exec(link)![1]!;
    // Another landlord cannot take up an invitation sent to someone else.
    expect((await call(landlord, `/api/engagements/${engagementId}/accept`, "POST", {})).status).toBe(404);
    expect(
      (
        await call(landlord2, `/api/engagements/${engagementId}/accept`, "POST", {
          token: await lastToken(landlord2.email),
        })
      ).status,
    ).toBe(200);
    const l2 = await call<{ items: { status: string; agents: { id: string }[] }[] }>(
      landlord2,
      "/api/engagements",
    );
    expect(l2.body.items[0]).toMatchObject({ status: "active" });
    expect(l2.body.items[0]!.agents.map((a) => a.id).sort()).toEqual([owner.id, invitee.id].sort());

    // Now the landlord assigns the agency's negotiator; an agency B agent is refused on the agency field.
    const made = await call<{ property: { id: string; agency: { id: string } } }>(
      landlord,
      "/api/manage/properties",
      "POST",
      { ...home, agentId: invitee.id },
    );
    expect(made.status).toBe(201);
    expect(made.body.property.agency.id).toBe(agencyId);
    const wrong = await call<{ error: { fields: Record<string, string> } }>(
      landlord,
      `/api/manage/properties/${made.body.property.id}`,
      "PATCH",
      { agencyId: agencyB, agentId: otherOwner.id },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toHaveProperty("agencyId");

    // Every member sees the home (the owner too, who is not its lead agent); agency B gets 404.
    const pid = made.body.property.id;
    expect((await call(owner, `/api/manage/properties/${pid}`)).status).toBe(200);
    expect((await call(otherOwner, `/api/manage/properties/${pid}`)).status).toBe(404);
    const tenancy = await call<{ tenancy: { id: string } }>(owner, "/api/tenancies", "POST", {
      propertyId: pid,
      tenantEmail: "tenant-agency@test.example",
      startDate: "2026-12-01",
      rentAmount: 90_000,
      rentFrequency: "monthly",
      dueDay: 1,
    });
    expect(tenancy.status).toBe(201);
    expect((await call(otherOwner, `/api/tenancies/${tenancy.body.tenancy.id}`)).status).toBe(404);
    // Agency B's member list never shows agency A's agents.
    const mineB = await call<{ members: { userId: string }[] }>(otherOwner, "/api/agency");
    expect(mineB.body.members.map((m) => m.userId)).toEqual([otherOwner.id]);

    // Ending the engagement takes the agency (and its lead agent) off the landlord's homes.
    const list = await call<{ items: { id: string; agency: { id: string } }[] }>(
      landlord,
      "/api/engagements",
    );
    const e = list.body.items.find((i) => i.agency.id === agencyId)!;
    expect((await call(landlord, `/api/engagements/${e.id}/end`, "POST")).status).toBe(200);
    expect((await call(invitee, `/api/manage/properties/${pid}`)).status).toBe(404);
    const after = await call<{ property: { agency: null; agent: null } }>(
      landlord,
      `/api/manage/properties/${pid}`,
    );
    expect(after.body.property).toMatchObject({ agency: null, agent: null });
  });
});
