import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { requestActor } from "../audit";
import type {
  changeUserRoleRoute,
  inviteUserRoute,
  listUsersRoute,
  listWaitlistRoute,
  restoreUserRoute,
  suspendUserRoute,
} from "./routes";
import * as service from "./service";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const listUsers: Handler<typeof listUsersRoute> = async (c) =>
  c.json(await service.listUsers(c.get("deps").database.db, c.req.valid("query")), 200);

export const changeUserRole: Handler<typeof changeUserRoleRoute> = async (c) => {
  const user = await service.changeRole(
    c.get("deps").database.db,
    requestActor(c),
    c.req.valid("param").id,
    c.req.valid("json").role,
  );
  return c.json({ user }, 200);
};

/** Suspends or restores the user of the path, as the caller. */
const suspension = async (c: Context<AppEnv>, id: string, suspended: boolean) =>
  c.json(
    { user: await service.setSuspended(c.get("deps").database.db, requestActor(c), id, suspended) },
    200,
  );

export const suspendUser: Handler<typeof suspendUserRoute> = (c) =>
  suspension(c, c.req.valid("param").id, true);

export const restoreUser: Handler<typeof restoreUserRoute> = (c) =>
  suspension(c, c.req.valid("param").id, false);

export const listWaitlist: Handler<typeof listWaitlistRoute> = async (c) =>
  c.json({ items: await service.listWaitlist(c.get("deps").database.db) }, 200);

export const inviteUser: Handler<typeof inviteUserRoute> = async (c) => {
  const { email, role } = c.req.valid("json");
  const me = currentUser(c);
  const invitation = await service.inviteUser(c.get("deps"), requestActor(c), {
    email,
    role,
    inviterName: me.name,
  });
  return c.json(invitation, 201);
};
