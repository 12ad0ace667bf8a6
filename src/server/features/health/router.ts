import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

/** Liveness and health probes: public, no session. */
export const healthRoutes = createRouter()
  .openapi(r.getLivenessRoute, h.getLiveness)
  .openapi(r.getHealthRoute, h.getHealth);
