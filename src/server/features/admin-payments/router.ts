/** Every payment on the platform, for the admins who hold the payments feature. */
import { requireFeature } from "../../auth/session";
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as routes from "./routes";

export function adminPaymentRoutes() {
  const app = createRouter();
  // Everything under /admin/payments needs the feature, before its input is even looked at.
  app.use("/admin/payments", requireFeature("payments"));
  app.use("/admin/payments/*", requireFeature("payments"));
  return app
    .openapi(routes.listAdminPaymentsRoute, h.listAdminPayments)
    .openapi(routes.exportAdminPaymentsRoute, h.exportAdminPayments);
}
