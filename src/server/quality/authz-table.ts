import { emailOutbox } from "../db/schema";
import { requestAs } from "../test/harness";
import { agencyCases } from "./authz-agencies";
import { bankCases } from "./authz-bank";
import { clockCases } from "./authz-clock";
import { complianceCases } from "./authz-compliance";
import { complianceRecordCases } from "./authz-compliance-records";
import { expenseCases } from "./authz-expenses";
import { moneyHomeCases } from "./authz-money-homes";
import { mtdCases } from "./authz-mtd";
import { rentIncreaseCases } from "./authz-rent-increases";
import {
  type Actor,
  all,
  type CellInput,
  type Expected,
  managedRow,
  only,
  type RouteCase,
  signedIn,
  tenancyRow,
} from "./authz-rows";
import { statementCases } from "./authz-statements";
import { viewingCases } from "./authz-viewings";
import { worksCases } from "./authz-works";
import {
  blogBody,
  enquiryBody,
  expectJson,
  FIXTURE_PASSWORD,
  paymentBody,
  pdfBlob,
  pngBlob,
  SIDE_HOME_TITLE,
  ticketBody,
  today,
  type World,
} from "./world";

/**
 * The authorization matrix: for every /api route, the status each kind of caller gets. Callers
 * are side A's users (and the admin); "own" is a row of side A the caller is connected to (their
 * property, their tenancy, their ticket...), "other" the matching row of side B (IDOR: must be 404
 * for rows the caller may not read, never 200 or 403, so ids are not confirmed).
 * Product rules: the product spec's section 4 (who sees what) and src/shared/permissions.ts.
 */
export {
  type Actor,
  actors,
  type CellInput,
  type CellRequest,
  type Expected,
  type RouteCase,
  type RowKind,
} from "./authz-rows";

/** A row only its author (agent) and admins manage; landlords and tenants lack the `blogs` feature. */
const blogRow = (ok: number): Record<Actor, Expected> => ({ ...managedRow(ok), landlord: [403, 403] });

const fresh = (c: CellInput) => c.w.fresh;

/**
 * For list routes: the caller's list holds side A's row, and side B's row only for the admin.
 * `text` is the response body; a row is "in it" when its id appears.
 */
function listsOnlyOwn(own: (w: World) => string, other: (w: World) => string) {
  return async (c: CellInput, res: Response) => {
    if (res.status !== 200) return;
    const text = await res.text();
    if (!text.includes(own(c.w))) throw new Error("the caller's own row is missing from the list");
    if (c.actor !== "admin" && text.includes(other(c.w))) throw new Error("lists another user's row");
    if (c.actor === "admin" && !text.includes(other(c.w))) throw new Error("the admin's list misses a row");
  };
}

/** The role of the side-B user whose row plays "another user's row" for the caller (admin: landlord). */
const theirRole = (actor: Actor) => (actor === "agent" || actor === "tenant" ? actor : "landlord");

const png = async () => ({ file: await pngBlob() });

/**
 * A fresh tenancy of the side with its deposit at a stage of its life: received (£1,380 on today's
 * date), then the tenancy ended, then a deduction proposed. Answers the tenancy id (and the
 * deduction's id once proposed).
 */
async function depositAt(c: CellInput, stage: "received" | "ended" | "proposed") {
  const id = await fresh(c).tenancy(c.side);
  const as = c.side.landlord;
  const call = async (path: string, method: string, json: unknown, status: number) =>
    expectJson<{ deposit?: { deductions: { id: string }[] } }>(
      await requestAs(c.w.ctx, as, `/api/tenancies/${id}${path}`, { method, json }),
      status,
    );
  await call("/deposit/received", "PUT", { amount: 138_000, receivedOn: today(), receivedFrom: "T" }, 200);
  if (stage === "received") return { id, deductionId: "" };
  await call("/status", "POST", { status: "ended", endDate: today() }, 200);
  if (stage === "ended") return { id, deductionId: "" };
  const r = await call("/deposit/deductions", "POST", { amount: 10_000, reason: "Cleaning" }, 201);
  return { id, deductionId: r.deposit!.deductions[0]!.id };
}
/** The tenancy a deposit cell acts on: fresh at `stage` when permitted, else the side's own. */
const depositTenancy = async (c: CellInput, stage: "received" | "ended" | "proposed") =>
  c.permitted ? (await depositAt(c, stage)).id : c.side.tenancyId;

export const authzTable: Record<string, RouteCase> = {
  // ---- System and docs -----------------------------------------------------------------------
  "GET /api/health": { expect: all(200), request: () => ({ path: "/api/health" }) },
  "GET /api/health/live": { expect: all(200), request: () => ({ path: "/api/health/live" }) },
  "GET /api/health/ready": { expect: all(200), request: () => ({ path: "/api/health/ready" }) },
  "GET /api/openapi.json": { expect: all(200), request: () => ({ path: "/api/openapi.json" }) },
  "GET /api/docs": { expect: all(200), request: () => ({ path: "/api/docs" }) },
  "GET /api/docs/init.js": { expect: all(200), request: () => ({ path: "/api/docs/init.js" }) },
  "GET /api/docs/assets/{file}": {
    expect: all(200),
    request: () => ({ path: "/api/docs/assets/swagger-ui.css" }),
  },

  // ---- Public forms and auth -----------------------------------------------------------------
  "POST /api/contact": {
    expect: all(201),
    request: () => ({
      path: "/api/contact",
      json: {
        name: "Matrix Visitor",
        email: "visitor@matrix.example",
        topic: "general",
        message: "Just checking that anyone may write to us.",
      },
    }),
  },
  "POST /api/auth/sign-up": {
    expect: all(201),
    request: () => ({
      path: "/api/auth/sign-up",
      json: {
        name: "New Person",
        email: `new-${crypto.randomUUID().slice(0, 8)}@matrix.example`,
        password: "a-long-enough-password",
        role: "tenant",
      },
    }),
  },
  "POST /api/auth/sign-in": {
    expect: all(200),
    request: (c) => ({
      path: "/api/auth/sign-in",
      json: { email: (c.user ?? c.w.a.landlord).email, password: FIXTURE_PASSWORD },
    }),
  },
  "POST /api/auth/sign-out": {
    expect: all(200),
    note: "signs out a second session of the caller, so the shared one stays valid",
    request: async (c) => ({
      path: "/api/auth/sign-out",
      as: c.user ? await fresh(c).session(c.user) : undefined,
    }),
  },
  "GET /api/auth/session": { expect: all(200), request: () => ({ path: "/api/auth/session" }) },
  "POST /api/auth/forgot-password": {
    expect: all(200),
    request: (c) => ({ path: "/api/auth/forgot-password", json: { email: c.w.a.tenant.email } }),
  },
  "POST /api/auth/reset-password": {
    expect: all(400),
    note: "gated by the e-mailed token, not the session: an unknown token is refused for everyone",
    request: () => ({
      path: "/api/auth/reset-password",
      json: { token: "not-a-real-token-0000", password: "another-long-password" },
    }),
  },

  "POST /api/auth/reauthenticate": {
    expect: signedIn(200),
    note: "the caller's own password again; marks only the caller's own session",
    request: () => ({ path: "/api/auth/reauthenticate", json: { password: FIXTURE_PASSWORD } }),
  },

  // ---- Profile --------------------------------------------------------------------------------
  "PATCH /api/me": {
    expect: signedIn(200),
    note: "always the caller's own account (no id in the path)",
    request: async (c) => ({
      path: "/api/me",
      json: { name: "Renamed Person" },
      as: c.permitted && c.user ? await fresh(c).user(c.user.role) : c.user,
    }),
  },
  "POST /api/me/password": {
    expect: signedIn(200),
    request: async (c) => ({
      path: "/api/me/password",
      json: { currentPassword: FIXTURE_PASSWORD, newPassword: "a-brand-new-password" },
      as: c.permitted && c.user ? await fresh(c).user(c.user.role) : c.user,
    }),
  },

  // ---- Admin back office ------------------------------------------------------------------------
  "GET /api/admin/users": { expect: only(["admin"], 200), request: () => ({ path: "/api/admin/users" }) },
  "PATCH /api/admin/users/{id}/role": {
    expect: only(["admin"], 200),
    request: async (c) => ({
      path: `/api/admin/users/${c.permitted ? (await fresh(c).user("landlord")).id : c.w.b.landlord.id}/role`,
      json: { role: "agent" },
    }),
  },
  "POST /api/admin/users/{id}/suspend": {
    expect: only(["admin"], 200),
    request: async (c) => ({
      path: `/api/admin/users/${c.permitted ? (await fresh(c).user("tenant")).id : c.w.b.tenant.id}/suspend`,
    }),
  },
  "POST /api/admin/users/{id}/restore": {
    expect: only(["admin"], 200),
    request: async (c) => {
      if (!c.permitted) return { path: `/api/admin/users/${c.w.b.tenant.id}/restore` };
      const victim = await fresh(c).user("tenant");
      const res = await c.w.ctx.app.request(`/api/admin/users/${victim.id}/suspend`, {
        method: "POST",
        headers: { cookie: c.w.admin.cookie },
      });
      if (res.status !== 200) throw new Error(`suspend for restore: ${res.status}`);
      return { path: `/api/admin/users/${victim.id}/restore` };
    },
  },
  "GET /api/admin/waitlist": {
    expect: only(["admin"], 200),
    request: () => ({ path: "/api/admin/waitlist" }),
  },
  "POST /api/admin/invitations": {
    expect: only(["admin"], 201),
    request: () => ({
      path: "/api/admin/invitations",
      json: { email: `invitee-${crypto.randomUUID().slice(0, 8)}@matrix.example`, role: "landlord" },
    }),
  },
  "GET /api/admin/audit-logs": {
    expect: only(["admin"], 200),
    request: () => ({ path: "/api/admin/audit-logs" }),
  },
  "GET /api/admin/audit-logs/facets": {
    expect: only(["admin"], 200),
    request: () => ({ path: "/api/admin/audit-logs/facets" }),
  },
  "GET /api/analytics/admin": {
    expect: only(["admin", "agent"], 200),
    note: "agents (feature analytics) get the figures of their own portfolio, never the platform's people figures",
    request: () => ({ path: "/api/analytics/admin" }),
  },
  "GET /api/admin/contact-messages": {
    expect: only(["admin"], 200),
    request: () => ({ path: "/api/admin/contact-messages" }),
  },
  "PATCH /api/admin/contact-messages/{id}": {
    expect: only(["admin"], 200),
    request: async (c) => ({
      path: `/api/admin/contact-messages/${c.permitted ? await fresh(c).contactMessage() : c.w.contactMessageId}`,
      json: { status: "done" },
    }),
  },

  "GET /api/admin/email": {
    expect: only(["admin"], 200),
    request: () => ({ path: "/api/admin/email?status=failed" }),
  },
  "POST /api/admin/email/{id}/retry": {
    expect: only(["admin"], 200),
    note: "the world has an SMTP_URL but runs no worker: a retried message stays queued",
    request: async (c) => {
      const [row] = await c.w.ctx.database.db
        .insert(emailOutbox)
        .values({ to: "stuck@mail.example", subject: "Stuck", text: "Body", kind: "test", status: "failed" })
        .returning({ id: emailOutbox.id });
      return { path: `/api/admin/email/${row!.id}/retry` };
    },
  },

  // ---- Properties -------------------------------------------------------------------------------
  "GET /api/properties": { expect: all(200), request: () => ({ path: "/api/properties" }) },
  "GET /api/properties/{id}": {
    expect: {
      anonymous: [404, 404],
      admin: [200, 200],
      agent: [200, 404],
      landlord: [200, 404],
      tenant: [200, 404],
    },
    note: "a draft property: public only when published; its landlord, agent, admins and the tenant of a tenancy there see it",
    request: (c) => ({ path: `/api/properties/${c.side.draftPropertyId}` }),
  },
  "POST /api/properties/{id}/enquiries": {
    expect: all(201),
    note: "anyone may enquire about a published property",
    request: (c) => ({ path: `/api/properties/${c.w.a.listingId}/enquiries`, json: enquiryBody() }),
  },
  "GET /api/property-images/{imageId}/{width}": {
    expect: {
      anonymous: [404, 404],
      admin: [200, 200],
      agent: [200, 404],
      landlord: [200, 404],
      tenant: [200, 404],
    },
    note: "a photo of a draft property (the tenant has a draft tenancy there)",
    request: (c) => ({ path: c.side.imagePath }),
  },
  "GET /api/manage/properties": {
    expect: only(["admin", "agent", "landlord"], 200),
    // Searched for the sides' own homes: every permitted write cell adds fresh properties, so an
    // admin's unfiltered first page need not hold side A's.
    request: () => ({ path: `/api/manage/properties?pageSize=100&q=${encodeURIComponent(SIDE_HOME_TITLE)}` }),
    verify: listsOnlyOwn(
      (w) => w.a.propertyId,
      (w) => w.b.propertyId,
    ),
  },
  "POST /api/manage/properties": {
    expect: only(["admin", "landlord"], 201),
    note: "agents manage assigned properties but do not add them",
    request: (c) => ({
      path: "/api/manage/properties",
      json: {
        title: "Matrix cottage",
        type: "house",
        addressLine1: "3 Matrix Lane",
        city: "Testbury",
        postcode: "SW1A 2AA",
        bedrooms: 3,
        bathrooms: 1,
        rentAmount: 150_000,
        furnished: "furnished",
        ...(c.actor === "admin" ? { landlordId: c.w.a.landlord.id } : {}),
      },
    }),
  },
  "GET /api/manage/properties/{id}": {
    expect: managedRow(200),
    request: (c) => ({ path: `/api/manage/properties/${c.side.propertyId}` }),
  },
  "PATCH /api/manage/properties/{id}": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/manage/properties/${c.permitted ? await fresh(c).property(c.side) : c.side.propertyId}`,
      json: { title: "Renamed by the matrix" },
    }),
  },
  "GET /api/manage/agents": {
    expect: only(["admin", "landlord"], 200),
    request: () => ({ path: "/api/manage/agents" }),
  },
  "GET /api/manage/landlords": {
    expect: only(["admin"], 200),
    request: () => ({ path: "/api/manage/landlords" }),
  },
  "POST /api/manage/properties/{id}/images": {
    expect: managedRow(201),
    request: async (c) => ({
      path: `/api/manage/properties/${c.permitted ? await fresh(c).property(c.side) : c.side.propertyId}/images`,
      form: await png(),
    }),
  },
  "PATCH /api/manage/properties/{id}/images": {
    expect: managedRow(200),
    request: async (c) => {
      const { propertyId, imageId } = c.permitted
        ? await fresh(c).image(c.side)
        : { propertyId: c.side.draftPropertyId, imageId: c.side.imageId };
      return { path: `/api/manage/properties/${propertyId}/images`, json: { coverId: imageId } };
    },
  },
  "DELETE /api/manage/properties/{id}/images/{imageId}": {
    expect: managedRow(200),
    request: async (c) => {
      const { propertyId, imageId } = c.permitted
        ? await fresh(c).image(c.side)
        : { propertyId: c.side.draftPropertyId, imageId: c.side.imageId };
      return { path: `/api/manage/properties/${propertyId}/images/${imageId}` };
    },
  },
  "GET /api/manage/enquiries": {
    expect: only(["admin", "agent", "landlord"], 200),
    request: () => ({ path: "/api/manage/enquiries?pageSize=100" }),
    verify: listsOnlyOwn(
      (w) => w.a.enquiryId,
      (w) => w.b.enquiryId,
    ),
  },
  "PATCH /api/manage/enquiries/{id}": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/manage/enquiries/${c.permitted ? await fresh(c).enquiry(c.side) : c.side.enquiryId}`,
      json: { status: "contacted" },
    }),
  },

  // ---- Notifications ------------------------------------------------------------------------------
  "GET /api/notifications": { expect: signedIn(200), request: () => ({ path: "/api/notifications" }) },
  "POST /api/notifications/read": {
    expect: { ...signedIn(200), anonymous: [401, 401], admin: [200, 200] },
    note: "another user's ids answer 200 but change nothing (checked)",
    request: async (c) => {
      const id =
        c.row === "own" && c.user
          ? await fresh(c).notification(c.user)
          : c.w.b.notificationIds[theirRole(c.actor)];
      return { path: "/api/notifications/read", json: { ids: [id] } };
    },
    verify: async (c) => {
      if (c.row !== "other") return;
      const owner = c.w.b[theirRole(c.actor)];
      const res = await c.w.ctx.app.request("/api/notifications", { headers: { cookie: owner.cookie } });
      const { items } = (await res.json()) as { items: { id: string; readAt: string | null }[] };
      if (items.find((n) => n.id === c.w.b.notificationIds[theirRole(c.actor)])?.readAt) {
        throw new Error("another user's notification was marked read");
      }
    },
  },
  "GET /api/notifications/stream": {
    expect: signedIn(200),
    request: () => ({ path: "/api/notifications/stream" }),
  },

  // ---- Support ------------------------------------------------------------------------------------
  // ---- Global search (each kind per row, as on its own pages) -----------------------------------
  "GET /api/search": {
    expect: signedIn(200),
    note: "a tenant finds their own home; staff the homes they manage; admins all",
    request: () => ({ path: `/api/search?q=${encodeURIComponent(SIDE_HOME_TITLE)}` }),
    verify: listsOnlyOwn(
      (w) => w.a.propertyId,
      (w) => w.b.propertyId,
    ),
  },
  "GET /api/support/tickets": {
    expect: signedIn(200),
    request: () => ({ path: "/api/support/tickets?pageSize=100" }),
    verify: listsOnlyOwn(
      (w) => w.a.ticketId,
      (w) => w.b.ticketId,
    ),
  },
  "POST /api/support/tickets": {
    expect: {
      anonymous: [401, 401],
      admin: [201, 201],
      agent: [201, 400],
      landlord: [201, 400],
      tenant: [201, 400],
    },
    note: "the property in the body must be one of the caller's (400 with a field message otherwise)",
    request: (c) => ({ path: "/api/support/tickets", json: ticketBody(c.side.propertyId) }),
  },
  "GET /api/support/summary": { expect: signedIn(200), request: () => ({ path: "/api/support/summary" }) },
  "GET /api/support/properties": {
    expect: signedIn(200),
    request: () => ({ path: "/api/support/properties" }),
  },
  "GET /api/support/staff": {
    expect: only(["admin", "agent"], 200),
    request: () => ({ path: "/api/support/staff" }),
  },
  "GET /api/support/tickets/{id}": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/support/tickets/${c.side.ticketId}` }),
  },
  "PATCH /api/support/tickets/{id}": {
    expect: tenancyRow(200),
    note: "staff change the priority; the tenant (creator) closes their ticket",
    request: async (c) => ({
      path: `/api/support/tickets/${c.permitted ? await fresh(c).ticket(c.side) : c.side.ticketId}`,
      json: c.actor === "tenant" ? { status: "closed" } : { priority: "high" },
    }),
  },
  "POST /api/support/tickets/{id}/messages": {
    expect: tenancyRow(201),
    request: async (c) => ({
      path: `/api/support/tickets/${c.permitted ? await fresh(c).ticket(c.side) : c.side.ticketId}/messages`,
      json: { body: "A reply from the authorization matrix." },
    }),
  },
  "POST /api/support/tickets/bulk-assign": {
    expect: { ...tenancyRow(200), tenant: [404, 404] },
    note: "only those who manage every ticket listed (the creator does not)",
    request: async (c) => ({
      path: "/api/support/tickets/bulk-assign",
      json: {
        ticketIds: [c.permitted ? await fresh(c).ticket(c.side) : c.side.ticketId],
        assigneeId: c.side.agent.id,
      },
    }),
  },
  "POST /api/support/tickets/{id}/attachments": {
    expect: tenancyRow(201),
    request: async (c) => ({
      path: `/api/support/tickets/${c.permitted ? await fresh(c).ticket(c.side) : c.side.ticketId}/attachments`,
      form: await png(),
    }),
  },
  "GET /api/support/attachments/{id}": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/support/attachments/${c.side.attachmentId}` }),
  },

  // ---- Tenancies and payments ---------------------------------------------------------------------
  "GET /api/tenancies": {
    expect: signedIn(200),
    request: () => ({ path: "/api/tenancies" }),
    verify: listsOnlyOwn(
      (w) => w.a.tenancyId,
      (w) => w.b.tenancyId,
    ),
  },
  "POST /api/tenancies": {
    expect: managedRow(201),
    note: "the property in the body must be one the caller manages (404 otherwise)",
    request: async (c) => ({
      path: "/api/tenancies",
      json: {
        propertyId: c.permitted ? await fresh(c).property(c.side) : c.side.propertyId,
        tenantEmail: c.side.tenant.email,
        startDate: today(),
        rentAmount: 100_000,
        rentFrequency: "monthly",
        dueDay: 1,
      },
    }),
  },
  "GET /api/tenancy-invitations": {
    expect: only(["tenant"], 200),
    request: () => ({ path: "/api/tenancy-invitations" }),
  },
  "POST /api/tenancy-invitations/accept": {
    expect: {
      anonymous: [401, 401],
      admin: [403, 403],
      agent: [403, 403],
      landlord: [403, 403],
      tenant: [200, 404],
    },
    note: "only a tenant joins a tenancy, and only one whose invitation was sent to their own e-mail",
    request: async (c) => ({
      path: "/api/tenancy-invitations/accept",
      json: { invitationId: await fresh(c).invitation(c.side) },
    }),
  },
  "GET /api/tenancies/{id}": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/tenancies/${c.side.tenancyId}` }),
  },
  "POST /api/tenancies/{id}/status": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/tenancies/${c.permitted ? await fresh(c).tenancy(c.side) : c.side.tenancyId}/status`,
      json: { status: "ended", endDate: today() },
    }),
  },
  "GET /api/tenancies/{id}/ledger": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/tenancies/${c.side.tenancyId}/ledger` }),
  },
  "GET /api/tenancies/{id}/ledger.csv": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/tenancies/${c.side.tenancyId}/ledger.csv` }),
  },
  "POST /api/tenancies/{id}/payments/report": {
    expect: { ...only(["tenant"], 201), tenant: [201, 404] },
    note: "tenants report payments (pending); staff record them instead",
    request: async (c) => ({
      path: `/api/tenancies/${c.permitted ? await fresh(c).tenancy(c.side) : c.side.tenancyId}/payments/report`,
      json: paymentBody(),
    }),
  },
  "POST /api/tenancies/{id}/payments": {
    expect: managedRow(201),
    request: async (c) => ({
      path: `/api/tenancies/${c.permitted ? await fresh(c).tenancy(c.side) : c.side.tenancyId}/payments`,
      json: paymentBody(),
    }),
  },
  "POST /api/payments/{id}/actions": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/payments/${c.permitted ? await fresh(c).payment(c.side, "pending") : c.side.pendingPaymentId}/actions`,
      json: { action: "confirm" },
    }),
  },
  "GET /api/payments/export.csv": {
    expect: only(["admin", "agent", "landlord"], 200),
    request: () => ({ path: `/api/payments/export.csv?from=2020-01-01&to=${today()}` }),
    verify: listsOnlyOwn(
      (w) => w.a.completedPaymentId,
      (w) => w.b.completedPaymentId,
    ),
  },

  "PATCH /api/tenancies/{id}/terms": {
    expect: managedRow(200),
    note: "a draft's terms; the tenant can read them but not change them",
    request: async (c) => ({
      path: `/api/tenancies/${c.permitted ? await fresh(c).tenancy(c.side, "draft") : c.side.draftTenancyId}/terms`,
      json: { rentAmount: 110_000, reason: "Matrix" },
    }),
  },
  "PUT /api/tenancies/{id}/written-terms": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/tenancies/${c.permitted ? await fresh(c).tenancy(c.side) : c.side.tenancyId}/written-terms`,
      json: { givenOn: today(), method: "email" },
    }),
  },
  "GET /api/tenancies/{id}/contacts": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/tenancies/${c.side.tenancyId}/contacts` }),
  },
  "PUT /api/tenancies/{id}/contacts": {
    expect: managedRow(200),
    note: "the tenant reads their home's contacts but never sets them",
    request: (c) => ({
      path: `/api/tenancies/${c.side.tenancyId}/contacts`,
      json: { accountName: "Matrix", sortCode: "112233", accountNumber: "12345678", reference: "MATRIX" },
    }),
  },
  "GET /api/tenancies/{id}/notices": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/tenancies/${c.side.tenancyId}/notices` }),
  },
  "POST /api/tenancies/{id}/notices": {
    expect: tenancyRow(201),
    note: "the tenant gives their own notice; staff record either side's",
    request: async (c) => ({
      path: `/api/tenancies/${c.permitted ? await fresh(c).tenancy(c.side) : c.side.tenancyId}/notices`,
      json: { givenBy: "tenant", givenOn: today(), method: "email" },
    }),
  },
  "POST /api/tenancies/{id}/notices/{noticeId}/withdraw": {
    expect: managedRow(200),
    note: "withdrawing needs the landlord's side: a tenant cannot take back their notice alone",
    request: async (c) => {
      const [tenancyId, noticeId] = c.permitted
        ? await fresh(c).notice(c.side)
        : [c.side.tenancyId, crypto.randomUUID()];
      return { path: `/api/tenancies/${tenancyId}/notices/${noticeId}/withdraw` };
    },
  },

  // ---- Documents ----------------------------------------------------------------------------------
  "GET /api/tenancies/{id}/documents": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/tenancies/${c.side.tenancyId}/documents` }),
  },
  "POST /api/tenancies/{id}/documents": {
    expect: tenancyRow(201),
    note: "the tenant may upload to their own tenancy",
    request: async (c) => ({
      path: `/api/tenancies/${c.permitted ? await fresh(c).tenancy(c.side) : c.side.tenancyId}/documents`,
      form: { file: pdfBlob(), kind: "other" },
    }),
  },
  "GET /api/manage/properties/{id}/documents": {
    expect: managedRow(200),
    request: (c) => ({ path: `/api/manage/properties/${c.side.propertyId}/documents` }),
  },
  "POST /api/manage/properties/{id}/documents": {
    expect: managedRow(201),
    request: async (c) => ({
      path: `/api/manage/properties/${c.permitted ? await fresh(c).property(c.side) : c.side.propertyId}/documents`,
      form: { file: pdfBlob(), kind: "epc", expiresOn: "2031-01-01" },
    }),
  },
  "GET /api/documents/{id}/link": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/documents/${c.side.tenancyDocumentId}/link` }),
  },
  "GET /api/documents/{id}/file": {
    expect: {
      anonymous: [401, 401],
      admin: [200, 403],
      agent: [200, 403],
      landlord: [200, 403],
      tenant: [200, 403],
    },
    note: "own: a link signed for the caller; other: side B's link, signed for its tenant (403: not for you)",
    request: async (c) => {
      const owner = c.row === "own" && c.user ? c.user : c.side.tenant;
      const res = await c.w.ctx.app.request(`/api/documents/${c.side.tenancyDocumentId}/link`, {
        headers: { cookie: owner.cookie },
      });
      if (res.status !== 200) throw new Error(`link for ${owner.role}: ${res.status}`);
      const { url } = (await res.json()) as { url: string };
      return { path: url };
    },
  },
  "DELETE /api/documents/{id}": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/documents/${c.permitted ? await fresh(c).propertyDocument(c.side, await fresh(c).property(c.side)) : c.side.propertyDocumentId}`,
    }),
  },

  // ---- Blogs --------------------------------------------------------------------------------------
  "GET /api/blogs": { expect: all(200), request: () => ({ path: "/api/blogs" }) },
  "GET /api/blog-tags": { expect: all(200), request: () => ({ path: "/api/blog-tags" }) },
  "GET /api/blogs/{idOrSlug}": {
    expect: all(200),
    note: "a published post",
    request: (c) => ({ path: `/api/blogs/${c.w.a.blogSlug}` }),
  },
  "GET /api/blog-covers/{blogId}/{coverId}/{width}": {
    expect: {
      anonymous: [404, 404],
      admin: [200, 200],
      agent: [200, 404],
      landlord: [404, 404],
      tenant: [404, 404],
    },
    note: "the cover of a draft post: its author and admins only",
    request: (c) => ({ path: c.side.blogCoverPath }),
  },
  "GET /api/manage/blogs": {
    expect: only(["admin", "agent"], 200),
    request: () => ({ path: "/api/manage/blogs?pageSize=100" }),
    verify: listsOnlyOwn(
      (w) => w.a.draftBlogId,
      (w) => w.b.draftBlogId,
    ),
  },
  "POST /api/manage/blogs": {
    expect: only(["admin", "agent"], 201),
    request: () => ({
      path: "/api/manage/blogs",
      json: blogBody(`Matrix post ${crypto.randomUUID().slice(0, 6)}`),
    }),
  },
  "GET /api/manage/blog-publishing": {
    expect: only(["admin", "agent"], 200),
    request: () => ({ path: "/api/manage/blog-publishing" }),
  },
  "PUT /api/admin/blog-authors/{id}/trust": {
    expect: only(["admin"], 200),
    note: "trusting an agent to publish without review",
    request: (c) => ({ path: `/api/admin/blog-authors/${c.w.b.agent.id}/trust`, json: { trusted: true } }),
  },
  "GET /api/manage/blogs/{id}": {
    expect: blogRow(200),
    request: (c) => ({ path: `/api/manage/blogs/${c.side.draftBlogId}` }),
  },
  "PATCH /api/manage/blogs/{id}": {
    expect: blogRow(200),
    request: async (c) => ({
      path: `/api/manage/blogs/${c.permitted ? (await fresh(c).blog(c.side)).id : c.side.draftBlogId}`,
      json: { title: "Retitled by the matrix" },
    }),
  },
  "DELETE /api/manage/blogs/{id}": {
    expect: blogRow(200),
    request: async (c) => ({
      path: `/api/manage/blogs/${c.permitted ? (await fresh(c).blog(c.side)).id : c.side.draftBlogId}`,
    }),
  },
  "POST /api/manage/blogs/{id}/cover": {
    expect: blogRow(200),
    request: async (c) => ({
      path: `/api/manage/blogs/${c.permitted ? (await fresh(c).blog(c.side)).id : c.side.draftBlogId}/cover`,
      form: { file: await pngBlob(1200, 630) },
    }),
  },
  "DELETE /api/manage/blogs/{id}/cover": {
    expect: blogRow(200),
    request: async (c) => ({
      path: `/api/manage/blogs/${c.permitted ? (await fresh(c).blog(c.side)).id : c.side.draftBlogId}/cover`,
    }),
  },
  // ---- Dashboards, analytics, market rents, payments ---------------------------------------------
  "GET /api/dashboards/landlord": {
    expect: only(["landlord"], 200),
    note: "figures are aggregates of the caller's own rows (dashboards.test.ts checks them by hand)",
    request: () => ({ path: "/api/dashboards/landlord" }),
  },
  "GET /api/dashboards/agent": {
    expect: only(["agent"], 200),
    request: () => ({ path: "/api/dashboards/agent" }),
  },
  "GET /api/analytics/agent": {
    expect: only(["agent"], 200),
    request: () => ({ path: "/api/analytics/agent" }),
  },
  "GET /api/analytics/portfolio-rents": {
    expect: only(["landlord", "agent"], 200),
    request: () => ({ path: "/api/analytics/portfolio-rents" }),
  },
  "GET /api/market/cities": { expect: all(200), request: () => ({ path: "/api/market/cities" }) },
  "GET /api/market/rents": {
    expect: all(200),
    note: "public: only medians and quartiles of published listings",
    request: () => ({ path: "/api/market/rents?city=London&bedrooms=2" }),
  },
  "GET /api/payments": {
    expect: only(["admin", "agent", "landlord"], 200),
    request: () => ({ path: "/api/payments" }),
    verify: listsOnlyOwn(
      (w) => w.a.pendingPaymentId,
      (w) => w.b.pendingPaymentId,
    ),
  },
  "GET /api/admin/payments": {
    expect: only(["admin"], 200),
    request: () => ({ path: "/api/admin/payments?pageSize=100" }),
    verify: listsOnlyOwn(
      (w) => w.a.completedPaymentId,
      (w) => w.b.completedPaymentId,
    ),
  },
  "GET /api/admin/payments/export.csv": {
    expect: only(["admin"], 200),
    request: () => ({ path: "/api/admin/payments/export.csv" }),
  },
  // ---- Deposits -----------------------------------------------------------------------------------
  "GET /api/tenancies/{id}/deposit": {
    expect: tenancyRow(200),
    request: (c) => ({ path: `/api/tenancies/${c.side.tenancyId}/deposit` }),
  },
  "PUT /api/tenancies/{id}/deposit/holding": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/tenancies/${c.permitted ? await fresh(c).tenancy(c.side) : c.side.tenancyId}/deposit/holding`,
      json: { amount: 20_000, receivedOn: today() },
    }),
  },
  "PUT /api/tenancies/{id}/deposit/received": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/tenancies/${c.permitted ? await fresh(c).tenancy(c.side) : c.side.tenancyId}/deposit/received`,
      json: { amount: 138_000, receivedOn: today(), receivedFrom: "The tenant" },
    }),
  },
  "PUT /api/tenancies/{id}/deposit/protection": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/tenancies/${await depositTenancy(c, "received")}/deposit/protection`,
      json: { scheme: "dps", reference: "DPS-1", protectedOn: today() },
    }),
  },
  "PUT /api/tenancies/{id}/deposit/prescribed-information": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/tenancies/${await depositTenancy(c, "received")}/deposit/prescribed-information`,
      json: { servedOn: today(), method: "email" },
    }),
  },
  "POST /api/tenancies/{id}/deposit/deductions": {
    expect: managedRow(201),
    note: "deductions apply to the deposit of an ended tenancy",
    request: async (c) => ({
      path: `/api/tenancies/${await depositTenancy(c, "ended")}/deposit/deductions`,
      json: { amount: 5_000, reason: "Cleaning" },
    }),
  },
  "DELETE /api/tenancies/{id}/deposit/deductions/{deductionId}": {
    expect: managedRow(200),
    request: async (c) => {
      const row = c.permitted
        ? await depositAt(c, "proposed")
        : { id: c.side.tenancyId, deductionId: crypto.randomUUID() };
      return { path: `/api/tenancies/${row.id}/deposit/deductions/${row.deductionId}` };
    },
  },
  "POST /api/tenancies/{id}/deposit/response": {
    expect: { ...only(["tenant"], 200), tenant: [200, 404] },
    note: "only the tenant answers proposed deductions; staff propose them",
    request: async (c) => ({
      path: `/api/tenancies/${await depositTenancy(c, "proposed")}/deposit/response`,
      json: { response: "agree" },
    }),
  },
  "POST /api/tenancies/{id}/deposit/return": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/tenancies/${await depositTenancy(c, "ended")}/deposit/return`,
      json: { amount: 138_000, returnedOn: today() },
    }),
  },
  "GET /api/deposits/attention": {
    expect: only(["admin", "agent", "landlord"], 200),
    request: () => ({ path: "/api/deposits/attention" }),
  },
  "POST /api/tenancies/{id}/invitation": {
    expect: { ...managedRow(409), admin: [409, 409] },
    note: "the fixture's tenants have joined, so staff get 409; another user's tenancy is 404",
    request: (c) => ({ path: `/api/tenancies/${c.side.tenancyId}/invitation` }),
  },
  ...rentIncreaseCases,
  ...complianceCases,
  ...complianceRecordCases,
  ...expenseCases,
  ...clockCases,
  ...moneyHomeCases,
  ...mtdCases,
  ...statementCases,
  ...agencyCases,
  ...bankCases,
  ...worksCases,
  ...viewingCases,
};
