import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import { blogTrustedAuthors } from "../db/schema";
import { recordNotifications } from "../features/notifications/service";
import {
  cookieFrom,
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../test/harness";

/**
 * A small but complete fixture world built through the real HTTP API: two symmetric "sides" (A and
 * B), each a landlord with a published property assigned to its agent, a tenant with an active
 * tenancy there, a ticket, a blog post, documents, payments, an enquiry and notifications; plus an
 * admin and the admin-only rows (contact messages). The matrix acts as side A's users (and the
 * admin), so side B's rows are "another user's row".
 */
export interface Side {
  landlord: TestUser;
  /** The owner of the side's agency, which the side's landlord engages (issue 18 item 1). */
  agent: TestUser;
  agencyId: string;
  tenant: TestUser;
  propertyId: string;
  /** A draft (unpublished) property of the landlord, with a photo: not public. */
  draftPropertyId: string;
  /** A draft tenancy of the tenant on that draft property. */
  draftTenancyId: string;
  imageId: string;
  /** URL of one variant of that photo. */
  imagePath: string;
  tenancyId: string;
  /** A pending payment the tenant reported, and a completed one the landlord recorded. */
  pendingPaymentId: string;
  completedPaymentId: string;
  ticketId: string;
  attachmentId: string;
  blogId: string;
  blogSlug: string;
  /** A draft post of the agent with a cover image: not public. */
  draftBlogId: string;
  blogCoverPath: string;
  propertyDocumentId: string;
  tenancyDocumentId: string;
  /**
   * A published home still on the market (no tenancy): enquiries and viewings are about it, as a
   * let agreed home (propertyId, once its tenancy is active) takes none.
   */
  listingId: string;
  enquiryId: string;
  /** One notification per user of the side, by role. */
  notificationIds: Record<"landlord" | "agent" | "tenant", string>;
}

export interface World {
  ctx: TestContext;
  admin: TestUser;
  a: Side;
  b: Side;
  contactMessageId: string;
  adminNotificationId: string;
  /** Fresh rows for permitted mutations, so the shared world stays as it was for later cells. */
  fresh: FreshRows;
}

/** The password signedInUser gives every test account. */
export const FIXTURE_PASSWORD = "correct-horse-battery";

export const today = () => new Date().toISOString().slice(0, 10);

export const pngBlob = async (w = 32, h = 24) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 120, b: 80 } } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );

export const pdfBlob = () => new Blob(["%PDF-1.4\n% keyhold test\n%%EOF\n"], { type: "application/pdf" });

/** Parses a JSON response after checking its status (the body is in the failure message). */
export async function expectJson<T>(res: Response, status: number | number[]): Promise<T> {
  const text = await res.text();
  const allowed = Array.isArray(status) ? status : [status];
  expect(allowed, `${res.status} ${text}`).toContain(res.status);
  return JSON.parse(text) as T;
}

export function upload(
  ctx: TestContext,
  user: TestUser | undefined,
  url: string,
  file: Blob,
  name: string,
  fields: Record<string, string> = {},
  method = "POST",
) {
  const form = new FormData();
  form.append("file", file, name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return ctx.app.request(url, { method, headers: user ? { cookie: user.cookie } : {}, body: form });
}

export const agencyBody = (name: string) => ({
  name,
  addressLine1: "2 Agency Parade",
  city: "Testbury",
  postcode: "SW1A 2AA",
  redressScheme: "The Property Ombudsman",
  redressNumber: "D00001",
  cmpScheme: "Propertymark CMP",
  cmpNumber: "C00001",
});

const propertyBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: "A bright flat used by the quality fixtures.",
  type: "flat",
  status: "available",
  published: true,
  addressLine1: "1 Fixture Row",
  city: "Testbury",
  postcode: "SW1A 1AA",
  bedrooms: 2,
  bathrooms: 1,
  rentAmount: 120_000,
  rentPeriod: "month",
  depositAmount: 130_000,
  councilTaxBand: "B",
  epcRating: "C",
  furnished: "unfurnished",
  features: ["Garden"],
  ...extra,
});

export const ticketBody = (propertyId: string | null) => ({
  subject: "Kitchen tap dripping",
  description: "The kitchen tap has been dripping day and night since last week.",
  category: "maintenance",
  priority: "medium",
  location: "kitchen",
  ...(propertyId ? { propertyId } : {}),
});

export const blogBody = (title: string) => ({
  title,
  excerpt: `About ${title}`,
  content: `## ${title}\n\nUseful words for landlords and tenants.`,
  tags: ["Quality"],
  published: true,
});

export const enquiryBody = () => ({
  name: "Pat Enquirer",
  email: "pat@enquirer.example",
  message: "Is the flat still available for a viewing next week?",
});

export const paymentBody = (amount = 50_000) => ({
  amount,
  paidOn: today(),
  method: "bank_transfer",
  reference: "QUALITY",
});

let seq = 0;
const next = () => ++seq;

/** A JSON request as `user` (undefined: signed out), its status checked, its body parsed. */
type Api = <T = unknown>(
  user: TestUser | undefined,
  url: string,
  method: string,
  json: unknown,
  status: number,
) => Promise<T>;

const apiOf =
  (ctx: TestContext): Api =>
  async (user, url, method, json, status) =>
    expectJson(await requestAs(ctx, user, url, { method, json }), status);

/** The id of the side's tenant's pending invitation to the tenancy. */
async function pendingInvitationId(api: Api, side: Side, tenancyId: string) {
  const pending = await api<{ items: { invitationId: string; tenancy: { id: string } }[] }>(
    side.tenant,
    "/api/tenancy-invitations",
    "GET",
    undefined,
    200,
  );
  return pending.items.find((i) => i.tenancy.id === tenancyId)?.invitationId;
}

/** Fresh homes of a side: properties, photos, tenancies and invitations. */
function homeRows(ctx: TestContext, api: Api) {
  const rows = {
    /** A published property of the side's landlord, assigned to the side's agent. */
    async property(side: Side, draft = false, title = `Fresh property ${next()}`): Promise<string> {
      const { property } = await api<{ property: { id: string } }>(
        side.landlord,
        "/api/manage/properties",
        "POST",
        propertyBody(title, {
          agentId: side.agent.id,
          ...(draft ? { status: "draft", published: false } : {}),
        }),
        201,
      );
      return property.id;
    },
    async image(
      side: Side,
      propertyId?: string,
    ): Promise<{ propertyId: string; imageId: string; url: string }> {
      const pid = propertyId ?? (await rows.property(side));
      const { image } = await expectJson<{ image: { id: string; urls: Record<string, string> } }>(
        await upload(ctx, side.landlord, `/api/manage/properties/${pid}/images`, await pngBlob(), "p.png"),
        201,
      );
      return { propertyId: pid, imageId: image.id, url: Object.values(image.urls)[0]! };
    },
    /** A tenancy for the side's tenant on a fresh property: draft, or activated. */
    async tenancy(
      side: Side,
      status: "draft" | "active" = "active",
      propertyId?: string,
      accept = true,
    ): Promise<string> {
      const pid = propertyId ?? (await rows.property(side));
      const { tenancy } = await api<{ tenancy: { id: string } }>(
        side.landlord,
        "/api/tenancies",
        "POST",
        {
          propertyId: pid,
          tenantEmail: side.tenant.email,
          startDate: today(),
          rentAmount: 120_000,
          rentFrequency: "monthly",
          dueDay: 1,
          depositAmount: 138_000,
        },
        201,
      );
      if (!accept) return tenancy.id;
      // The tenant accepts the e-mailed invitation (their e-mail is proven: a server-made account).
      const invitationId = await pendingInvitationId(api, side, tenancy.id);
      await api(side.tenant, "/api/tenancy-invitations/accept", "POST", { invitationId }, 200);
      if (status === "active") {
        await api(side.landlord, `/api/tenancies/${tenancy.id}/status`, "POST", { status: "active" }, 200);
      }
      return tenancy.id;
    },
    /** A draft tenancy e-mailed to the side's tenant, not accepted yet: its invitation's id. */
    async invitation(side: Side): Promise<string> {
      const tenancyId = await rows.tenancy(side, "draft", undefined, false);
      return (await pendingInvitationId(api, side, tenancyId))!;
    },
  };
  return rows;
}

/** Fresh money and notices on a side's tenancies. */
function tenancyRows(api: Api, homes: ReturnType<typeof homeRows>) {
  return {
    /** A payment on the side's tenancy: reported by its tenant (pending) or recorded (completed). */
    async payment(side: Side, status: "pending" | "completed"): Promise<string> {
      const { payment } =
        status === "pending"
          ? await api<{ payment: { id: string } }>(
              side.tenant,
              `/api/tenancies/${side.tenancyId}/payments/report`,
              "POST",
              paymentBody(),
              201,
            )
          : await api<{ payment: { id: string } }>(
              side.landlord,
              `/api/tenancies/${side.tenancyId}/payments`,
              "POST",
              paymentBody(),
              201,
            );
      return payment.id;
    },
    /** A fresh active tenancy of the side with its tenant's notice given today: [tenancy, notice]. */
    async notice(side: Side): Promise<[string, string]> {
      const tenancyId = await homes.tenancy(side, "active");
      const { tenancy } = await api<{ tenancy: { law: { notice: { id: string } } } }>(
        side.tenant,
        `/api/tenancies/${tenancyId}/notices`,
        "POST",
        { givenBy: "tenant", givenOn: today(), method: "email" },
        201,
      );
      return [tenancyId, tenancy.law.notice.id];
    },
  };
}

/** Fresh content of a side: tickets, posts, documents and enquiries. */
function contentRows(ctx: TestContext, api: Api) {
  return {
    /** A ticket the side's tenant raised about the side's property. */
    async ticket(side: Side): Promise<string> {
      const t = await api<{ ticket: { id: string } }>(
        side.tenant,
        "/api/support/tickets",
        "POST",
        ticketBody(side.propertyId),
        201,
      );
      return t.ticket.id;
    },
    async blog(side: Side, draft = false): Promise<{ id: string; slug: string }> {
      const { post } = await api<{ post: { id: string; slug: string } }>(
        side.agent,
        "/api/manage/blogs",
        "POST",
        {
          ...blogBody(`Fresh post ${next()} ${side.agent.id.slice(0, 6)}`),
          ...(draft ? { published: false } : {}),
        },
        201,
      );
      return post;
    },
    async propertyDocument(side: Side, propertyId = side.propertyId): Promise<string> {
      const { document } = await expectJson<{ document: { id: string } }>(
        await upload(
          ctx,
          side.landlord,
          `/api/manage/properties/${propertyId}/documents`,
          pdfBlob(),
          "gas.pdf",
          { kind: "gas_safety", expiresOn: "2030-01-01" },
        ),
        201,
      );
      return document.id;
    },
    async enquiry(side: Side): Promise<string> {
      await api(undefined, `/api/properties/${side.listingId}/enquiries`, "POST", enquiryBody(), 201);
      const { items } = await api<{ items: { id: string }[] }>(
        side.landlord,
        `/api/manage/enquiries?propertyId=${side.listingId}`,
        "GET",
        undefined,
        200,
      );
      return items[0]!.id;
    },
  };
}

/** Fresh people and what reaches them: accounts, sessions, notifications, contact messages. */
function peopleRows(ctx: TestContext, api: Api, sides: () => { admin: TestUser }) {
  return {
    async contactMessage(): Promise<string> {
      await api(
        undefined,
        "/api/contact",
        "POST",
        {
          name: "Casey Contact",
          email: `casey${next()}@contact.example`,
          topic: "general",
          message: "Hello, I would like to know more about Keyhold.",
        },
        201,
      );
      const { items } = await api<{ items: { id: string }[] }>(
        sides().admin,
        "/api/admin/contact-messages",
        "GET",
        undefined,
        200,
      );
      return items[0]!.id;
    },
    /** A new unread notification of the user. */
    async notification(user: TestUser): Promise<string> {
      const title = `Fresh note ${next()}`;
      await ctx.database.db.transaction((tx) =>
        recordNotifications(tx, [{ userIds: [user.id], kind: "fixture", title, body: "", link: "/" }]),
      );
      const { items } = await api<{ items: { id: string; title: string }[] }>(
        user,
        "/api/notifications",
        "GET",
        undefined,
        200,
      );
      return items.find((n) => n.title === title)!.id;
    },
    /** Another session of the same user (to sign out without ending the shared one). */
    async session(user: TestUser): Promise<TestUser> {
      const res = await requestAs(ctx, undefined, "/api/auth/sign-in", {
        method: "POST",
        json: { email: user.email, password: FIXTURE_PASSWORD },
      });
      expect(res.status).toBe(200);
      return { ...user, cookie: cookieFrom(res) };
    },
    async user(role: "landlord" | "tenant" | "agent" | "admin"): Promise<TestUser> {
      return signedInUser(ctx, role);
    },
  };
}

export function freshRows(ctx: TestContext, sides: () => { admin: TestUser; a: Side; b: Side }) {
  const api = apiOf(ctx);
  const homes = homeRows(ctx, api);
  return {
    ...homes,
    ...tenancyRows(api, homes),
    ...contentRows(ctx, api),
    ...peopleRows(ctx, api, sides),
  };
}
export type FreshRows = ReturnType<typeof freshRows>;

/** The title the two sides' own homes share (and no fresh row has). */
export const SIDE_HOME_TITLE = "Matrix side home";

async function buildSide(ctx: TestContext, fresh: FreshRows, label: string): Promise<Side> {
  const [landlord, agent, tenant] = await Promise.all([
    signedInUser(ctx, "landlord", { name: `Landlord ${label}` }),
    signedInUser(ctx, "agent", { name: `Agent ${label}` }),
    signedInUser(ctx, "tenant", { name: `Tenant ${label}` }),
  ]);
  const side = { landlord, agent, tenant } as Side;
  // The side's agent is a trusted blog author, so "published: true" publishes (review.test.ts
  // covers authors under review).
  await ctx.database.db.insert(blogTrustedAuthors).values({ userId: agent.id });
  // The agent founds the side's agency and the landlord engages it (asked and accepted through the
  // API), so the side's homes are the agency's: the other side's agent is of another agency.
  const created = await expectJson<{ agency: { id: string } }>(
    await requestAs(ctx, agent, "/api/agency", { method: "POST", json: agencyBody(`Agency ${label}`) }),
    201,
  );
  side.agencyId = created.agency.id;
  const asked = await expectJson<{ items: { id: string }[] }>(
    await requestAs(ctx, landlord, "/api/engagements", { method: "POST", json: { agencyId: side.agencyId } }),
    200,
  );
  await expectJson(
    await requestAs(ctx, agent, `/api/engagements/${asked.items[0]!.id}/accept`, {
      method: "POST",
      json: {},
    }),
    200,
  );
  // A title of its own, so lists can be searched for the two sides' homes among every fresh one.
  side.propertyId = await fresh.property(side, false, `${SIDE_HOME_TITLE} ${label}`);
  side.draftPropertyId = await fresh.property(side, true);
  // A tenancy being prepared for the tenant on the draft: it is their home-to-be, not public.
  side.draftTenancyId = await fresh.tenancy(side, "draft", side.draftPropertyId);
  const image = await fresh.image(side, side.draftPropertyId);
  side.imageId = image.imageId;
  side.imagePath = image.url;
  side.listingId = await fresh.property(side, false, `Listing ${label}`);
  side.enquiryId = await fresh.enquiry(side);
  side.tenancyId = await fresh.tenancy(side, "active", side.propertyId);
  side.pendingPaymentId = await fresh.payment(side, "pending");
  side.completedPaymentId = await fresh.payment(side, "completed");
  side.ticketId = await fresh.ticket(side);
  const { attachment } = await expectJson<{ attachment: { id: string } }>(
    await upload(
      ctx,
      tenant,
      `/api/support/tickets/${side.ticketId}/attachments`,
      await pngBlob(),
      "leak.png",
    ),
    201,
  );
  side.attachmentId = attachment.id;
  const blog = await fresh.blog(side);
  side.blogId = blog.id;
  side.blogSlug = blog.slug;
  side.draftBlogId = (await fresh.blog(side, true)).id;
  const { post } = await expectJson<{ post: { cover: { url: string; widths: number[] } | null } }>(
    await upload(
      ctx,
      agent,
      `/api/manage/blogs/${side.draftBlogId}/cover`,
      await pngBlob(1200, 630),
      "cover.png",
    ),
    200,
  );
  side.blogCoverPath = `${post.cover!.url}/${post.cover!.widths[0]}`;
  side.propertyDocumentId = await fresh.propertyDocument(side);
  const { document } = await expectJson<{ document: { id: string } }>(
    await upload(ctx, tenant, `/api/tenancies/${side.tenancyId}/documents`, pdfBlob(), "inventory.pdf", {
      kind: "inventory",
    }),
    201,
  );
  side.tenancyDocumentId = document.id;
  // The ticket already rang the landlord's and agent's bells; give everyone one of their own.
  side.notificationIds = {
    landlord: await fresh.notification(landlord),
    agent: await fresh.notification(agent),
    tenant: await fresh.notification(tenant),
  };
  return side;
}

/**
 * A fresh app with the world in it; rate limits raised so the suites are not throttled, and sessions
 * long and "recently authenticated" for the whole run: the suites check authorization, while
 * re-authentication has its own tests (features/auth/sessions.test.ts).
 */
export async function buildWorld(): Promise<World> {
  const day = 24 * 60 * 60 * 1000;
  const ctx = await createTestContext({
    dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-quality-")),
    publicFormLimit: { max: 100_000, windowMs: 60_000 },
    authLimits: { perIp: { max: 100_000, windowMs: 60_000 }, perAccount: { max: 100_000, windowMs: 60_000 } },
    session: { absoluteMs: day, idleMs: day, reauthWindowMs: day },
    // Mail is queued as in production (no worker runs here, so nothing is sent): admins can retry it.
    smtpUrl: "smtp://127.0.0.1:9",
  });
  const world = { ctx } as World;
  world.fresh = freshRows(ctx, () => world);
  world.admin = await signedInUser(ctx, "admin", { name: "Admin Quality" });
  world.a = await buildSide(ctx, world.fresh, "A");
  world.b = await buildSide(ctx, world.fresh, "B");
  world.contactMessageId = await world.fresh.contactMessage();
  world.adminNotificationId = await world.fresh.notification(world.admin);
  return world;
}
