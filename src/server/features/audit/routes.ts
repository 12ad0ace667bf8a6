import { createRoute, z } from "@hono/zod-openapi";
import { auditEntrySchema, auditQuerySchema, paged } from "@shared/schemas/admin";
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { requireFeature } from "../../auth/session";
import { createRouter } from "../../context";
import { auditLog } from "../../db/schema";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000);

export function auditRoutes() {
  const app = createRouter();
  app.use("/admin/audit-logs", requireFeature("logs"));
  app.use("/admin/audit-logs/*", requireFeature("logs"));

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/audit-logs",
      tags: ["audit"],
      summary: "Audit log entries, newest first, filtered by actor, action, entity and date range",
      request: { query: auditQuerySchema },
      responses: {
        200: jsonResponse(paged(auditEntrySchema), "A page of entries"),
        400: errorResponse("Bad query"),
        ...authErrors,
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const filters: SQL[] = [];
      if (q.actor)
        filters.push(
          or(
            eq(auditLog.actorId, q.actor),
            ilike(auditLog.actorEmail, `%${q.actor.replace(/[\\%_]/g, "\\$&")}%`),
          )!,
        );
      if (q.action) filters.push(eq(auditLog.action, q.action));
      if (q.entity) filters.push(eq(auditLog.entity, q.entity));
      if (q.from) filters.push(gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)));
      if (q.to) filters.push(lt(auditLog.at, dayAfter(q.to)));
      const where = filters.length ? and(...filters) : undefined;
      const { db } = c.get("deps").database;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return c.json(
        {
          items: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
          total: total?.n ?? 0,
          page: q.page,
          pageSize: q.pageSize,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/audit-logs/facets",
      tags: ["audit"],
      summary: "The actions and entities that occur in the log, for filter menus",
      responses: {
        200: jsonResponse(
          z.object({ actions: z.array(z.string()), entities: z.array(z.string()) }),
          "Facets",
        ),
        ...authErrors,
      },
    }),
    async (c) => {
      const { db } = c.get("deps").database;
      const [actions, entities] = await Promise.all([
        db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
        db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
      ]);
      return c.json({ actions: actions.map((r) => r.v), entities: entities.map((r) => r.v) }, 200);
    },
  );
  return app;
}
