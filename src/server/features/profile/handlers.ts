import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { authHeaders, currentUser, forwardCookies } from "../../auth/session";
import type { AppEnv } from "../../context";
import { requestActor } from "../audit";
import type { changeMyPasswordRoute, updateMyProfileRoute } from "./routes";
import { changePassword, updateProfile } from "./service";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const updateMyProfile: Handler<typeof updateMyProfileRoute> = async (c) => {
  const user = await updateProfile(
    c.get("deps").database.db,
    requestActor(c),
    currentUser(c),
    c.req.valid("json"),
  );
  return c.json({ user }, 200);
};

export const changeMyPassword: Handler<typeof changeMyPasswordRoute> = async (c) => {
  const cookies = await changePassword(
    c.get("deps"),
    requestActor(c),
    currentUser(c),
    c.req.valid("json"),
    authHeaders(c),
  );
  forwardCookies(c, cookies);
  return c.json({ ok: true as const }, 200);
};
