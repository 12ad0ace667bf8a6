import type { ManagedProperty } from "@shared/schemas/properties";

/** A managed property as GET /api/manage/properties/{id} answers it; override what a test needs. */
export function managedProperty(overrides: Partial<ManagedProperty> = {}): ManagedProperty {
  return {
    id: "7d1f2b8e-0000-4000-8000-000000000001",
    title: "Garden flat near the park",
    description: "",
    type: "flat",
    status: "available",
    published: true,
    addressLine1: "12 Acacia Avenue",
    addressLine2: null,
    city: "Leeds",
    postcode: "LS1 4AP",
    country: "GB",
    jurisdiction: "england",
    bedrooms: 2,
    bathrooms: 1,
    sizeSqm: null,
    rentAmount: 125_050,
    rentPeriod: "month",
    rentPcm: 125_050,
    depositAmount: null,
    currency: "GBP",
    availableFrom: null,
    furnished: "unfurnished",
    features: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    landlord: { id: "landlord-1", name: "Lena Landlord", email: "lena@example.com" },
    agent: null,
    images: [],
    newEnquiries: 0,
    ...overrides,
  };
}
