import { requireFeature } from "../../auth/session";
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

/** The users back office (feature "users"): people, roles, suspension, waitlist and invitations. */
export function userAdminRoutes() {
  const app = createRouter();
  for (const path of ["/admin/users", "/admin/users/*", "/admin/waitlist", "/admin/invitations"]) {
    app.use(path, requireFeature("users"));
  }
  return app
    .openapi(r.listUsersRoute, h.listUsers)
    .openapi(r.changeUserRoleRoute, h.changeUserRole)
    .openapi(r.suspendUserRoute, h.suspendUser)
    .openapi(r.restoreUserRoute, h.restoreUser)
    .openapi(r.listWaitlistRoute, h.listWaitlist)
    .openapi(r.inviteUserRoute, h.inviteUser);
}
