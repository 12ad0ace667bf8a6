import { addYears, today } from "@shared/dates";
import { properties, propertyOwners } from "../db/schema";
import { createInvitation } from "../features/auth/invitations";
import type { TestUser } from "../test/harness";
import type { World } from "./world";

/** Fuzz targets of a home's owners, values and agreement and co-owner invitations (fuzz-targets.ts). */
type Rows = Record<string, string>;
interface Target {
  prepare?(w: World): Promise<Rows>;
  as(w: World): TestUser | undefined;
  path(w: World, rows: Rows): string;
  valid?(w: World, rows: Rows): Record<string, unknown>;
}

/** A fresh home of side B's landlord with side A's landlord invited as a 40 % co-owner. */
async function invitation(w: World): Promise<Rows> {
  const { db } = w.ctx.database;
  const [p] = await db
    .insert(properties)
    .values({
      landlordId: w.b.landlord.id,
      title: "Fuzz shared flat",
      type: "flat",
      status: "let",
      addressLine1: "4 Share Street",
      city: "Leeds",
      postcode: "LS1 4AP",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 100_000,
      rentPcm: 100_000,
    })
    .returning({ id: properties.id });
  const created = await createInvitation(db, {
    email: w.a.landlord.email,
    role: "landlord",
    invitedBy: w.b.landlord.id,
  });
  await db.insert(propertyOwners).values([
    { propertyId: p!.id, userId: w.b.landlord.id, displayName: "B", shareBp: 6000, isPrimary: true },
    {
      propertyId: p!.id,
      displayName: "A",
      inviteEmail: w.a.landlord.email,
      invitationId: created.invitation.id,
      shareBp: 4000,
    },
  ]);
  return { token: created.token };
}

export const moneyHomeFuzzTargets: Record<string, Target> = {
  "PUT /api/money/homes/{propertyId}/owners": {
    as: (w) => w.a.landlord,
    path: (w) => `/api/money/homes/${w.a.propertyId}/owners`,
    valid: () => ({
      owners: [
        { name: "Fuzz Landlord", shareBp: 6000 },
        { name: "Fuzz Co-owner", email: "fuzz-co@test.example", shareBp: 4000 },
      ],
    }),
  },
  "PUT /api/money/homes/{propertyId}/values": {
    as: (w) => w.a.agent,
    path: (w) => `/api/money/homes/${w.a.propertyId}/values`,
    valid: () => ({
      purchasePriceMinor: 25_000_000,
      purchasedOn: "2018-05-01",
      currentValueMinor: 30_000_000,
    }),
  },
  "PUT /api/money/homes/{propertyId}/agreement": {
    as: (w) => w.a.landlord,
    path: (w) => `/api/money/homes/${w.a.propertyId}/agreement`,
    valid: () => ({
      feeBp: 1000,
      fixedFeeMinor: 2500,
      vatBp: 2000,
      startsOn: addYears(today(), -1),
      endsOn: addYears(today(), 1),
    }),
  },
  "POST /api/money/owner-invitations/accept": {
    prepare: invitation,
    as: (w) => w.a.landlord,
    path: () => "/api/money/owner-invitations/accept",
    valid: (_w, rows) => ({ token: rows.token }),
  },
};
