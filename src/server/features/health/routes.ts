import { createRoute, z } from "@hono/zod-openapi";

const healthSchema = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["pglite", "postgres"]),
  latencyMs: z.number(),
  storage: z.object({
    status: z.enum(["ok", "low", "full"]),
    message: z.string().optional(),
  }),
});

// Liveness only: the process answers, nothing else is touched. Probes use it, and the benchmarks
// use it as the ceiling of what the HTTP stack alone can serve.
export const getLivenessRoute = createRoute({
  method: "get",
  path: "/health/live",
  operationId: "getLiveness",
  tags: ["system"],
  summary: "Liveness: the server process answers (no database call)",
  responses: {
    200: {
      description: "Alive",
      content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
    },
  },
});

export const getHealthRoute = createRoute({
  method: "get",
  path: "/health",
  operationId: "getHealth",
  tags: ["system"],
  summary:
    "Liveness, database and storage check: 503 when the database does not answer, free disk space is under STORAGE_MIN_FREE_MB or a write recently failed because the disk was full",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: healthSchema } } },
    503: {
      description: "Database unreachable or storage trouble",
      content: { "application/json": { schema: healthSchema } },
    },
  },
});
