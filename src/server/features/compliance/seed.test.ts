import type { Clock, DutyStatus } from "@shared/schemas/compliance";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../db/seed";
import { cookieFrom, demoContext, postJson, type TestContext } from "../../test/harness";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await demoContext();
}, 180_000);

async function clockOf(local: string): Promise<Clock> {
  const signIn = await postJson(ctx, "/api/auth/sign-in", {
    email: `${local}@keyhold.example`,
    password: "keyhold-demo-2026",
  });
  expect(signIn.status).toBe(200);
  const res = await ctx.app.request("/api/compliance/duties", { headers: { cookie: cookieFrom(signIn) } });
  expect(res.status).toBe(200);
  return (await res.json()) as Clock;
}

describe("the demo's compliance story (README)", () => {
  it("shows every status across the demo homes", async () => {
    const [landlord, agent] = await Promise.all([clockOf("landlord"), clockOf("agent")]);
    const statuses = new Set<DutyStatus>([...landlord.duties, ...agent.duties].map((d) => d.status));
    expect([...statuses].sort()).toEqual(["due_soon", "missing", "not_applicable", "ok", "overdue"]);
  });

  it("landlord@: tenant2@'s home has overdue EICR remedial work and no alarm check; tenant@'s record was opened", async () => {
    const { duties } = await clockOf("landlord");
    const overdue = duties.filter((d) => d.status === "overdue").map((d) => d.kind);
    expect(overdue).toEqual(
      expect.arrayContaining(["eicr_remedial", "alarms_first_day", "right_to_rent", "alarm_repair"]),
    );
    const served = duties.find((d) => d.kind === "gas_record_served" && d.status === "ok");
    expect(served?.evidence.served[0]?.acknowledgedAt).toBeTruthy();
    const home = served!.propertyId;
    expect(duties.find((d) => d.kind === "gas_safety_check" && d.propertyId === home)?.status).toBe(
      "due_soon",
    );
  });

  it("agent@ (tenant3@'s home): no gas supply, a licence up for renewal, the tenancy ending", async () => {
    const { duties } = await clockOf("agent");
    const ending = duties.find((d) => d.kind === "tenancy_ending");
    expect(ending?.status).toBe("due_soon");
    const home = duties.filter((d) => d.propertyId === ending!.propertyId);
    expect(home.find((d) => d.kind === "gas_safety_check")?.status).toBe("not_applicable");
    expect(home.find((d) => d.kind === "licence_renewal")?.status).toBe("due_soon");
    expect(home.find((d) => d.kind === "eicr")?.status).toBe("ok");
  });

  it("seeding again adds nothing", async () => {
    const before = (await clockOf("landlord")).duties.length;
    await seedDemoData(ctx.deps);
    expect((await clockOf("landlord")).duties.length).toBe(before);
  });
});
