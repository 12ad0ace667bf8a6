import { PostCard } from "@web/components/blog-display";
import { Skeleton } from "@web/components/ui/skeleton";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useNewestPosts } from "./api";

/** Home page: the three newest published posts. Renders nothing when there are none (or on error). */
export function LatestPostsSection() {
  const posts = useNewestPosts();
  if (posts.isError || (posts.data && posts.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="latest-posts-heading" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-posts-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              From the blog
            </h2>
            <p className="mt-2 text-slate-700">Practical guides on deposits, repairs, rent and compliance.</p>
          </div>
          <Link
            to="/blogs"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            Read all articles <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {posts.isPending ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-96" />
            ))}
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.data.items.map((p) => (
              <li key={p.id}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
