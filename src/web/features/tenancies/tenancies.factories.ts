import type { Payment, Tenancy } from "@shared/schemas/tenancies";

/** An active monthly tenancy as the API answers it; override what a test needs. */
export function tenancy(overrides: Partial<Tenancy> = {}): Tenancy {
  return {
    id: "t-1",
    status: "active",
    property: {
      id: "p-1",
      title: "Garden flat near the park",
      addressLine1: "12 Acacia Avenue",
      city: "Leeds",
      postcode: "LS1 4AP",
      landlordId: "landlord-1",
      agentId: null,
    },
    tenant: { id: "tenant-1", name: "Tara Tenant", email: "tara@example.com" },
    invitation: null,
    startDate: "2026-01-01",
    endDate: null,
    rentAmount: 120_000,
    currency: "GBP",
    rentFrequency: "monthly",
    dueDay: 1,
    depositAmount: null,
    activatedAt: "2026-01-01T00:00:00.000Z",
    endedAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    summary: {
      chargedMinor: 0,
      paidMinor: 0,
      balanceMinor: 0,
      arrearsMinor: 0,
      daysOverdue: 0,
      oldestUnpaidDueDate: null,
      pendingMinor: 0,
      nextDue: null,
      asOf: "2026-11-24",
    },
    law: {
      jurisdiction: "england",
      periodicSince: null,
      originalTermEnd: null,
      signedOn: "2025-12-15",
      writtenTerms: {
        document: "Renters' Rights Act information sheet",
        deadline: "2026-05-31",
        givenOn: "2026-05-20",
        method: "email",
        met: true,
        overdue: false,
        source: "gov.uk The Renters' Rights Act Information Sheet 2026",
      },
      notice: null,
    },
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: "pay-1",
    tenancyId: "t-1",
    amount: 120_000,
    currency: "GBP",
    paidOn: "2026-11-20",
    method: "bank_transfer",
    reference: null,
    status: "completed",
    note: null,
    createdBy: null,
    recordedBy: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

/** A row of GET /api/manage/properties, as the new-tenancy form lists them. */
export function managedRow(overrides: Record<string, unknown> = {}) {
  return {
    id: "p-1",
    title: "Garden flat near the park",
    city: "Leeds",
    postcode: "LS1 4AP",
    status: "available",
    published: true,
    rentAmount: 125_000,
    rentPeriod: "month",
    depositAmount: null,
    jurisdiction: "england",
    currency: "GBP",
    landlord: { id: "landlord-1", name: "Lena Landlord", email: "lena@example.com" },
    agent: null,
    newEnquiries: 0,
    updatedAt: "2026-01-01T00:00:00.000Z",
    cover: null,
    ...overrides,
  };
}
