import { requireUser } from "../../auth/session";
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

/** My own account: name, phone and password. */
export function profileRoutes() {
  const app = createRouter();
  // Every /me path needs a session (an unknown one too: 401 before 404).
  app.use("/me", requireUser);
  app.use("/me/*", requireUser);
  return app
    .openapi(r.updateMyProfileRoute, h.updateMyProfile)
    .openapi(r.changeMyPasswordRoute, h.changeMyPassword);
}
