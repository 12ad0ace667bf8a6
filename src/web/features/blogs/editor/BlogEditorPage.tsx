import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { LeaveDialog } from "@web/components/unsaved-changes";
import { ApiRequestError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import NotFoundPage from "@web/shell/NotFoundPage";
import { ArrowLeft, ExternalLink } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useParams } from "react-router";
import "../article.css";
import { readingLabel } from "@web/components/blog-display";
import { StatusBadge } from "../review";
import { ActionBar } from "./ActionBar";
import { CoverPanel } from "./CoverPanel";
import { MarkdownPane } from "./MarkdownPane";
import { PostFields } from "./PostFields";
import { useBlogEditor } from "./use-blog-editor";

/** Writes or edits a post ("new" for a new one) at /blog-management, /agent/blogs or /admin/blogs. */
export default function BlogEditorPage() {
  const { id = "new" } = useParams();
  const editor = useBlogEditor(id);
  const { isNew, isAdmin, base, query, post, current, guard } = editor;
  usePageTitle(isNew ? "New blog post" : post ? `Edit: ${post.title}` : "Edit blog post");

  if (!isNew && query.isError && query.error instanceof ApiRequestError && query.error.status === 404)
    return <NotFoundPage />;
  if (!isNew && query.isError) {
    return (
      <AppPage>
        <PageHeader title="Edit blog post" />
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {query.error.message}
        </p>
      </AppPage>
    );
  }
  if (!isNew && !post) {
    return (
      <AppPage>
        <h1 className="sr-only">Loading post</h1>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-96" />
      </AppPage>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void editor.run("save");
  };

  return (
    <AppPage>
      <Link
        to={base}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All posts
      </Link>
      <PageHeader
        title={isNew ? "New blog post" : "Edit blog post"}
        description={
          current ? (
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={current.status} />
              <span>
                {isAdmin ? `By ${current.author.name} · ` : ""}
                {readingLabel(current.readingMinutes)} · updated{" "}
                {formatDate(current.updatedAt, { dateStyle: "medium", timeStyle: "short" })}
              </span>
            </span>
          ) : (
            "Write in Markdown; the preview shows exactly how the article will look."
          )
        }
        actions={
          current?.published ? (
            <Link to={`/blogs/${current.slug}`} className={buttonVariants({ variant: "secondary" })}>
              <ExternalLink aria-hidden="true" /> View post
            </Link>
          ) : undefined
        }
      />
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Card className="grid gap-5 p-5 lg:grid-cols-[1fr_20rem]">
          <PostFields editor={editor} />
          <CoverPanel editor={editor} />
        </Card>
        <MarkdownPane editor={editor} />
        <ActionBar editor={editor} />
      </form>
      <LeaveDialog guard={guard} what="to this post" />
    </AppPage>
  );
}
