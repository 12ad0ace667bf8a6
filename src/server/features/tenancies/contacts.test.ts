import type { TenancyContacts } from "@shared/schemas/tenancy-contacts";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, properties, tenancyContacts } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { insertLetting } from "./tenancy.factories";

/** A tenancy's contacts and rent payment details: who sets them, who sees what, and the rules. */
let ctx: TestContext;
let outsider: TestUser;
let admin: TestUser;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  [outsider, admin] = await Promise.all([signedInUser(ctx, "landlord"), signedInUser(ctx, "admin")]);
});

const path = (id: string) => `/api/tenancies/${id}/contacts`;
const get = (who: TestUser, id: string) => requestAs(ctx, who, path(id));
const put = (who: TestUser, id: string, json: unknown) =>
  requestAs(ctx, who, path(id), { method: "PUT", json });
async function contactsOf(res: Response): Promise<TenancyContacts> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { contacts: TenancyContacts }).contacts;
}

const full = {
  accountName: "A Landlord",
  sortCode: "12 34 56",
  accountNumber: "1234 5678",
  reference: "FLAT2-RENT",
  instructions: "Pay by standing order on the 1st.",
  phone: "+44 113 496 0000",
  emergencyPhone: "0113 496 0999",
  noticeAddress: "2 Ledger Lane, Leeds LS1 4AP",
};

describe("tenancy contacts", () => {
  it("the agent saves them; the tenant sees the agent, the landlord's name but not their e-mail", async () => {
    const l = await insertLetting(ctx);
    const none = await contactsOf(await get(l.tenant, l.tenancyId));
    expect(none.updatedAt).toBeNull();
    expect(none.details.accountNumber).toBeNull();

    const saved = await contactsOf(await put(l.agent, l.tenancyId, full));
    expect(saved.details).toMatchObject({ sortCode: "123456", accountNumber: "12345678" });

    const seen = await contactsOf(await get(l.tenant, l.tenancyId));
    expect(seen.managedBy).toBe("agent");
    expect(seen.agent).toEqual({ name: expect.stringMatching(/agent/), email: l.agent.email });
    expect(seen.landlord).toEqual({ name: expect.stringMatching(/landlord/), email: null });
    expect(seen.details).toMatchObject({ reference: "FLAT2-RENT", noticeAddress: full.noticeAddress });
    expect(seen.suggested).toBe(false);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "tenancy_contacts_updated"), eq(auditLog.entityId, l.tenancyId)));
    // Which fields changed, never the bank details themselves.
    expect(JSON.stringify(entry!.details)).not.toContain("12345678");
    expect((entry!.details as { changed: string[] }).changed).toContain("accountNumber");
  });

  it("a landlord managing alone shows their e-mail; blank fields clear", async () => {
    const l = await insertLetting(ctx);
    await ctx.database.db.update(properties).set({ agentId: null }).where(eq(properties.id, l.propertyId));
    await contactsOf(await put(l.landlord, l.tenancyId, full));
    const cleared = await contactsOf(
      await put(l.landlord, l.tenancyId, { ...full, phone: "  ", instructions: "" }),
    );
    expect(cleared.details.phone).toBeNull();
    expect(cleared.details.instructions).toBeNull();
    const seen = await contactsOf(await get(l.tenant, l.tenancyId));
    expect(seen.managedBy).toBe("landlord");
    expect(seen.landlord.email).toBe(l.landlord.email);
  });

  it("a landlord's next tenancy starts from their last details, without the reference; the tenant sees nothing until saved", async () => {
    const first = await insertLetting(ctx);
    await contactsOf(await put(first.landlord, first.tenancyId, full));
    const second = await insertLetting(ctx);
    await ctx.database.db
      .update(properties)
      .set({ landlordId: first.landlord.id })
      .where(eq(properties.id, second.propertyId));
    const suggested = await contactsOf(await get(first.landlord, second.tenancyId));
    expect(suggested.suggested).toBe(true);
    expect(suggested.details).toMatchObject({ accountNumber: "12345678", reference: null });
    const tenantView = await contactsOf(await get(second.tenant, second.tenancyId));
    expect(tenantView.suggested).toBe(false);
    expect(tenantView.details.accountNumber).toBeNull();
  });

  it("refuses bad details naming the field, and writes nothing", async () => {
    const l = await insertLetting(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...full, sortCode: "12-34-5" }, "sortCode"],
      [{ ...full, accountNumber: "1234567" }, "accountNumber"],
      [{ ...full, reference: "RENT*FLAT" }, "reference"],
      [{ ...full, reference: "A".repeat(19) }, "reference"],
      [{ ...full, accountName: null }, "accountName"],
      [{ ...full, phone: "call me" }, "phone"],
      [{ ...full, noticeAddress: "x".repeat(301) }, "noticeAddress"],
    ];
    for (const [body, field] of cases) {
      const res = await put(l.landlord, l.tenancyId, body);
      const text = await res.text();
      expect(res.status, text).toBe(400);
      expect((JSON.parse(text) as ErrorBody).error.fields?.[field], text).toBeTruthy();
    }
    const rows = await ctx.database.db
      .select()
      .from(tenancyContacts)
      .where(eq(tenancyContacts.tenancyId, l.tenancyId));
    expect(rows).toHaveLength(0);
  });

  it("the tenant may not save them (403); strangers see nothing (404); admins may", async () => {
    const l = await insertLetting(ctx);
    expect((await put(l.tenant, l.tenancyId, full)).status).toBe(403);
    expect((await get(outsider, l.tenancyId)).status).toBe(404);
    expect((await put(outsider, l.tenancyId, full)).status).toBe(404);
    expect((await put(admin, l.tenancyId, full)).status).toBe(200);
    expect((await get(admin, l.tenancyId)).status).toBe(200);
    expect((await ctx.app.request(path(l.tenancyId))).status).toBe(401);
  });
});
