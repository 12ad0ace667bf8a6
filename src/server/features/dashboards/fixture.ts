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

type HomeKey = keyof Fixture["p"];
type TenancyKey = keyof Fixture["t"];

/** The homes, inserted in this order: whose (landlord A or B), managed by the agent or not. */
const HOMES: {
  key: HomeKey;
  landlord: "A" | "B";
  managed: boolean;
  title: string;
  status: PropertyStatus;
}[] = [
  { key: "p1", landlord: "A", managed: true, title: "P1 Flat", status: "let" },
  { key: "p2", landlord: "A", managed: false, title: "P2 Flat", status: "available" },
  { key: "p3", landlord: "A", managed: false, title: "P3 Flat", status: "draft" },
  { key: "p4", landlord: "A", managed: false, title: "P4 Flat", status: "archived" },
  { key: "p5", landlord: "A", managed: false, title: "P5 Flat", status: "let" },
  { key: "q1", landlord: "B", managed: true, title: "Q1 Flat", status: "let" },
];

/** The active tenancies (monthly rent): which home, which of the three tenants. */
const TENANCIES: {
  key: TenancyKey;
  home: HomeKey;
  tenant: 0 | 1 | 2;
  startDate: string;
  endDate: string | null;
  rentAmount: number;
  dueDay: number;
}[] = [
  { key: "t1", home: "p1", tenant: 0, startDate: "2026-01-01", endDate: null, rentAmount: 120000, dueDay: 1 },
  {
    key: "t2",
    home: "p5",
    tenant: 1,
    startDate: "2026-03-10",
    endDate: "2026-07-20",
    rentAmount: 90000,
    dueDay: 10,
  },
  { key: "t3", home: "q1", tenant: 2, startDate: "2026-06-01", endDate: null, rentAmount: 50000, dueDay: 1 },
];

const PAYMENTS: [TenancyKey, number, string, PaymentStatus?][] = [
  ["t1", 120000, "2026-01-01"],
  ["t1", 120000, "2026-02-01"],
  ["t1", 120000, "2026-03-01"],
  ["t1", 120000, "2026-04-01"],
  ["t1", 120000, "2026-05-02", "pending"],
  ["t1", 120000, "2026-06-01", "failed"],
  ["t2", 90000, "2026-03-10"],
  ["t2", 90000, "2026-04-10"],
  ["t2", 90000, "2026-05-10"],
  ["t2", 90000, "2026-06-12", "completed"],
  ["t3", 50000, "2026-06-01"],
];

/** Certificates: kind and expiry. */
const DOCUMENTS: [HomeKey, DocumentKind, string][] = [
  ["p1", "gas_safety", "2025-06-01"],
  ["p1", "gas_safety", "2026-07-01"],
  ["p1", "epc", "2030-01-01"],
  ["p5", "eicr", "2026-05-01"],
  ["q1", "gas_safety", "2026-01-01"],
];

/** Repairs raised by the first tenant. */
const TICKETS: {
  home: HomeKey;
  subject: string;
  priority: TicketPriority;
  status: TicketStatus;
  createdAt: string;
  resolvedAt?: string;
}[] = [
  {
    home: "p1",
    subject: "Boiler broken",
    priority: "high",
    status: "open",
    createdAt: "2026-06-10T09:00:00Z",
  },
  {
    home: "p1",
    subject: "Tap dripping",
    priority: "low",
    status: "resolved",
    createdAt: "2026-05-01T09:00:00Z",
    resolvedAt: "2026-05-03T09:00:00Z",
  },
  { home: "q1", subject: "Window stuck", priority: "low", status: "open", createdAt: "2026-06-14T09:00:00Z" },
];

const ENQUIRIES: [HomeKey, string, string, EnquiryStatus?][] = [
  ["p2", "First", "2026-06-01T10:00:00Z", "contacted"],
  ["p2", "Second", "2026-06-05T10:00:00Z"],
  ["q1", "Other", "2026-06-06T10:00:00Z"],
];

type Db = TestContext["database"]["db"];

/** The homes, one by one in table order; answers their ids by key. */
async function addHomes(db: Db, landlords: Record<"A" | "B", string>, agentId: string) {
  const p = {} as Fixture["p"];
  for (const h of HOMES) {
    const rent = 100000;
    const [row] = await db
      .insert(properties)
      .values({
        landlordId: landlords[h.landlord],
        agentId: h.managed ? agentId : null,
        title: h.title,
        type: "flat",
        status: h.status,
        published: false,
        addressLine1: "1 Test Street",
        city: "Leeds",
        postcode: "LS1 1AA",
        bedrooms: 2,
        bathrooms: 1,
        rentAmount: rent,
        rentPcm: rent,
      })
      .returning({ id: properties.id });
    p[h.key] = row!.id;
  }
  return p;
}

/** The tenancies, one by one in table order, then every payment; answers the tenancies' ids by key. */
async function addTenancies(db: Db, p: Fixture["p"], tenantIds: string[]) {
  const t = {} as Fixture["t"];
  for (const x of TENANCIES) {
    const [row] = await db
      .insert(tenancies)
      .values({
        propertyId: p[x.home],
        tenantId: tenantIds[x.tenant]!,
        status: "active",
        startDate: x.startDate,
        endDate: x.endDate,
        rentAmount: x.rentAmount,
        rentFrequency: "monthly",
        dueDay: x.dueDay,
      })
      .returning({ id: tenancies.id });
    t[x.key] = row!.id;
  }
  await db.insert(payments).values(
    PAYMENTS.map(([key, amount, paidOn, status = "completed"]) => ({
      tenancyId: t[key],
      amount,
      paidOn,
      status,
      method: "bank_transfer" as const,
    })),
  );
  return t;
}

/** Certificates, repairs and enquiries on the homes. */
async function addActivity(db: Db, p: Fixture["p"], raisedBy: string) {
  await db.insert(documents).values(
    DOCUMENTS.map(([home, kind, expiresOn]) => ({
      propertyId: p[home],
      kind,
      title: kind,
      fileName: `${kind}.pdf`,
      contentType: "application/pdf",
      sizeBytes: 100,
      storageKey: `test/${crypto.randomUUID()}`,
      expiresOn,
    })),
  );
  await db.insert(supportTickets).values(
    TICKETS.map((x) => ({
      propertyId: p[x.home],
      subject: x.subject,
      description: "Test",
      category: "maintenance" as const,
      priority: x.priority,
      status: x.status,
      createdBy: raisedBy,
      createdAt: new Date(x.createdAt),
      resolvedAt: x.resolvedAt ? new Date(x.resolvedAt) : null,
    })),
  );
  await db.insert(propertyEnquiries).values(
    ENQUIRIES.map(([home, name, createdAt, status = "new"]) => ({
      propertyId: p[home],
      name,
      email: "e@example.com",
      message: "Hello",
      status,
      createdAt: new Date(createdAt),
    })),
  );
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
  const p = await addHomes(db, { A: landlordA.id, B: landlordB.id }, agent.id);
  const t = await addTenancies(db, p, [tenant.id, tenant2.id, tenant3.id]);
  await addActivity(db, p, tenant.id);
  return { landlordA, landlordB, agent, otherAgent, admin, tenant, p, t };
}
