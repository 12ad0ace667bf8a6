import { blogCoverWidths, readingMinutes } from "@shared/schemas/blogs";
import { count, inArray } from "drizzle-orm";
import { blogs, blogTrustedAuthors, users } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { processImageUpload, storeImageVariants } from "../../storage";
import { demoArticles } from "./seed-articles";

/** A simple abstract cover per article, drawn locally from SVG (no downloads). */
function coverSvg(from: string, to: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <circle cx="1280" cy="180" r="260" fill="${accent}" opacity="0.35"/>
  <circle cx="260" cy="760" r="320" fill="#ffffff" opacity="0.12"/>
  <polygon points="560,520 800,330 1040,520" fill="#ffffff" opacity="0.9"/>
  <rect x="600" y="520" width="400" height="250" fill="#ffffff" opacity="0.9"/>
  <rect x="760" y="620" width="80" height="150" fill="${to}"/>
  <rect x="640" y="560" width="80" height="70" fill="${from}" opacity="0.7"/>
  <rect x="880" y="560" width="80" height="70" fill="${from}" opacity="0.7"/>
</svg>`;
}

/**
 * Six practical articles for UK landlords, tenants and investors (deposits, EPC ratings, end of
 * tenancy, repairs, rent increases, buy-to-let), by three demo authors, plus one draft so the
 * management table shows both states. Published dates are spread over the last two months. agent@ is a
 * trusted author; agent2@ is not, so their new posts wait for an admin's review.
 */
export const demoBlogsSeeder: Seeder = {
  name: "blogs",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(blogs);
    if ((existing?.n ?? 0) > 0) return;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [...new Set(demoArticles.map((a) => `${a.author}@keyhold.example`))]));
    const idOf = (local: string) => people.find((p) => p.email === `${local}@keyhold.example`)?.id;
    if (!demoArticles.every((a) => idOf(a.author))) return;

    // agent@ has written for the blog for a while: an admin trusts them to publish directly. agent2@
    // (like any newly registered agent) sends posts for review; their published ones were approved.
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ["admin@keyhold.example"]));
    await db
      .insert(blogTrustedAuthors)
      .values({ userId: idOf("agent")!, trustedBy: admin?.id ?? null })
      .onConflictDoNothing();

    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    for (const article of demoArticles) {
      const id = crypto.randomUUID();
      const { default: sharp } = await import("sharp");
      const png = await sharp(Buffer.from(coverSvg(...article.palette)))
        .png()
        .toBuffer();
      const image = await processImageUpload(png, blogCoverWidths);
      const coverKey = `blogs/${id}/${crypto.randomUUID()}`;
      await storeImageVariants(deps.storage, coverKey, image);
      const published = article.daysAgo !== null;
      const at = new Date(now - (article.daysAgo ?? 1) * day);
      await db.insert(blogs).values({
        id,
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: article.content,
        readingMinutes: readingMinutes(article.content),
        coverKey,
        coverWidths: image.widths,
        tags: article.tags,
        published,
        publishedAt: published ? at : null,
        authorId: idOf(article.author)!,
        createdAt: new Date(at.getTime() - 2 * day),
        updatedAt: at,
      });
    }
  },
};
