import { createRoute } from "@hono/zod-openapi";
import { adminAnalyticsSchema, rangeQuerySchema, resolveRange } from "@shared/schemas/analytics";
import { count, sql } from "drizzle-orm";
import { requireRole } from "../../auth/session";
import { createRouter } from "../../context";
import { contactMessages, users, waitlist } from "../../db/schema";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";
import { monthlySeries, todayIso } from "./series";

/** Platform-wide figures: admins only (an agent's analytics cover only their own portfolio). */
export function adminAnalyticsRoutes() {
  const app = createRouter();
  app.use("/analytics/admin", requireRole("admin"));
  return app.openapi(
    createRoute({
      method: "get",
      path: "/analytics/admin",
      tags: ["analytics"],
      summary: "Users by role, sign-ups and waitlist growth per month",
      request: { query: rangeQuerySchema },
      responses: {
        200: jsonResponse(adminAnalyticsSchema, "Figures"),
        400: errorResponse("Bad range"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { db } = c.get("deps").database;
      const { from, to } = resolveRange(c.req.valid("query"), todayIso());
      const [byRole, signUps, waitlistSeries, [totals], [waiting], [messages]] = await Promise.all([
        db.select({ key: users.role, count: count() }).from(users).groupBy(users.role).orderBy(users.role),
        monthlySeries(db, { table: sql`${users}`, at: users.createdAt, from, to }),
        monthlySeries(db, { table: sql`${waitlist}`, at: waitlist.createdAt, from, to }),
        db
          .select({
            users: count(),
            suspended: sql<number>`count(*) filter (where ${users.banned})`.mapWith(Number),
          })
          .from(users),
        db.select({ n: count() }).from(waitlist),
        db.select({ n: count() }).from(contactMessages),
      ]);
      return c.json(
        {
          from,
          to,
          usersByRole: byRole,
          signUps,
          waitlist: waitlistSeries,
          totals: {
            users: totals?.users ?? 0,
            suspended: totals?.suspended ?? 0,
            waitlist: waiting?.n ?? 0,
            contactMessages: messages?.n ?? 0,
          },
        },
        200,
      );
    },
  );
}
