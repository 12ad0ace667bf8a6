import { blogStatuses, type ManagedBlogRow } from "@shared/schemas/blogs";
import {
  type Column,
  DataList,
  FilterBar,
  optionsOf,
  SearchFilter,
  SelectFilter,
  useListState,
} from "@web/components/data-list";
import { buttonVariants } from "@web/components/ui/button-variants";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { ExternalLink, Newspaper, Plus } from "lucide-react";
import { Link } from "react-router";
import { useManagedPosts, usePublishing } from "./api";
import { ReviewActions, StatusBadge, statusLabels } from "./review";
import { useBlogBase } from "./use-blog-base";

const PAGE_SIZE = 20;

export default function ManageBlogsPage() {
  const { base, isAdmin } = useBlogBase();
  const title = isAdmin ? "All blog posts" : "My blog posts";
  usePageTitle(title);
  const list = useListState(["q", "status"] as const);
  const { values, page } = list;
  const posts = useManagedPosts({ q: values.q, status: values.status, page, pageSize: PAGE_SIZE });
  const reviewing = isAdmin && values.status === "in_review";

  return (
    <AppPage>
      <BlogsHeader title={title} base={base} isAdmin={isAdmin} />
      <FilterBar className="sm:grid-cols-3">
        <SearchFilter list={list} name="q" label="Search by title or slug" icon className="sm:col-span-2" />
        <SelectFilter
          list={list}
          name="status"
          label="Status"
          anyLabel="Any status"
          options={optionsOf(blogStatuses, statusLabels)}
        />
      </FilterBar>
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
      <DataList
        query={posts}
        caption={title}
        noun="posts"
        rowKey={(p) => p.id}
        empty={<PostsEmpty base={base} reviewing={reviewing} filtered={Boolean(values.q || values.status)} />}
        columns={postColumns(base, isAdmin, reviewing)}
      />
    </AppPage>
  );
}

function BlogsHeader({ title, base, isAdmin }: { title: string; base: string; isAdmin: boolean }) {
  const publishing = usePublishing();
  return (
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
  );
}

function PostsEmpty({ base, reviewing, filtered }: { base: string; reviewing: boolean; filtered: boolean }) {
  if (reviewing) {
    return (
      <EmptyState icon={Newspaper} title="No posts waiting for review">
        When an author who is not yet trusted asks to publish, the post appears here.
      </EmptyState>
    );
  }
  if (filtered) {
    return (
      <EmptyState icon={Newspaper} title="No posts match">
        Try another search or status.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={Newspaper}
      title="No posts yet"
      action={{ to: `${base}/new`, label: "Write your first post" }}
    >
      Guides for landlords and tenants: write, preview, then publish when ready.
    </EmptyState>
  );
}

/** The table's columns: the author for an admin, the review actions while reviewing. */
function postColumns(base: string, isAdmin: boolean, reviewing: boolean): (Column<ManagedBlogRow> | false)[] {
  return [
    {
      header: "Title",
      cell: (p) => (
        <>
          <Link to={`${base}/${p.id}`} className="font-semibold text-brand-700 hover:underline">
            {p.title}
          </Link>
          <div className="text-xs text-slate-600">/blogs/{p.slug}</div>
        </>
      ),
    },
    { header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
    isAdmin && { header: "Author", cell: (p) => p.author.name },
    {
      header: "Tags",
      headerClassName: "hidden md:table-cell",
      className: "hidden text-sm text-slate-700 md:table-cell",
      cell: (p) => p.tags.join(", ") || "None",
    },
    {
      header: "Published",
      className: "whitespace-nowrap",
      cell: (p) =>
        p.published && p.publishedAt ? (
          formatDate(p.publishedAt)
        ) : (
          <span className="text-slate-600">Not published</span>
        ),
    },
    { header: "Updated", className: "whitespace-nowrap", cell: (p) => formatDate(p.updatedAt) },
    reviewing && { header: "Review", cell: (p) => <ReviewActions post={p} /> },
  ];
}
