import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";
import type { getHealthRoute, getLivenessRoute, getReadinessRoute } from "./routes";
import { checkHealth, checkReadiness } from "./service";

export const getLiveness: RouteHandler<typeof getLivenessRoute, AppEnv> = (c) =>
  c.json({ status: "ok" as const }, 200);

export const getHealth: RouteHandler<typeof getHealthRoute, AppEnv> = async (c) => {
  const { ok, report } = await checkHealth(c.get("deps"));
  return ok ? c.json(report, 200) : c.json(report, 503);
};

export const getReadiness: RouteHandler<typeof getReadinessRoute, AppEnv> = async (c) => {
  const report = await checkReadiness(c.get("deps"));
  if (report.status === "ready") return c.json(report, 200);
  c.header("Retry-After", "5");
  return c.json(report, 503);
};
