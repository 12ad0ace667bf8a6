import { csrf } from "hono/csrf";

/**
 * Refuses a form post from another site (403): its Origin must be the public origin or the
 * request's own. Used on the API (app.ts) and on the public forms' plain posts (ssr/form-posts.ts).
 */
export function sameOriginPosts(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return csrf({
    origin: (origin, c) => origin === publicOrigin || origin === new URL(c.req.url).origin,
  });
}
