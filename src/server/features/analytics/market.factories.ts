import type { PropertyStatus } from "@shared/property-vocab";

/** A published (or not) listing of `landlordId`, listed at `createdAt`. */
export const listing = (
  landlordId: string,
  city: string,
  bedrooms: number,
  rent: number,
  createdAt: string,
  published = true,
  status: PropertyStatus = "available",
) => ({
  landlordId,
  title: `${city} ${bedrooms} bed ${rent}`,
  type: "flat" as const,
  status,
  published,
  addressLine1: "1 Road",
  city,
  postcode: "BA1 1AA",
  bedrooms,
  bathrooms: 1,
  rentAmount: rent,
  rentPcm: rent,
  createdAt: new Date(createdAt),
});
