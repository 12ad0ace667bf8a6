import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { readUpload } from "../../storage";
import { requestActor } from "../audit";
import type { deleteBlogCoverRoute, uploadBlogCoverRoute } from "./cover-routes";
import { removeCover, uploadCover } from "./service-covers";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const uploadBlogCover: Handler<typeof uploadBlogCoverRoute> = async (c) => {
  const deps = c.get("deps");
  const post = await uploadCover(deps, requestActor(c), currentUser(c), c.req.valid("param").id, () =>
    readUpload(c, { maxBytes: deps.config.uploadMaxBytes, accept: "image" }),
  );
  return c.json({ post }, 200);
};

export const deleteBlogCover: Handler<typeof deleteBlogCoverRoute> = async (c) => {
  const post = await removeCover(c.get("deps"), requestActor(c), currentUser(c), c.req.valid("param").id);
  return c.json({ post }, 200);
};
