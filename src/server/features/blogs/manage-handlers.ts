import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { requestActor } from "../audit";
import type {
  createBlogRoute,
  deleteBlogRoute,
  getBlogPublishingRoute,
  getManagedBlogRoute,
  listManagedBlogsRoute,
  updateBlogRoute,
} from "./manage-routes";
import type { setBlogAuthorTrustRoute } from "./review-routes";
import * as manage from "./service-manage";
import { canPublishDirectly, setAuthorTrust } from "./service-review";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const listManagedBlogs: Handler<typeof listManagedBlogsRoute> = async (c) =>
  c.json(await manage.listManaged(c.get("deps").database.db, currentUser(c), c.req.valid("query")), 200);

export const getBlogPublishing: Handler<typeof getBlogPublishingRoute> = async (c) =>
  c.json({ canPublish: await canPublishDirectly(c.get("deps").database.db, currentUser(c)) }, 200);

export const createBlog: Handler<typeof createBlogRoute> = async (c) => {
  const post = await manage.createBlog(
    c.get("deps").database.db,
    requestActor(c),
    currentUser(c),
    c.req.valid("json"),
  );
  return c.json({ post }, 201);
};

export const getManagedBlog: Handler<typeof getManagedBlogRoute> = async (c) => {
  const post = await manage.getManaged(c.get("deps").database.db, currentUser(c), c.req.valid("param").id);
  return c.json({ post }, 200);
};

export const updateBlog: Handler<typeof updateBlogRoute> = async (c) => {
  const post = await manage.updateBlog(
    c.get("deps").database.db,
    requestActor(c),
    currentUser(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return c.json({ post }, 200);
};

export const deleteBlog: Handler<typeof deleteBlogRoute> = async (c) => {
  await manage.deleteBlog(c.get("deps"), requestActor(c), currentUser(c), c.req.valid("param").id);
  return c.json({ ok: true as const }, 200);
};

export const setBlogAuthorTrust: Handler<typeof setBlogAuthorTrustRoute> = async (c) => {
  const result = await setAuthorTrust(
    c.get("deps").database.db,
    requestActor(c),
    c.req.valid("param").id,
    c.req.valid("json").trusted,
  );
  return c.json(result, 200);
};
