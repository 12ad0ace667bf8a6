import { createRoute, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "@shared/schemas/errors";

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

const migrationsSchema = z.object({
  applied: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "Applied migrations; null when the database did not answer" }),
  expected: z.number().int().openapi({ description: "Migrations this version of the code ships" }),
});

const readySchema = z.object({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
  migrations: migrationsSchema,
});

const notReadySchema = z.object({
  status: z.literal("not_ready"),
  database: z.enum(["pglite", "postgres"]),
  migrations: migrationsSchema,
  /** What is missing: the database does not answer, or its schema is behind the code's. */
  missing: z.array(z.enum(["database", "migrations"])),
});

// Readiness for load balancers and rolling starts: send traffic only once this answers 200. While
// the server is still starting (waiting for the start-up lock, migrating, seeding) every request,
// this one included, is answered 503 "starting" by main.ts.
export const getReadinessRoute = createRoute({
  method: "get",
  path: "/health/ready",
  operationId: "getReadiness",
  tags: ["system"],
  summary:
    "Readiness: 200 once the database answers and every migration of this version is applied, else 503 with Retry-After and what is missing",
  responses: {
    200: { description: "Ready for traffic", content: { "application/json": { schema: readySchema } } },
    503: {
      description:
        "Not ready: the database does not answer or migrations are missing; while the server is still starting, the error shape with code `starting`",
      headers: z.object({ "Retry-After": z.string() }),
      content: { "application/json": { schema: z.union([notReadySchema, apiErrorSchema]) } },
    },
  },
});
