import type { LandlordDashboard } from "@shared/schemas/dashboards";
import type { Tenancy } from "@shared/schemas/tenancies";
import { beforeAll, describe, expect, it } from "vitest";
import { propertyOwners } from "../../db/schema";
import { createTestContext, requestAs, signedInUser, type TestContext } from "../../test/harness";
import { insertLetting } from "./tenancy.factories";

let ctx: TestContext;
beforeAll(async () => {
  // Each test signs in five people from one address: past the default per-address limit.
  ctx = await createTestContext({
    authLimits: { perIp: { max: 100, windowMs: 60_000 }, perAccount: { max: 10, windowMs: 60_000 } },
  });
});

/** A let home owned 50/30 by its landlord account and an accepted co-owner, 20 % invited and pending. */
async function coOwnedLetting() {
  const l = await insertLetting(ctx);
  const [coOwner, pending] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "landlord"),
  ]);
  await ctx.database.db.insert(propertyOwners).values([
    { propertyId: l.propertyId, userId: l.landlord.id, displayName: "L", shareBp: 5000, isPrimary: true },
    { propertyId: l.propertyId, userId: coOwner.id, displayName: "C", shareBp: 3000, acceptedAt: new Date() },
    { propertyId: l.propertyId, displayName: "P", inviteEmail: pending.email, shareBp: 2000 },
  ]);
  return { ...l, coOwner, pending };
}

/** Issue 42 item 2: a co-owner sees the homes they own a share of, read-only, and its links open. */
describe("a co-owner reads the home they hold a share of", () => {
  it("opens its tenancy and ledger, and finds it in their tenancy list", async () => {
    const l = await coOwnedLetting();
    const one = await requestAs(ctx, l.coOwner, `/api/tenancies/${l.tenancyId}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { tenancy: Tenancy }).tenancy.property.landlordId).toBe(l.landlord.id);
    expect((await requestAs(ctx, l.coOwner, `/api/tenancies/${l.tenancyId}/ledger`)).status).toBe(200);
    const list = (await (await requestAs(ctx, l.coOwner, "/api/tenancies")).json()) as { items: Tenancy[] };
    expect(list.items.map((t) => t.id)).toEqual([l.tenancyId]);
  });

  it("changes nothing: a staff action is refused with 403 (they can see it), and nothing is written", async () => {
    const l = await coOwnedLetting();
    const pay = await requestAs(ctx, l.coOwner, `/api/tenancies/${l.tenancyId}/payments`, {
      method: "POST",
      json: { amount: 100_000, paidOn: "2026-11-02", method: "bank_transfer" },
    });
    const body = (await pay.json()) as { error: { code: string } };
    expect([pay.status, body.error.code], JSON.stringify(body)).toEqual([403, "forbidden"]);
    const ended = await requestAs(ctx, l.coOwner, `/api/tenancies/${l.tenancyId}/status`, {
      method: "POST",
      json: { status: "ended" },
    });
    expect(ended.status).toBe(403);
    const after = (await (await requestAs(ctx, l.landlord, `/api/tenancies/${l.tenancyId}`)).json()) as {
      tenancy: Tenancy;
    };
    expect(after.tenancy.status).toBe("active");
    expect(after.tenancy.summary.paidMinor).toBe(0);
  });

  it("a co-owner who has not accepted, and any other landlord, get 404", async () => {
    const l = await coOwnedLetting();
    const stranger = await signedInUser(ctx, "landlord");
    for (const who of [l.pending, stranger]) {
      expect((await requestAs(ctx, who, `/api/tenancies/${l.tenancyId}`)).status).toBe(404);
      const pay = await requestAs(ctx, who, `/api/tenancies/${l.tenancyId}/payments`, {
        method: "POST",
        json: { amount: 100_000, paidOn: "2026-11-02", method: "bank_transfer" },
      });
      expect(pay.status).toBe(404);
    }
  });

  it("counts the home on their dashboard, without its enquiries or to-dos, which its manager handles", async () => {
    const l = await coOwnedLetting();
    const res = await requestAs(ctx, l.coOwner, "/api/dashboards/landlord?range=6m");
    expect(res.status).toBe(200);
    const dash = (await res.json()) as LandlordDashboard;
    expect(dash.kpis.properties).toBe(1);
    expect(dash.kpis.occupied).toBe(1);
    expect(dash.enquiries).toEqual([]);
    const pending = (await (
      await requestAs(ctx, l.pending, "/api/dashboards/landlord?range=6m")
    ).json()) as LandlordDashboard;
    expect(pending.kpis.properties).toBe(0);
  });
});
