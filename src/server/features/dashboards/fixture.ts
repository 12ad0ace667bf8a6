import type { EnquiryStatus, PropertyStatus } from "@shared/property-vocab";
import type { DocumentKind, PaymentStatus } from "@shared/schemas/tenancies";
import type { TicketPriority, TicketStatus } from "@shared/support-vocab";
import {
  documents,
  payments,
  properties,
  propertyEnquiries,
  supportTickets,
  tenancies,
} from "../../db/schema";
import { signedInUser, type TestContext, type TestUser } from "../../test/harness";

/**
 * A small portfolio with figures worked out by hand, "today" being 2026-06-15 (tests fake the clock).
 * Landlord A: P1 let (T1 £1,200 pcm from 1 Jan, paid Jan-Apr only), P2 available and vacant,
 * P3 draft, P4 archived, P5 let (T2 £900 pcm from 10 Mar to 20 Jul, fully paid).
 * Landlord B: Q1 let (T3 £500 pcm from 1 Jun, paid). The agent manages P1 and Q1.
 */
export const FIXTURE_NOW = new Date("2026-06-15T12:00:00Z");

export interface Fixture {
  landlordA: TestUser;
  landlordB: TestUser;
  agent: TestUser;
  otherAgent: TestUser;
  admin: TestUser;
  tenant: TestUser;
  p: Record<"p1" | "p2" | "p3" | "p4" | "p5" | "q1", string>;
  t: Record<"t1" | "t2" | "t3", string>;
}

export async function seedFixture(ctx: TestContext): Promise<Fixture> {
  const db = ctx.database.db;
  const [landlordA, landlordB, agent, otherAgent, admin, tenant, tenant2, tenant3] = await Promise.all([
    signedInUser(ctx, "landlord", { name: "Alice Landlord" }),
    signedInUser(ctx, "landlord", { name: "Bob Landlord" }),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "admin"),
    signedInUser(ctx, "tenant"),
    signedInUser(ctx, "tenant"),
    signedInUser(ctx, "tenant"),
  ]);
  const prop = async (
    landlordId: string,
    agentId: string | null,
    title: string,
    status: PropertyStatus,
    extra: { city?: string; bedrooms?: number; rentPcm?: number; published?: boolean } = {},
  ) => {
    const rent = extra.rentPcm ?? 100000;
    const [row] = await db
      .insert(properties)
      .values({
        landlordId,
        agentId,
        title,
        type: "flat",
        status,
        published: extra.published ?? false,
        addressLine1: "1 Test Street",
        city: extra.city ?? "Leeds",
        postcode: "LS1 1AA",
        bedrooms: extra.bedrooms ?? 2,
        bathrooms: 1,
        rentAmount: rent,
        rentPcm: rent,
      })
      .returning({ id: properties.id });
    return row!.id;
  };
  const p1 = await prop(landlordA.id, agent.id, "P1 Flat", "let");
  const p2 = await prop(landlordA.id, null, "P2 Flat", "available");
  const p3 = await prop(landlordA.id, null, "P3 Flat", "draft");
  const p4 = await prop(landlordA.id, null, "P4 Flat", "archived");
  const p5 = await prop(landlordA.id, null, "P5 Flat", "let");
  const q1 = await prop(landlordB.id, agent.id, "Q1 Flat", "let");

  const tenancy = async (
    propertyId: string,
    tenantId: string,
    startDate: string,
    endDate: string | null,
    rentAmount: number,
    dueDay: number,
  ) => {
    const [row] = await db
      .insert(tenancies)
      .values({
        propertyId,
        tenantId,
        status: "active",
        startDate,
        endDate,
        rentAmount,
        rentFrequency: "monthly",
        dueDay,
      })
      .returning({ id: tenancies.id });
    return row!.id;
  };
  const t1 = await tenancy(p1, tenant.id, "2026-01-01", null, 120000, 1);
  const t2 = await tenancy(p5, tenant2.id, "2026-03-10", "2026-07-20", 90000, 10);
  const t3 = await tenancy(q1, tenant3.id, "2026-06-01", null, 50000, 1);
  const pay = (tenancyId: string, amount: number, paidOn: string, status: PaymentStatus = "completed") => ({
    tenancyId,
    amount,
    paidOn,
    status,
    method: "bank_transfer" as const,
  });
  await db
    .insert(payments)
    .values([
      pay(t1, 120000, "2026-01-01"),
      pay(t1, 120000, "2026-02-01"),
      pay(t1, 120000, "2026-03-01"),
      pay(t1, 120000, "2026-04-01"),
      pay(t1, 120000, "2026-05-02", "pending"),
      pay(t1, 120000, "2026-06-01", "failed"),
      pay(t2, 90000, "2026-03-10"),
      pay(t2, 90000, "2026-04-10"),
      pay(t2, 90000, "2026-05-10"),
      pay(t2, 90000, "2026-06-12", "completed"),
      pay(t3, 50000, "2026-06-01"),
    ]);
  const doc = (propertyId: string, kind: DocumentKind, expiresOn: string) => ({
    propertyId,
    kind,
    title: kind,
    fileName: `${kind}.pdf`,
    contentType: "application/pdf",
    sizeBytes: 100,
    storageKey: `test/${crypto.randomUUID()}`,
    expiresOn,
  });
  await db
    .insert(documents)
    .values([
      doc(p1, "gas_safety", "2025-06-01"),
      doc(p1, "gas_safety", "2026-07-01"),
      doc(p1, "epc", "2030-01-01"),
      doc(p5, "eicr", "2026-05-01"),
      doc(q1, "gas_safety", "2026-01-01"),
    ]);
  const ticket = (
    propertyId: string,
    subject: string,
    priority: TicketPriority,
    status: TicketStatus,
    createdAt: string,
    extra: { resolvedAt?: string } = {},
  ) => ({
    propertyId,
    subject,
    description: "Test",
    category: "maintenance" as const,
    priority,
    status,
    createdBy: tenant.id,
    createdAt: new Date(createdAt),
    resolvedAt: extra.resolvedAt ? new Date(extra.resolvedAt) : null,
  });
  await db.insert(supportTickets).values([
    ticket(p1, "Boiler broken", "high", "open", "2026-06-10T09:00:00Z"),
    ticket(p1, "Tap dripping", "low", "resolved", "2026-05-01T09:00:00Z", {
      resolvedAt: "2026-05-03T09:00:00Z",
    }),
    ticket(q1, "Window stuck", "low", "open", "2026-06-14T09:00:00Z"),
  ]);
  const enquiry = (propertyId: string, name: string, createdAt: string, status: EnquiryStatus = "new") => ({
    propertyId,
    name,
    email: "e@example.com",
    message: "Hello",
    status,
    createdAt: new Date(createdAt),
  });
  await db
    .insert(propertyEnquiries)
    .values([
      enquiry(p2, "First", "2026-06-01T10:00:00Z", "contacted"),
      enquiry(p2, "Second", "2026-06-05T10:00:00Z"),
      enquiry(q1, "Other", "2026-06-06T10:00:00Z"),
    ]);
  return {
    landlordA,
    landlordB,
    agent,
    otherAgent,
    admin,
    tenant,
    p: { p1, p2, p3, p4, p5, q1 },
    t: { t1, t2, t3 },
  };
}
