import { today } from "@shared/dates";
import type { TenancyRents } from "@shared/schemas/rent-increases";
import type { Ledger, Tenancy } from "@shared/schemas/tenancies";
import { beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, demoContext, postJson, type TestContext } from "../../test/harness";

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await demoContext();
  const res = await postJson(ctx, "/api/auth/sign-in", {
    email: "tenant@keyhold.example",
    password: "keyhold-demo-2026",
  });
  cookie = cookieFrom(res);
}, 180_000);

async function get<T>(path: string): Promise<T> {
  const res = await ctx.app.request(path, { headers: { cookie } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describe("the demo's section 13 story (README)", () => {
  it("tenant@ sees an increase applied last year, a second one served, and is still paid up", async () => {
    const { items } = await get<{ items: Tenancy[] }>("/api/tenancies");
    const home = items[0]!;
    const rents = await get<TenancyRents>(`/api/tenancies/${home.id}/rents`);
    expect(rents.rents.map((r) => r.kind)).toEqual(["initial", "section_13"]);
    expect(rents.rents[1]!.effectiveDate < today()).toBe(true);
    expect(rents.currentRent).toBe(rents.rents[1]!.amount);
    expect(home.rentAmount).toBe(rents.rents[1]!.amount);
    const served = rents.notices.find((n) => n.status === "served");
    expect(served?.startDate && served.startDate > today()).toBe(true);
    expect(served!.newRent).toBeGreaterThan(rents.currentRent);
    const ledger = await get<Ledger>(`/api/tenancies/${home.id}/ledger`);
    const charged = new Set(ledger.entries.filter((e) => e.type === "charge").map((e) => e.debitMinor));
    expect(charged.size).toBe(2);
    expect(ledger.summary.balanceMinor).toBeLessThanOrEqual(0);
    const pdf = await ctx.app.request(`/api/tenancies/${home.id}/rent-increases/${served!.id}/form-4a.pdf`, {
      headers: { cookie },
    });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });
});
