/**
 * The back office's global search: each kind read under the same per-row rule as its own pages
 * (properties: manage, or a tenant's homes; tenancies: read; tickets: read), so a search never
 * reveals a row its page would answer 404 for. A few rows per kind, best matches first.
 */
import type { Caller } from "@shared/schemas/auth";
import { type SearchResults, searchLimitPerKind } from "@shared/schemas/search";
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { likeEscape } from "../../db/paginate";
import { properties, supportTickets, tenancies } from "../../db/schema";
import { readCondition as propertyReadCondition } from "../properties";
import { visibleTo } from "../support";
import { readCondition as tenancyReadCondition, tenantUser } from "../tenancies";

const limit = searchLimitPerKind;

async function searchProperties(db: Db, caller: Caller, q: string) {
  const pattern = `%${likeEscape(q)}%`;
  const compact = `%${likeEscape(q.replace(/\s+/g, ""))}%`;
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      addressLine1: properties.addressLine1,
      city: properties.city,
      postcode: properties.postcode,
    })
    .from(properties)
    .where(
      and(
        propertyReadCondition(caller),
        or(
          ilike(properties.title, pattern),
          ilike(properties.addressLine1, pattern),
          ilike(properties.city, pattern),
          sql`replace(${properties.postcode}, ' ', '') ilike ${compact}`,
        ),
      ),
    )
    .orderBy(asc(properties.title), asc(properties.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    address: [r.addressLine1, r.city].filter(Boolean).join(", "),
    postcode: r.postcode,
  }));
}

/** Tenants of tenancies the caller may read; a tenant's own search has no other tenants to find. */
async function searchTenants(db: Db, caller: Caller, q: string) {
  if (caller.role === "tenant") return [];
  const pattern = `%${likeEscape(q)}%`;
  const rows = await db
    .select({
      tenancyId: tenancies.id,
      name: tenantUser.name,
      email: tenantUser.email,
      property: properties.title,
    })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .innerJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .where(
      and(
        tenancyReadCondition(caller),
        or(ilike(tenantUser.name, pattern), ilike(tenantUser.email, pattern)),
      ),
    )
    .orderBy(desc(tenancies.startDate), asc(tenancies.id))
    .limit(limit);
  return rows;
}

/** "#1042" (that reference only), "1042" (the reference or a subject with it) or words of the subject. */
async function searchTickets(db: Db, caller: Caller, q: string) {
  const reference = /^#\s*(\d{1,9})$/.exec(q)?.[1];
  const digits = /^(\d{1,9})$/.exec(q)?.[1];
  const match = reference
    ? eq(supportTickets.number, Number(reference))
    : digits
      ? or(eq(supportTickets.number, Number(digits)), ilike(supportTickets.subject, `%${digits}%`))
      : ilike(supportTickets.subject, `%${likeEscape(q)}%`);
  const rows = await db
    .select({
      id: supportTickets.id,
      number: supportTickets.number,
      subject: supportTickets.subject,
      status: supportTickets.status,
    })
    .from(supportTickets)
    .where(and(visibleTo(caller), match))
    .orderBy(desc(supportTickets.createdAt), asc(supportTickets.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    reference: `#${r.number}`,
    subject: r.subject,
    status: r.status,
  }));
}

export async function search(db: Db, caller: Caller, q: string): Promise<SearchResults> {
  const [props, tenants, tickets] = await Promise.all([
    searchProperties(db, caller, q),
    searchTenants(db, caller, q),
    searchTickets(db, caller, q),
  ]);
  return { properties: props, tenants, tickets };
}
