import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

/** Liveness, health and readiness probes: public, no session. */
export const healthRoutes = createRouter()
  .openapi(r.getLivenessRoute, h.getLiveness)
  .openapi(r.getHealthRoute, h.getHealth)
  .openapi(r.getReadinessRoute, h.getReadiness);
