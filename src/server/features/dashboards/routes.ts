import { createRoute } from "@hono/zod-openapi";
import { rangeQuerySchema, resolveRange } from "@shared/schemas/analytics";
import {
  agentAnalyticsSchema,
  agentDashboardSchema,
  landlordDashboardSchema,
} from "@shared/schemas/dashboards";
import { eq } from "drizzle-orm";
import { currentUser, requireFeature, requireRole } from "../../auth/session";
import { createRouter } from "../../context";
import { properties, users } from "../../db/schema";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";
import { todayIso } from "../analytics/series";
import { agentSlaBreaches, newEnquiryCount } from "./agent";
import { agentAnalytics } from "./agent-analytics";
import { attentionFor, latestEnquiries, portfolioFigures } from "./portfolio";

/** The home pages of landlords and agents: figures of their own properties only. */
export function dashboardRoutes() {
  const app = createRouter();
  app.use("/dashboards/landlord", requireRole("landlord"));
  app.use("/dashboards/agent", requireRole("agent"));
  app.use("/analytics/agent", requireRole("agent"), requireFeature("analytics"));

  app.openapi(
    createRoute({
      method: "get",
      path: "/dashboards/landlord",
      tags: ["dashboards"],
      summary: "A landlord's portfolio KPIs, rent due vs collected per month, what needs attention",
      request: { query: rangeQuerySchema },
      responses: {
        200: jsonResponse(landlordDashboardSchema, "Figures"),
        400: errorResponse("Bad range"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { db } = c.get("deps").database;
      const user = currentUser(c);
      const asOf = todayIso();
      const range = resolveRange(c.req.valid("query"), asOf);
      const scope = eq(properties.landlordId, user.id);
      const [figures, attention, enquiries] = await Promise.all([
        portfolioFigures(db, scope, asOf, range),
        attentionFor(db, scope, asOf),
        latestEnquiries(db, scope),
      ]);
      return c.json({ asOf, ...range, kpis: figures.totals, rent: figures.rent, attention, enquiries }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/dashboards/agent",
      tags: ["dashboards"],
      summary: "An agent's managed portfolio per landlord, SLA breaches and what needs attention",
      responses: { 200: jsonResponse(agentDashboardSchema, "Figures"), ...authErrors },
    }),
    async (c) => {
      const { db } = c.get("deps").database;
      const user = currentUser(c);
      const asOf = todayIso();
      const scope = eq(properties.agentId, user.id);
      const [figures, attention, enquiries, sla, landlords, fresh] = await Promise.all([
        portfolioFigures(db, scope, asOf, { from: asOf, to: asOf }),
        attentionFor(db, scope, asOf),
        latestEnquiries(db, scope),
        agentSlaBreaches(db, user.id),
        db
          .selectDistinct({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .innerJoin(properties, eq(properties.landlordId, users.id))
          .where(scope),
        newEnquiryCount(db, scope),
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
      return c.json(
        {
          asOf,
          totals: figures.totals,
          byLandlord,
          slaBreaches: sla.items,
          slaBreachCount: sla.count,
          newEnquiries: fresh,
          attention,
          enquiries,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/analytics/agent",
      tags: ["analytics"],
      summary: "An agent's enquiries funnel, listing views and conversion, SLA per month, time to let",
      request: { query: rangeQuerySchema },
      responses: {
        200: jsonResponse(agentAnalyticsSchema, "Figures"),
        400: errorResponse("Bad range"),
        ...authErrors,
      },
    }),
    async (c) => {
      const range = resolveRange(c.req.valid("query"), todayIso());
      return c.json(await agentAnalytics(c.get("deps").database.db, currentUser(c).id, range), 200);
    },
  );

  return app;
}
