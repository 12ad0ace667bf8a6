import { createRouter } from "../../context";
import { uploadBodyLimit } from "../../storage";
import * as covers from "./cover-handlers";
import * as coverRoutes from "./cover-routes";
import * as manage from "./manage-handlers";
import * as manageRoutes from "./manage-routes";
import * as pub from "./public-handlers";
import * as publicRoutes from "./public-routes";
import { setBlogAuthorTrustRoute } from "./review-routes";

/**
 * The blog: public reading (posts, tags, covers), management (feature "blogs": agents their own
 * posts, admins all), the review of new authors and covers. RSS and the sitemap are in feeds.ts.
 */
export function blogRoutes(options: { uploadMaxBytes: number }) {
  const app = createRouter();
  // Before the cover route, so an oversized upload is refused before it is read.
  app.use("/manage/blogs/:id/cover", async (c, next) =>
    c.req.method === "POST" ? uploadBodyLimit(options.uploadMaxBytes)(c, next) : next(),
  );
  return app
    .openapi(publicRoutes.listBlogsRoute, pub.listBlogs)
    .openapi(publicRoutes.listBlogTagsRoute, pub.listBlogTags)
    .openapi(publicRoutes.getBlogRoute, pub.getBlog)
    .openapi(publicRoutes.getBlogCoverRoute, pub.getBlogCover)
    .openapi(manageRoutes.listManagedBlogsRoute, manage.listManagedBlogs)
    .openapi(manageRoutes.getBlogPublishingRoute, manage.getBlogPublishing)
    .openapi(setBlogAuthorTrustRoute, manage.setBlogAuthorTrust)
    .openapi(manageRoutes.createBlogRoute, manage.createBlog)
    .openapi(manageRoutes.getManagedBlogRoute, manage.getManagedBlog)
    .openapi(manageRoutes.updateBlogRoute, manage.updateBlog)
    .openapi(manageRoutes.deleteBlogRoute, manage.deleteBlog)
    .openapi(coverRoutes.uploadBlogCoverRoute, covers.uploadBlogCover)
    .openapi(coverRoutes.deleteBlogCoverRoute, covers.deleteBlogCover);
}
