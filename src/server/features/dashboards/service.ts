import type { AgentDashboard, LandlordDashboard } from "@shared/schemas/dashboards";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, users } from "../../db/schema";
import { managedScope, type PortfolioScope, propertyScope } from "../analytics";
import { attentionFor, latestEnquiries, portfolioFigures } from "./service-portfolio";
import { agentSlaBreaches, newEnquiryCount } from "./service-sla";

/*
 * The home pages of landlords and agents: figures of their own properties only (the scope comes
 * from analytics/scope.ts, like every portfolio figure).
 */

/** A landlord's KPIs, rent due vs collected per month over the range, what needs attention. */
export async function landlordDashboard(
  db: Db,
  scope: PortfolioScope,
  asOf: string,
  range: { from: string; to: string },
): Promise<LandlordDashboard> {
  // Figures cover every home the landlord owns a share of; what to act on, the homes they manage.
  const where = managedScope(scope);
  const [figures, attention, enquiries] = await Promise.all([
    portfolioFigures(db, scope, asOf, range),
    attentionFor(db, where, asOf),
    latestEnquiries(db, where),
  ]);
  return { asOf, ...range, kpis: figures.totals, rent: figures.rent, attention, enquiries };
}

/** An agent's managed portfolio per landlord, SLA breaches, new enquiries and what needs attention. */
export async function agentDashboard(db: Db, scope: PortfolioScope, asOf: string): Promise<AgentDashboard> {
  const where = propertyScope(scope);
  const [figures, attention, enquiries, sla, landlords, fresh] = await Promise.all([
    portfolioFigures(db, scope, asOf, { from: asOf, to: asOf }),
    attentionFor(db, where, asOf),
    latestEnquiries(db, where),
    agentSlaBreaches(db, scope),
    db
      .selectDistinct({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .innerJoin(properties, eq(properties.landlordId, users.id))
      .where(where),
    newEnquiryCount(db, where),
  ]);
  const byLandlord = landlords
    .map((l) => ({
      ...figures.byLandlord.get(l.id)!,
      landlordId: l.id,
      landlordName: l.name,
      landlordEmail: l.email,
    }))
    .filter((l) => l.currency)
    .sort((a, b) => a.landlordName.localeCompare(b.landlordName));
  return {
    asOf,
    totals: figures.totals,
    byLandlord,
    slaBreaches: sla.items,
    slaBreachCount: sla.count,
    newEnquiries: fresh,
    attention,
    enquiries,
  };
}
