/**
 * Ownership conditions that several features read (properties, tenancies, analytics), kept below
 * the features so none of them imports another for it: the owners feature writes
 * `property_owners`; these only read it.
 */
import { type SQL, sql } from "drizzle-orm";
import { properties, propertyOwners } from "./schema";

/**
 * Homes the user holds a share of as a co-owner who accepted the invitation (issue 17), beside the
 * landlord account that manages them: they read these homes' figures and tenancies, never change
 * them (issue 42 item 2). `alias` names the properties table in raw SQL (`p`).
 */
export function coOwnedCondition(userId: string, alias?: string): SQL {
  const id = alias ? sql.raw(`${alias}.id`) : properties.id;
  return sql`${id} in (select ${propertyOwners.propertyId} from ${propertyOwners} where ${propertyOwners.userId} = ${userId} and ${propertyOwners.acceptedAt} is not null)`;
}
