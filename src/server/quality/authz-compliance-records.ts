import { addDays, addYears, today as londonToday } from "@shared/dates";
import { documents, propertyLicences, rightToRentChecks, serviceRecords } from "../db/schema";
import { newCertificateLink } from "../features/compliance/service-certificate-link";
import { all, type CellInput, managedRow, type RouteCase, tenancyRow } from "./authz-rows";

/**
 * Authorization-matrix rows of the compliance evidence records (issue 16), spread into
 * authz-table.ts. Rows the routes act on (a licence, a check, an EICR, a record of service) are
 * written straight to the database on the side's home and tenancy: fresh for each cell, so a
 * permitted delete never removes what another cell needs. Staff routes carry the `properties`
 * feature, so a tenant is refused (403) before any row is looked at. A certificate's private link
 * needs no session: every caller with the token gets the same answer; unknown and expired tokens
 * are 404 (certificate-link.test.ts).
 */

const today = () => londonToday();

async function licence(c: CellInput): Promise<string> {
  const [row] = await c.w.ctx.database.db
    .insert(propertyLicences)
    .values({
      propertyId: c.side.propertyId,
      kind: "selective",
      reference: "SEL-MATRIX",
      issuedOn: addDays(today(), -30),
      expiresOn: addYears(today(), 4),
    })
    .returning({ id: propertyLicences.id });
  return row!.id;
}

async function rightToRent(c: CellInput): Promise<string> {
  const [row] = await c.w.ctx.database.db
    .insert(rightToRentChecks)
    .values({
      tenancyId: c.side.tenancyId,
      occupierName: "Matrix Occupier",
      checkedOn: addDays(today(), -30),
      method: "manual",
      permission: "unlimited",
    })
    .returning({ id: rightToRentChecks.id });
  return row!.id;
}

async function eicr(c: CellInput): Promise<string> {
  const [row] = await c.w.ctx.database.db
    .insert(documents)
    .values({
      propertyId: c.side.propertyId,
      kind: "eicr",
      title: "Matrix EICR",
      fileName: "eicr.pdf",
      contentType: "application/pdf",
      sizeBytes: 10,
      storageKey: `documents/${c.side.propertyId}/matrix-eicr.pdf`,
      issuedOn: addDays(today(), -5),
      expiresOn: addYears(today(), 5),
    })
    .returning({ id: documents.id });
  return row!.id;
}

async function service(c: CellInput): Promise<string> {
  const [row] = await c.w.ctx.database.db
    .insert(serviceRecords)
    .values({
      documentId: c.side.propertyDocumentId,
      tenancyId: c.side.tenancyId,
      servedOn: today(),
      method: "in_person",
    })
    .returning({ id: serviceRecords.id });
  return row!.id;
}

/** A fresh record of the side's certificate e-mailed to a tenant who has not joined: its link's token. */
async function certificateLink(c: CellInput): Promise<string> {
  const link = newCertificateLink();
  await c.w.ctx.database.db.insert(serviceRecords).values({
    documentId: c.side.propertyDocumentId,
    tenancyId: c.side.tenancyId,
    servedOn: today(),
    method: "keyhold_email",
    emailedTo: "matrix-invitee@example.com",
    ...link.columns,
  });
  return link.token;
}

const home = (c: CellInput) => `/api/compliance/homes/${c.side.propertyId}/licences`;
const tenancy = (c: CellInput, tail: string) => `/api/compliance/tenancies/${c.side.tenancyId}/${tail}`;
const licenceBody = () => ({
  kind: "selective",
  reference: "SEL-MATRIX-2",
  issuedOn: addDays(today(), -10),
  expiresOn: addYears(today(), 4),
});

export const complianceRecordCases: Record<string, RouteCase> = {
  "GET /api/compliance/homes/{propertyId}/licences": {
    expect: managedRow(200),
    request: async (c) => ({ path: home(c) }),
  },
  "POST /api/compliance/homes/{propertyId}/licences": {
    expect: managedRow(201),
    request: async (c) => ({ path: home(c), json: licenceBody() }),
  },
  "PUT /api/compliance/homes/{propertyId}/licences/{licenceId}": {
    expect: managedRow(200),
    request: async (c) => ({ path: `${home(c)}/${await licence(c)}`, json: licenceBody() }),
  },
  "DELETE /api/compliance/homes/{propertyId}/licences/{licenceId}": {
    expect: managedRow(200),
    request: async (c) => ({ path: `${home(c)}/${await licence(c)}` }),
  },
  "GET /api/compliance/tenancies/{tenancyId}/alarm-checks": {
    expect: tenancyRow(200),
    request: async (c) => ({ path: tenancy(c, "alarm-checks") }),
  },
  "POST /api/compliance/tenancies/{tenancyId}/alarm-checks": {
    expect: managedRow(201),
    request: async (c) => ({
      path: tenancy(c, "alarm-checks"),
      json: { checkedOn: today(), smokeAlarmsOk: true },
    }),
  },
  "GET /api/compliance/tenancies/{tenancyId}/right-to-rent": {
    expect: tenancyRow(200),
    request: async (c) => ({ path: tenancy(c, "right-to-rent") }),
  },
  "POST /api/compliance/tenancies/{tenancyId}/right-to-rent": {
    expect: managedRow(201),
    request: async (c) => ({
      path: tenancy(c, "right-to-rent"),
      json: { occupierName: "Matrix Adult", checkedOn: today(), method: "idvt", permission: "unlimited" },
    }),
  },
  "PATCH /api/compliance/tenancies/{tenancyId}/right-to-rent": {
    expect: managedRow(200),
    request: async (c) => ({ path: tenancy(c, "right-to-rent"), json: { adultOccupiers: 2 } }),
  },
  "DELETE /api/compliance/tenancies/{tenancyId}/right-to-rent/{checkId}": {
    expect: managedRow(200),
    request: async (c) => ({ path: tenancy(c, `right-to-rent/${await rightToRent(c)}`) }),
  },
  "PATCH /api/documents/{id}/remedial": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/documents/${await eicr(c)}/remedial`,
      json: { outcome: "unsatisfactory" },
    }),
  },
  "GET /api/documents/{id}/services": {
    expect: managedRow(200),
    request: async (c) => ({ path: `/api/documents/${c.side.propertyDocumentId}/services` }),
  },
  "POST /api/documents/{id}/services": {
    expect: managedRow(201),
    request: async (c) => ({
      path: `/api/documents/${c.side.propertyDocumentId}/services`,
      json: { tenancyId: c.side.tenancyId, method: "post", servedOn: today() },
    }),
  },
  "DELETE /api/documents/{id}/services/{serviceId}": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/documents/${c.side.propertyDocumentId}/services/${await service(c)}`,
    }),
  },
  "GET /api/tenancies/{id}/certificates": {
    expect: tenancyRow(200),
    request: async (c) => ({ path: `/api/tenancies/${c.side.tenancyId}/certificates` }),
  },
  "GET /api/certificate-links/{token}": {
    expect: all(200),
    note: "public by its secret link, bound to one record of service; unknown or expired: 404",
    request: async (c) => ({ path: `/api/certificate-links/${await certificateLink(c)}` }),
  },
  "GET /api/certificate-links/{token}/file": {
    expect: all(200),
    request: async (c) => ({ path: `/api/certificate-links/${await certificateLink(c)}/file` }),
  },
};
