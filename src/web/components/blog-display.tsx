import type { BlogCover, BlogSummary } from "@shared/schemas/blogs";
import { formatDate } from "@web/lib/format";
import { cn } from "@web/lib/utils";
import { Clock, Newspaper } from "lucide-react";
import { Link } from "react-router";

/** A cover with srcset over its WebP variants (16:9 as drawn by the editor and the demo data). */
export function CoverImage({
  cover,
  sizes,
  className,
  eager,
  alt = "",
}: {
  cover: BlogCover;
  sizes: string;
  className?: string;
  eager?: boolean;
  alt?: string;
}) {
  const widths = [...cover.widths].sort((a, b) => a - b);
  const srcSet = widths.map((w) => `${cover.url}/${w} ${w}w`).join(", ");
  const fallback = `${cover.url}/${widths.find((w) => w >= 800) ?? widths[widths.length - 1]}`;
  return (
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={1600}
      height={900}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("aspect-[16/9] w-full bg-slate-100 object-cover", className)}
    />
  );
}

export function NoCover({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 text-brand-700",
        className,
      )}
    >
      <Newspaper className="size-10" aria-hidden="true" />
    </div>
  );
}

export const readingLabel = (minutes: number) => `${minutes} min read`;

/** Author, date and reading time under a title. */
export function PostMeta({ post, className }: { post: BlogSummary; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600", className)}>
      <span className="font-medium text-slate-800">{post.author.name}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, { dateStyle: "long" })}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {readingLabel(post.readingMinutes)}
      </span>
    </p>
  );
}

/** A post in a grid: the whole card is one link (the title), so keyboard users meet one stop. */
export function PostCard({
  post,
  headingLevel = "h3",
  eager,
}: {
  post: BlogSummary;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="post-card"
    >
      {post.cover ? (
        <CoverImage
          cover={post.cover}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          eager={eager}
        />
      ) : (
        <NoCover />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {post.tags.length > 0 && (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {post.tags.slice(0, 2).join(" · ")}
          </p>
        )}
        <Heading className="text-lg font-semibold leading-snug text-slate-900">
          <Link
            to={`/blogs/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
        <PostMeta post={post} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
