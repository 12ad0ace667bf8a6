import { addDays, today } from "@shared/dates";
import type { EnquiryThread, Viewing } from "@shared/schemas/viewings";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../db/seed";
import { cookieFrom, demoContext, postJson, type TestContext } from "../../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await demoContext();
}, 180_000);

async function as(local: string) {
  const res = await postJson(ctx, "/api/auth/sign-in", {
    email: `${local}@keyhold.example`,
    password: "keyhold-demo-2026",
  });
  return cookieFrom(res);
}

const get = async <T>(cookie: string, path: string): Promise<T> => {
  const res = await ctx.app.request(path, { headers: { cookie } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

const week = () => `from=${addDays(today(), -7)}&to=${addDays(today(), 7)}`;

describe("the demo's enquiries and viewings (README)", () => {
  it("gives agent@ booked, offered and held viewings, and landlord@ one of their own", async () => {
    const agent = await as("agent");
    const { viewings } = await get<{ viewings: Viewing[] }>(
      agent,
      `/api/manage/viewings?${week()}&mine=true`,
    );
    const by = (s: string) => viewings.filter((v) => v.status === s);
    expect(by("booked")).toHaveLength(2);
    expect(by("proposed")).toHaveLength(3);
    expect(by("attended")[0]).toMatchObject({
      interest: "wants_to_apply",
      applicant: { name: "Amira Haddad" },
    });
    const thread = await get<{ thread: EnquiryThread }>(
      agent,
      `/api/manage/enquiries/${by("booked")[0]!.enquiryId}/thread`,
    );
    expect(thread.thread.messages.map((m) => m.from)).toEqual(["applicant", "staff", "applicant"]);
    const inbox = await get<{ items: { status: string }[] }>(agent, "/api/manage/enquiries?status=new");
    expect(inbox.items.length).toBeGreaterThan(0);

    const landlord = await as("landlord");
    const own = await get<{ viewings: Viewing[] }>(landlord, `/api/manage/viewings?${week()}&mine=true`);
    expect(own.viewings.map((v) => v.status)).toEqual(["booked"]);
    // agent2@'s agency sees none of Harbour & Vale's.
    const other = await get<{ viewings: Viewing[] }>(await as("agent2"), `/api/manage/viewings?${week()}`);
    expect(other.viewings.some((v) => viewings.some((m) => m.id === v.id))).toBe(false);
  });

  it("seeds once: a second run adds nothing", async () => {
    const agent = await as("agent");
    const before = await get<{ viewings: Viewing[] }>(agent, `/api/manage/viewings?${week()}`);
    await seedDemoData(ctx.deps);
    const after = await get<{ viewings: Viewing[] }>(agent, `/api/manage/viewings?${week()}`);
    expect(after.viewings).toHaveLength(before.viewings.length);
  });
});
