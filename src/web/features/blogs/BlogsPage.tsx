import { PostCard } from "@web/components/blog-display";
import { PageHero } from "@web/components/marketing/PageHero";
import { EmptyState } from "@web/components/ui/empty-state";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { cn } from "@web/lib/utils";
import { Newspaper, Rss } from "lucide-react";
import { BLOG_PAGE_SIZE as PAGE_SIZE, useBlogTags, usePublishedPosts } from "./api-public";

export default function BlogsPage() {
  const { values, set, page } = useSearchState(["tag"] as const);
  const tag = values.tag;
  usePageTitle(
    tag ? `Articles about ${tag}` : "Blog",
    `Practical guides for UK landlords, tenants and investors from ${site.appName}: deposits, EPC ratings, repairs, rent and buy-to-let.`,
  );
  const posts = usePublishedPosts({ tag: tag || undefined, page, pageSize: PAGE_SIZE });
  const tags = useBlogTags();

  const chip = (value: string, label: string, n?: number) => {
    const active = tag === value;
    return (
      <li key={value || "all"}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => set({ tag: value })}
          className={cn(
            "rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            active
              ? "bg-brand-700 text-white ring-brand-700"
              : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
          )}
        >
          {label}
          {n !== undefined && <span className={active ? "text-brand-100" : "text-slate-500"}> ({n})</span>}
        </button>
      </li>
    );
  };

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Guides for landlords, tenants and investors"
        actions={
          <a
            href="/blogs/rss.xml"
            className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-100 hover:text-white hover:underline"
          >
            <Rss className="size-4" aria-hidden="true" /> Subscribe with RSS
          </a>
        }
      >
        <p>Plain-English articles on deposits, safety, repairs, rent and investing in rental property.</p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {tags.data && tags.data.items.length > 0 && (
          <nav aria-label="Filter by topic">
            <ul className="flex flex-wrap gap-2">
              {chip("", "All topics")}
              {tags.data.items.map((t) => chip(t.tag, t.tag, t.count))}
            </ul>
          </nav>
        )}
        <h2 className="sr-only">{tag ? `Articles tagged ${tag}` : "Latest articles"}</h2>
        {posts.isPending ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            <span className="sr-only">Loading articles</span>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-96" />
            ))}
          </div>
        ) : posts.isError ? (
          <p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">
            {posts.error.message}
          </p>
        ) : posts.data.items.length === 0 ? (
          <div className="mt-8">
            <EmptyState icon={Newspaper} title={tag ? `No articles about ${tag} yet` : "No articles yet"}>
              {tag ? (
                <button
                  type="button"
                  className="font-semibold text-brand-700 hover:underline"
                  onClick={() => set({ tag: "" })}
                >
                  Show all articles
                </button>
              ) : (
                "New guides are on their way. Check back soon."
              )}
            </EmptyState>
          </div>
        ) : (
          <>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={posts.isFetching}>
              {posts.data.items.map((p, i) => (
                <li key={p.id}>
                  <PostCard post={p} eager={i < 3} />
                </li>
              ))}
            </ul>
            {posts.data.total > PAGE_SIZE && (
              <div className="mt-8">
                <Pagination
                  page={page}
                  pageSize={PAGE_SIZE}
                  total={posts.data.total}
                  noun="articles"
                  onPageChange={(p) => {
                    set({ page: p > 1 ? String(p) : "" });
                    window.scrollTo({ top: 0 });
                  }}
                />
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
