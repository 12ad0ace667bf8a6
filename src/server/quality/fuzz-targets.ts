import { requestAs, type TestUser } from "../test/harness";
import { agencyFuzzTargets } from "./fuzz-agencies";
import { bankFuzzTargets } from "./fuzz-bank";
import { complianceRecordFuzzTargets } from "./fuzz-compliance-records";
import { expenseFuzzTargets } from "./fuzz-expenses";
import { moneyHomeFuzzTargets } from "./fuzz-money-homes";
import { rentIncreaseFuzzTargets } from "./fuzz-rent-increases";
import { statementFuzzTargets } from "./fuzz-statements";
import { viewingFuzzTargets } from "./fuzz-viewings";
import { worksFuzzTargets } from "./fuzz-works";
import {
  blogBody,
  enquiryBody,
  expectJson,
  FIXTURE_PASSWORD,
  paymentBody,
  ticketBody,
  today,
  type World,
} from "./world";

/**
 * Who sends the fuzzed payloads to each JSON write endpoint (a user permitted to use it, so the
 * payload gets past authorization) and which rows the path names. Rows that a lucky valid payload
 * may change are fresh ones, made in `prepare`.
 */
export interface FuzzTarget {
  prepare?(w: World): Promise<Record<string, string>>;
  as(w: World): TestUser | undefined;
  path(w: World, rows: Record<string, string>): string;
  /** A body the endpoint accepts: the fuzzer also sends it with one field changed. */
  valid?(w: World, rows: Record<string, string>): Record<string, unknown>;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?(): Record<string, string>;
}

const key = () => ({ "idempotency-key": `fuzz-${crypto.randomUUID()}` });

/** A fresh tenancy of side A with its deposit received, then (`ended`) the tenancy ended, then a deduction. */
async function depositTenancy(w: World, stage: "received" | "ended" | "proposed") {
  const id = await w.fresh.tenancy(w.a);
  const call = async (path: string, method: string, json: unknown, status: number) =>
    expectJson(await requestAs(w.ctx, w.a.landlord, `/api/tenancies/${id}${path}`, { method, json }), status);
  await call("/deposit/received", "PUT", { amount: 138_000, receivedOn: today(), receivedFrom: "T" }, 200);
  if (stage !== "received") await call("/status", "POST", { status: "ended", endDate: today() }, 200);
  if (stage === "proposed")
    await call("/deposit/deductions", "POST", { amount: 10_000, reason: "Cleaning" }, 201);
  return { id };
}

export const fuzzTargets: Record<string, FuzzTarget> = {
  "POST /api/contact": {
    as: () => undefined,
    path: () => "/api/contact",
    valid: () => ({
      name: "Fuzz Person",
      email: "fuzz@contact.example",
      topic: "general",
      message: "Hello there, fuzz.",
    }),
  },
  "POST /api/auth/sign-up": {
    as: () => undefined,
    path: () => "/api/auth/sign-up",
    valid: () => ({
      name: "Fuzz Signup",
      email: `fuzz-${crypto.randomUUID().slice(0, 8)}@signup.example`,
      password: "a-long-enough-password",
      role: "landlord",
    }),
  },
  "POST /api/auth/sign-in": {
    as: () => undefined,
    path: () => "/api/auth/sign-in",
    valid: (w) => ({ email: w.a.agent.email, password: FIXTURE_PASSWORD }),
  },
  "POST /api/auth/forgot-password": {
    as: () => undefined,
    path: () => "/api/auth/forgot-password",
    valid: (w) => ({ email: w.a.agent.email }),
  },
  "POST /api/auth/reset-password": {
    as: () => undefined,
    path: () => "/api/auth/reset-password",
    valid: () => ({ token: "abcdefghijklmnop", password: "another-long-password" }),
  },
  "POST /api/auth/reauthenticate": {
    as: (w) => w.b.landlord,
    path: () => "/api/auth/reauthenticate",
    valid: () => ({ password: FIXTURE_PASSWORD }),
  },
  "PATCH /api/me": {
    as: (w) => w.a.landlord,
    path: () => "/api/me",
    valid: () => ({ name: "Fuzzed Name", phone: "+44 20 7946 0001" }),
  },
  "POST /api/me/password": {
    as: (w) => w.b.tenant,
    path: () => "/api/me/password",
    valid: () => ({ currentPassword: "not-the-password", newPassword: "a-brand-new-password" }),
  },
  "PATCH /api/admin/users/{id}/role": {
    prepare: async (w) => ({ id: (await w.fresh.user("landlord")).id }),
    as: (w) => w.admin,
    path: (_w, r) => `/api/admin/users/${r.id}/role`,
    valid: () => ({ role: "agent" }),
  },
  "POST /api/admin/invitations": {
    as: (w) => w.admin,
    path: () => "/api/admin/invitations",
    valid: () => ({ email: "invitee@fuzz.example", role: "tenant" }),
  },
  "POST /api/properties/{id}/enquiries": {
    as: () => undefined,
    path: (w) => `/api/properties/${w.a.listingId}/enquiries`,
    valid: () => enquiryBody(),
  },
  "POST /api/manage/properties": {
    as: (w) => w.a.landlord,
    path: () => "/api/manage/properties",
    valid: (w) => ({
      title: "Fuzzed flat",
      type: "flat",
      addressLine1: "1 Fuzz Street",
      city: "Testbury",
      postcode: "SW1A 1AA",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 100_000,
      furnished: "furnished",
      agentId: w.a.agent.id,
    }),
  },
  "PATCH /api/manage/properties/{id}": {
    prepare: async (w) => ({ id: await w.fresh.property(w.a) }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/manage/properties/${r.id}`,
    valid: () => ({ title: "Fuzzed title", rentAmount: 99_000, published: true }),
  },
  "PATCH /api/manage/properties/{id}/images": {
    prepare: async (w) => {
      const { propertyId, imageId } = await w.fresh.image(w.a);
      return { id: propertyId, imageId };
    },
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/manage/properties/${r.id}/images`,
    valid: (_w, r) => ({ coverId: r.imageId }),
  },
  "PATCH /api/manage/enquiries/{id}": {
    prepare: async (w) => ({ id: await w.fresh.enquiry(w.a) }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/manage/enquiries/${r.id}`,
    valid: () => ({ status: "contacted" }),
  },
  "POST /api/notifications/read": {
    as: (w) => w.a.tenant,
    path: () => "/api/notifications/read",
    valid: (w) => ({ ids: [w.a.notificationIds.tenant] }),
  },
  "POST /api/support/tickets": {
    as: (w) => w.a.tenant,
    path: () => "/api/support/tickets",
    valid: (w) => ticketBody(w.a.propertyId),
  },
  "PATCH /api/support/tickets/{id}": {
    prepare: async (w) => ({ id: await w.fresh.ticket(w.a) }),
    as: (w) => w.admin,
    path: (_w, r) => `/api/support/tickets/${r.id}`,
    valid: (w) => ({ priority: "urgent", assigneeId: w.a.agent.id }),
  },
  "POST /api/support/tickets/{id}/messages": {
    prepare: async (w) => ({ id: await w.fresh.ticket(w.a) }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/support/tickets/${r.id}/messages`,
    valid: () => ({ body: "We will send a plumber tomorrow.", internal: false }),
  },
  "POST /api/support/tickets/bulk-assign": {
    as: (w) => w.admin,
    path: () => "/api/support/tickets/bulk-assign",
    valid: (w) => ({ ticketIds: [w.a.ticketId, w.b.ticketId], assigneeId: w.admin.id }),
  },
  "PATCH /api/admin/contact-messages/{id}": {
    prepare: async (w) => ({ id: await w.fresh.contactMessage() }),
    as: (w) => w.admin,
    path: (_w, r) => `/api/admin/contact-messages/${r.id}`,
    valid: () => ({ status: "in_progress" }),
  },
  "POST /api/tenancies": {
    prepare: async (w) => ({ propertyId: await w.fresh.property(w.a) }),
    as: (w) => w.a.landlord,
    path: () => "/api/tenancies",
    valid: (w, r) => ({
      propertyId: r.propertyId,
      tenantEmail: w.a.tenant.email,
      startDate: today(),
      rentAmount: 90_000,
      rentFrequency: "monthly",
      dueDay: 28,
    }),
  },
  "POST /api/tenancy-invitations/accept": {
    prepare: async (w) => ({ invitationId: await w.fresh.invitation(w.a) }),
    as: (w) => w.a.tenant,
    path: () => "/api/tenancy-invitations/accept",
    valid: (_w, r) => ({ invitationId: r.invitationId }),
  },
  "POST /api/tenancies/{id}/status": {
    prepare: async (w) => ({ id: await w.fresh.tenancy(w.a, "draft") }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/status`,
    valid: () => ({ status: "active" }),
  },
  "POST /api/tenancies/{id}/payments/report": {
    prepare: async (w) => ({ id: await w.fresh.tenancy(w.a, "active") }),
    as: (w) => w.a.tenant,
    path: (_w, r) => `/api/tenancies/${r.id}/payments/report`,
    valid: () => paymentBody(),
    headers: key,
  },
  "POST /api/tenancies/{id}/payments": {
    prepare: async (w) => ({ id: await w.fresh.tenancy(w.a, "active") }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/payments`,
    valid: () => ({ ...paymentBody(), status: "pending" }),
    headers: key,
  },
  "PATCH /api/tenancies/{id}/terms": {
    prepare: async (w) => ({ id: await w.fresh.tenancy(w.a, "draft") }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/terms`,
    valid: () => ({ rentAmount: 110_000, dueDay: 2, signedOn: today(), reason: "Agreed" }),
  },
  "PUT /api/tenancies/{id}/written-terms": {
    prepare: async (w) => ({ id: await w.fresh.tenancy(w.a, "active") }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/written-terms`,
    valid: () => ({ givenOn: today(), method: "hand" }),
  },
  "PUT /api/tenancies/{id}/contacts": {
    prepare: async (w) => ({ id: await w.fresh.tenancy(w.a, "active") }),
    as: (w) => w.a.agent,
    path: (_w, r) => `/api/tenancies/${r.id}/contacts`,
    valid: () => ({
      accountName: "Fuzz Lettings",
      sortCode: "12-34-56",
      accountNumber: "12345678",
      reference: "FUZZ-1",
      noticeAddress: "1 Test Street, Leeds LS1 1AA",
    }),
  },
  "POST /api/tenancies/{id}/notices": {
    prepare: async (w) => ({ id: await w.fresh.tenancy(w.a, "active") }),
    as: (w) => w.a.tenant,
    path: (_w, r) => `/api/tenancies/${r.id}/notices`,
    valid: () => ({ givenBy: "tenant", givenOn: today(), method: "email", note: "Moving for work" }),
  },
  "POST /api/payments/{id}/actions": {
    prepare: async (w) => ({ id: await w.fresh.payment(w.a, "pending") }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/payments/${r.id}/actions`,
    valid: () => ({ action: "confirm", note: "Seen on the statement" }),
  },
  "POST /api/manage/blogs": {
    as: (w) => w.a.agent,
    path: () => "/api/manage/blogs",
    valid: () => blogBody(`Fuzzed post ${crypto.randomUUID().slice(0, 6)}`),
  },
  "PUT /api/admin/blog-authors/{id}/trust": {
    as: (w) => w.admin,
    path: (w) => `/api/admin/blog-authors/${w.b.agent.id}/trust`,
    valid: () => ({ trusted: true }),
  },
  "PATCH /api/manage/blogs/{id}": {
    prepare: async (w) => ({ id: (await w.fresh.blog(w.a, true)).id }),
    as: (w) => w.a.agent,
    path: (_w, r) => `/api/manage/blogs/${r.id}`,
    valid: () => ({ title: "Fuzzed title", content: "Some **markdown**", published: false }),
  },
  ...rentIncreaseFuzzTargets,
  ...statementFuzzTargets,
  ...agencyFuzzTargets,
  ...complianceRecordFuzzTargets,
  ...moneyHomeFuzzTargets,
  ...expenseFuzzTargets,
  ...bankFuzzTargets,
  ...worksFuzzTargets,
  ...viewingFuzzTargets,
  "PUT /api/tenancies/{id}/deposit/holding": {
    prepare: async (w) => ({ id: await w.fresh.tenancy(w.a) }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/deposit/holding`,
    valid: () => ({ amount: 20_000, receivedOn: today(), deadline: null, outcome: "refunded" }),
  },
  "PUT /api/tenancies/{id}/deposit/received": {
    prepare: async (w) => ({ id: await w.fresh.tenancy(w.a) }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/deposit/received`,
    valid: () => ({ amount: 100_000, receivedOn: today(), receivedFrom: "Fuzz Tenant" }),
  },
  "PUT /api/tenancies/{id}/deposit/protection": {
    prepare: (w) => depositTenancy(w, "received"),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/deposit/protection`,
    valid: () => ({ scheme: "tds", reference: "TDS-FUZZ", protectedOn: today() }),
  },
  "PUT /api/tenancies/{id}/deposit/prescribed-information": {
    prepare: (w) => depositTenancy(w, "received"),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/deposit/prescribed-information`,
    valid: () => ({ servedOn: today(), method: "post" }),
  },
  "POST /api/tenancies/{id}/deposit/deductions": {
    prepare: (w) => depositTenancy(w, "ended"),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/deposit/deductions`,
    valid: () => ({ amount: 5_000, reason: "Carpet cleaning", documentId: null }),
  },
  "POST /api/tenancies/{id}/deposit/response": {
    prepare: (w) => depositTenancy(w, "proposed"),
    as: (w) => w.a.tenant,
    path: (_w, r) => `/api/tenancies/${r.id}/deposit/response`,
    valid: () => ({ response: "dispute", note: "Not my stain" }),
  },
  "POST /api/tenancies/{id}/deposit/return": {
    prepare: (w) => depositTenancy(w, "ended"),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/deposit/return`,
    valid: () => ({ amount: 100_000, returnedOn: today() }),
  },
  "PUT /api/compliance/settings": {
    as: (w) => w.a.landlord,
    path: () => "/api/compliance/settings",
    valid: () => ({ leadDays: [60, 30, 7], overdueWeekly: true, email: true }),
  },
};
