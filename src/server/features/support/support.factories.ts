import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Role } from "@shared/permissions";
import type { TicketDetail, TicketSummary } from "@shared/schemas/support";
import sharp from "sharp";
import { beforeAll, expect } from "vitest";
import { properties, tenancies, users } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

/**
 * Test data for the support tests. Each test builds what it needs (its own people, properties and
 * tickets) through these factories, so the tests do not depend on each other or on their order.
 */

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
export type Page<T> = { items: T[]; total: number };

export const validTicket = {
  subject: "Boiler not heating water",
  description: "Since Sunday the boiler shows error E119 and there is no hot water at all.",
  category: "maintenance",
  priority: "high",
  location: "kitchen",
};

/** A word no other ticket holds, for searches that must find exactly one test's tickets. */
export const uniqueWord = (prefix: string) => `${prefix}${crypto.randomUUID().slice(0, 8)}`;

/** A small PNG, made fresh (sharp, so its bytes are a real image). */
export const pngBytes = (width = 64, height = 48, background = "#557799") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

type Ctx = () => TestContext;
type Request = (
  as: TestUser | undefined,
  url: string,
  init?: { method?: string; json?: unknown },
) => ReturnType<typeof requestAs>;

/** People and homes: bystanders, properties, tenancies and tenants with a home (noted in `homes`). */
function peopleAndHomes(ctx: Ctx, homes: Map<string, string>) {
  const user = (role: Role) => signedInUser(ctx(), role);

  /** Someone who never signs in (a landlord in the background): a user row only, no password. */
  async function bystander(role: Role) {
    const id = crypto.randomUUID();
    await ctx()
      .database.db.insert(users)
      .values({ id, email: `bystander-${id}@test.example`, name: `Bystander ${role}`, role });
    return { id, email: `bystander-${id}@test.example`, role, cookie: "" } satisfies TestUser;
  }

  async function addProperty(owner: TestUser, agentUser?: TestUser, title = "2 bed flat, Leeds LS1") {
    const [row] = await ctx()
      .database.db.insert(properties)
      .values({
        landlordId: owner.id,
        agentId: agentUser?.id ?? null,
        title,
        type: "flat",
        addressLine1: "1 Park Row",
        city: "Leeds",
        postcode: "LS1 5AB",
        bedrooms: 2,
        bathrooms: 1,
        rentAmount: 95_000,
        rentPcm: 95_000,
      })
      .returning();
    return row!;
  }

  async function addTenancy(tenantId: string, propertyId: string, rentAmount = 95_000) {
    await ctx().database.db.insert(tenancies).values({
      propertyId,
      tenantId,
      status: "active",
      startDate: "2026-01-01",
      rentAmount,
      rentFrequency: "monthly",
      dueDay: 1,
    });
  }

  /** A tenant with an active tenancy of a home of their own (from a landlord no test looks at). */
  async function tenant() {
    const who = await user("tenant");
    const home = await addProperty(await bystander("landlord"), undefined, `Home of ${who.email}`);
    await addTenancy(who.id, home.id);
    homes.set(who.id, home.id);
    return who;
  }

  return { user, tenant, addProperty, addTenancy };
}

/** The ticket API as a user: raise, read, change, reply, list and attach. */
function ticketRequests(ctx: Ctx, request: Request, homes: Map<string, string>) {
  /** Raises a ticket (201 expected); a tenant's repair names their home (issue 13, item 21). */
  async function raise(as: TestUser, overrides: Record<string, unknown> = {}) {
    const body = { ...validTicket, ...overrides };
    const home = homes.get(as.id);
    const json =
      home && body.category === "maintenance" && !("propertyId" in body)
        ? { ...body, propertyId: home }
        : body;
    const res = await request(as, "/api/support/tickets", { method: "POST", json });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as TicketDetail).ticket;
  }

  const detail = (as: TestUser | undefined, id: string) => request(as, `/api/support/tickets/${id}`);
  const detailOf = async (as: TestUser, id: string) => (await (await detail(as, id)).json()) as TicketDetail;
  const patch = (as: TestUser | undefined, id: string, json: unknown) =>
    request(as, `/api/support/tickets/${id}`, { method: "PATCH", json });
  const reply = (as: TestUser | undefined, id: string, json: unknown) =>
    request(as, `/api/support/tickets/${id}/messages`, { method: "POST", json });
  const list = async (as: TestUser, qs = "") =>
    (await (await request(as, `/api/support/tickets?pageSize=100${qs}`)).json()) as Page<TicketSummary>;

  function upload(
    as: TestUser | undefined,
    ticketId: string,
    bytes: Uint8Array,
    name: string,
    messageId?: string,
  ) {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], name));
    if (messageId) form.append("messageId", messageId);
    return ctx().app.request(`/api/support/tickets/${ticketId}/attachments`, {
      method: "POST",
      headers: as ? { cookie: as.cookie } : {},
      body: form,
    });
  }

  return { raise, detail, detailOf, patch, reply, list, upload };
}

/** One app per test file (uploads go to a scratch directory, not ./data) and the factories. */
export function supportFixtures() {
  let current: TestContext | undefined;
  /** The home each tenant made by `tenant()` rents: their repairs are about it. */
  const homes = new Map<string, string>();

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "keyhold-support-"));
    // Every test signs its own people in: no sign-in rate limit gets in the way.
    const authLimits = {
      perIp: { max: 10_000, windowMs: 60_000 },
      perAccount: { max: 10_000, windowMs: 60_000 },
    };
    current = await createTestContext({ uploadMaxBytes: 300 * 1024, dataDir, authLimits });
  });

  const ctx = (): TestContext => {
    if (!current) throw new Error("supportFixtures(): the test context is made in beforeAll");
    return current;
  };
  const request: Request = (as, url, init = {}) => requestAs(ctx(), as, url, init);

  return {
    ctx,
    db: () => ctx().database.db,
    ...peopleAndHomes(ctx, homes),
    homeOf: (who: TestUser) => homes.get(who.id),
    request,
    ...ticketRequests(ctx, request, homes),
  };
}
