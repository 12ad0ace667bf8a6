import { Badge } from "@web/components/ui/badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiRequestError } from "@web/lib/api";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import NotFoundPage from "@web/shell/NotFoundPage";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { usePublishedPost } from "./api-public";
import "./article.css";
import { CoverImage, PostCard, PostMeta } from "@web/components/blog-display";
import { useOrigin, useStructuredData } from "@web/lib/head";
import { useDocumentMeta } from "@web/lib/use-document-meta";

type PostAnswer = NonNullable<ReturnType<typeof usePublishedPost>["data"]>;
type Post = PostAnswer["post"];

/** The article's meta tags and schema.org BlogPosting, once it is loaded. */
function useArticleHead(post: Post | undefined) {
  const origin = useOrigin();
  const image = post?.cover
    ? `${origin}${post.cover.url}/${post.cover.widths.includes(1600) ? 1600 : post.cover.widths.at(-1)}`
    : undefined;
  const url = post ? `${origin}/blogs/${post.slug}` : "";
  useDocumentMeta(
    post ? { title: post.title, description: post.excerpt, type: "article", url, image } : null,
  );
  useStructuredData(
    post
      ? {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: post.excerpt,
          url,
          mainEntityOfPage: url,
          ...(image ? { image } : {}),
          ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
          dateModified: post.updatedAt,
          author: { "@type": "Person", name: post.author.name },
          publisher: { "@type": "Organization", name: site.appName, url: origin },
          keywords: post.tags.join(", "),
        }
      : null,
  );
}

/** The slug is the canonical address: a visit by id shows the slug instead, without a history entry. */
function useCanonicalSlug(post: Post | undefined, idOrSlug: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (post && idOrSlug !== post.slug) {
      navigate(`/blogs/${post.slug}${window.location.search}${window.location.hash}`, { replace: true });
    }
  }, [post, idOrSlug, navigate]);
}

function ArticleLoading() {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
      <h1 className="sr-only">Loading article</h1>
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="aspect-[16/9] w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** The article: back link, topics, title, excerpt, byline, cover and the body. */
function Article({ post }: { post: Post }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/blogs"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All articles
      </Link>
      <header className="mt-6">
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Topics">
            {post.tags.map((t) => (
              <li key={t}>
                <Link
                  to={`/blogs?tag=${encodeURIComponent(t)}`}
                  className="rounded-full focus-visible:outline-2"
                >
                  <Badge tone="brand">{t}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {post.title}
        </h1>
        {post.excerpt && <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>}
        <PostMeta post={post} className="mt-4" />
      </header>
      {post.cover && (
        <CoverImage
          cover={post.cover}
          sizes="(min-width: 768px) 720px, 100vw"
          eager
          className="mt-8 rounded-xl"
        />
      )}
      <div
        className="article-body mt-8"
        // Rendered by the server from Markdown with raw HTML disabled (src/shared/markdown.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server output has no raw HTML
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
    </article>
  );
}

function RelatedArticles({ related }: { related: PostAnswer["related"] }) {
  return (
    <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-slate-50 py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Related articles
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((r) => (
            <li key={r.id}>
              <PostCard post={r} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function BlogPostPage() {
  const { idOrSlug = "" } = useParams();
  const query = usePublishedPost(idOrSlug);
  const post = query.data?.post;
  const related = query.data?.related ?? [];
  usePageTitle(post ? post.title : "Blog", post ? post.excerpt : undefined);
  useArticleHead(post);
  useCanonicalSlug(post, idOrSlug);

  if (query.isError && query.error instanceof ApiRequestError && query.error.status === 404)
    return <NotFoundPage />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">Blog</h1>
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
          {query.error.message}
        </p>
      </div>
    );
  }
  if (!post) return <ArticleLoading />;

  return (
    <div className="bg-white">
      <Article post={post} />
      {related.length > 0 && <RelatedArticles related={related} />}
    </div>
  );
}
