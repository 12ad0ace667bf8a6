import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { getSessionUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { errorBody } from "../../lib/errors";
import { imageCacheHeaders } from "../../storage";
import type { getBlogCoverRoute, getBlogRoute, listBlogsRoute, listBlogTagsRoute } from "./public-routes";
import { readCover } from "./service-covers";
import { getPublic, listPublic, publicTagCounts } from "./service-public";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const listBlogs: Handler<typeof listBlogsRoute> = async (c) =>
  c.json(await listPublic(c.get("deps").database.db, c.req.valid("query")), 200);

export const listBlogTags: Handler<typeof listBlogTagsRoute> = async (c) =>
  c.json({ items: await publicTagCounts(c.get("deps").database.db) }, 200);

export const getBlog: Handler<typeof getBlogRoute> = async (c) =>
  c.json(await getPublic(c.get("deps").database.db, c.req.valid("param").idOrSlug), 200);

export const getBlogCover: Handler<typeof getBlogCoverRoute> = async (c) => {
  const cover = await readCover(c.get("deps"), c.req.valid("param"), () => getSessionUser(c));
  if (!cover) return c.json(errorBody("not_found", "Image not found"), 404);
  return c.body(new Uint8Array(cover.file.body), 200, {
    ...(cover.public ? imageCacheHeaders.public : imageCacheHeaders.private),
    "Content-Type": cover.file.contentType,
    "X-Content-Type-Options": "nosniff",
  }) as never;
};
