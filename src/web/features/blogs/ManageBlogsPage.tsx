import { blogStatuses } from "@shared/schemas/blogs";
import { buttonVariants } from "@web/components/ui/button-variants";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { ExternalLink, Newspaper, Plus, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useManagedPosts, usePublishing } from "./api";
import { ReviewActions, StatusBadge, statusLabels } from "./review";
import { useBlogBase } from "./use-blog-base";

const PAGE_SIZE = 20;

export default function ManageBlogsPage() {
  const { base, isAdmin } = useBlogBase();
  const title = isAdmin ? "All blog posts" : "My blog posts";
  usePageTitle(title);
  const { values, set, page } = useSearchState(["q", "status"] as const);
  const [query, setQuery] = useState(values.q);
  useEffect(() => setQuery(values.q), [values.q]);
  useEffect(() => {
    if (query === values.q) return;
    const t = setTimeout(() => set({ q: query }), 300);
    return () => clearTimeout(t);
  }, [query, values.q, set]);
  const list = useManagedPosts({ q: values.q, status: values.status, page, pageSize: PAGE_SIZE });
  const filtered = Boolean(values.q || values.status);
  const publishing = usePublishing();
  const reviewing = isAdmin && values.status === "in_review";

  return (
    <AppPage>
      <PageHeader
        title={title}
        description={
          isAdmin
            ? "Every author's articles: write, edit, publish and remove. New authors' posts wait for review here."
            : publishing.data?.canPublish === false
              ? "Articles you have written. An administrator reviews each post before it appears on the blog."
              : "Articles you have written: drafts and published posts."
        }
        actions={
          <>
            <Link to="/blogs" className={buttonVariants({ variant: "secondary" })}>
              <ExternalLink aria-hidden="true" /> View blog
            </Link>
            <Link to={`${base}/new`} className={buttonVariants()}>
              <Plus aria-hidden="true" /> New post
            </Link>
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {/* The icon sits over the input's left edge; FormField wires the label to the input itself. */}
        <div className="relative sm:col-span-2">
          <FormField label="Search by title or slug">
            <Input type="search" className="pl-10" value={query} onChange={(e) => setQuery(e.target.value)} />
          </FormField>
          <Search
            className="pointer-events-none absolute bottom-2.5 left-3 size-5 text-slate-500"
            aria-hidden="true"
          />
        </div>
        <FormField label="Status">
          <NativeSelect value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any status</option>
            {blogStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {isAdmin && !reviewing && (
        <p className="text-sm">
          <Link
            to={`${base}?status=in_review`}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Posts waiting for review
          </Link>
        </p>
      )}
      {list.isPending ? (
        <Skeleton className="h-64" />
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {list.error.message}
        </p>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title={reviewing ? "No posts waiting for review" : filtered ? "No posts match" : "No posts yet"}
          action={reviewing || filtered ? undefined : { to: `${base}/new`, label: "Write your first post" }}
        >
          {reviewing
            ? "When an author who is not yet trusted asks to publish, the post appears here."
            : filtered
              ? "Try another search or status."
              : "Guides for landlords and tenants: write, preview, then publish when ready."}
        </EmptyState>
      ) : (
        <div aria-busy={list.isFetching}>
          <Table caption={title}>
            <thead>
              <tr>
                <Th>Title</Th>
                <Th>Status</Th>
                {isAdmin && <Th>Author</Th>}
                <Th className="hidden md:table-cell">Tags</Th>
                <Th>Published</Th>
                <Th>Updated</Th>
                {reviewing && <Th>Review</Th>}
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((p) => (
                <tr key={p.id}>
                  <Td>
                    <Link to={`${base}/${p.id}`} className="font-semibold text-brand-700 hover:underline">
                      {p.title}
                    </Link>
                    <div className="text-xs text-slate-600">/blogs/{p.slug}</div>
                  </Td>
                  <Td>
                    <StatusBadge status={p.status} />
                  </Td>
                  {isAdmin && <Td>{p.author.name}</Td>}
                  <Td className="hidden text-sm text-slate-700 md:table-cell">
                    {p.tags.join(", ") || "None"}
                  </Td>
                  <Td className="whitespace-nowrap">
                    {p.published && p.publishedAt ? (
                      formatDate(p.publishedAt)
                    ) : (
                      <span className="text-slate-600">Not published</span>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">{formatDate(p.updatedAt)}</Td>
                  {reviewing && (
                    <Td>
                      <ReviewActions post={p} />
                    </Td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            noun="posts"
            onPageChange={(n) => set({ page: String(n) })}
          />
        </div>
      )}
    </AppPage>
  );
}
