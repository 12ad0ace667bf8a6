import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { createRouter } from "../../context";

const healthSchema = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["pglite", "postgres"]),
  latencyMs: z.number(),
});

export const healthRoutes = createRouter();

// Liveness only: the process answers, nothing else is touched. Probes use it, and the benchmarks
// use it as the ceiling of what the HTTP stack alone can serve.
healthRoutes.openapi(
  createRoute({
    method: "get",
    path: "/health/live",
    tags: ["system"],
    summary: "Liveness: the server process answers (no database call)",
    responses: {
      200: {
        description: "Alive",
        content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
      },
    },
  }),
  (c) => c.json({ status: "ok" as const }, 200),
);

healthRoutes.openapi(
  createRoute({
    method: "get",
    path: "/health",
    tags: ["system"],
    summary: "Liveness and database check",
    responses: {
      200: { description: "Healthy", content: { "application/json": { schema: healthSchema } } },
      503: { description: "Database unreachable", content: { "application/json": { schema: healthSchema } } },
    },
  }),
  async (c) => {
    const { database } = c.get("deps");
    const started = performance.now();
    try {
      await database.db.execute(sql`select 1`);
      return c.json(
        {
          status: "ok" as const,
          database: database.kind,
          latencyMs: Math.round(performance.now() - started),
        },
        200,
      );
    } catch (err) {
      c.get("deps").logger.error("health check failed", { err: String(err) });
      return c.json(
        {
          status: "error" as const,
          database: database.kind,
          latencyMs: Math.round(performance.now() - started),
        },
        503,
      );
    }
  },
);
