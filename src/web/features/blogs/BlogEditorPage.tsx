import { renderMarkdown } from "@shared/markdown";
import {
  BLOG_EXCERPT_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  type BlogPatch,
  blogInputSchema,
  type ManagedBlog,
  slugify,
} from "@shared/schemas/blogs";
import { Badge } from "@web/components/ui/badge";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import NotFoundPage from "@web/shell/NotFoundPage";
import { ArrowLeft, ExternalLink, Eye, EyeOff, ImagePlus, Save, Trash2 } from "lucide-react";
import { type FormEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { uploadCover, useBlogMutations, useManagedPost } from "./api";
import "./article.css";
import { CoverImage, NoCover, readingLabel } from "./display";
import { LeaveDialog, useUnsavedChangesGuard } from "./unsaved-changes";
import { useBlogBase } from "./use-blog-base";

interface FormValues {
  title: string;
  slug: string;
  excerpt: string;
  tags: string;
  content: string;
}
type Field = keyof FormValues;

const emptyForm: FormValues = { title: "", slug: "", excerpt: "", tags: "", content: "" };
const fromPost = (p: ManagedBlog): FormValues => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  tags: p.tags.join(", "),
  content: p.content,
});
const tagList = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** Client-side check with the server's own schema, so messages match the API's. */
function validate(values: FormValues): Partial<Record<Field, string>> {
  const parsed = blogInputSchema.safeParse({ ...values, tags: tagList(values.tags) });
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

const toastError = (title: string, err: unknown) =>
  toast({
    title,
    description: err instanceof Error ? err.message : "Something went wrong. Please try again.",
    variant: "destructive",
  });

export default function BlogEditorPage() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const { base, isAdmin } = useBlogBase();
  const navigate = useNavigate();
  const query = useManagedPost(isNew ? undefined : id);
  const post = isNew ? undefined : query.data?.post;
  const { create, update, remove, removeCover, settle } = useBlogMutations();

  const [form, setForm] = useState<FormValues>(emptyForm);
  const [saved, setSaved] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState<null | "save" | "publish" | "unpublish">(null);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const loadedId = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Fill the form once per post (not on every refetch, which would wipe what is being typed).
  useEffect(() => {
    if (post && loadedId.current !== post.id) {
      loadedId.current = post.id;
      setForm(fromPost(post));
      setSaved(fromPost(post));
    }
  }, [post]);

  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const guard = useUnsavedChangesGuard(dirty || upload !== null);
  usePageTitle(isNew ? "New blog post" : post ? `Edit: ${post.title}` : "Edit blog post");

  const preview = useDeferredValue(form.content);
  const previewHtml = useMemo(() => renderMarkdown(preview), [preview]);

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

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  /** Saves the form (creating the post if new); `published` also publishes or unpublishes. */
  async function save(published?: boolean): Promise<ManagedBlog | null> {
    const found = validate(form);
    if (published && !form.content.trim()) found.content = "Write the article before publishing it";
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({
        title: "Please check the post",
        description: Object.values(found)[0],
        variant: "destructive",
      });
      return null;
    }
    const fields = {
      title: form.title,
      slug: form.slug.trim(),
      excerpt: form.excerpt,
      content: form.content,
      tags: tagList(form.tags),
    };
    try {
      let result: ManagedBlog;
      if (!post) {
        ({ post: result } = await create.mutateAsync({ ...fields, published: published ?? false }));
        loadedId.current = result.id;
        guard.allowNext();
        navigate(`${base}/${result.id}`, { replace: true });
      } else {
        const patch: BlogPatch = { ...fields, ...(published !== undefined ? { published } : {}) };
        ({ post: result } = await update.mutateAsync({ id: post.id, patch }));
      }
      setForm(fromPost(result));
      setSaved(fromPost(result));
      return result;
    } catch (err) {
      if (err instanceof ApiRequestError && Object.keys(err.fields).length > 0) {
        const serverErrors: Partial<Record<Field, string>> = {};
        for (const [k, v] of Object.entries(err.fields)) serverErrors[k.split(".")[0] as Field] ??= v;
        setErrors(serverErrors);
      }
      toastError(
        published === true
          ? "The post was not published"
          : published === false
            ? "The post was not unpublished"
            : "The post was not saved",
        err,
      );
      return null;
    }
  }

  async function run(kind: "save" | "publish" | "unpublish") {
    setBusy(kind);
    try {
      const published = kind === "publish" ? true : kind === "unpublish" ? false : undefined;
      const result = await save(published);
      if (!result) return;
      if (kind === "publish") {
        toast({ title: "Post published", description: `"${result.title}" is live on the blog.` });
      } else if (kind === "unpublish") {
        toast({ title: "Post unpublished", description: "It's no longer visible on the public blog." });
      } else {
        toast({
          title: result.published ? "Changes saved" : "Draft saved",
          description: result.published
            ? "The published post is updated."
            : "Only you and admins can see it.",
        });
      }
    } finally {
      setBusy(null);
    }
  }

  async function onCoverChosen(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    if (!["image/jpeg", "image/png", "image/webp"].includes(file.type)) {
      toast({
        title: "The cover was not uploaded",
        description: "Please choose a JPEG, PNG or WebP image.",
        variant: "destructive",
      });
      return;
    }
    // A cover belongs to a saved post: a new post is saved as a draft first.
    let target = post;
    if (!target) {
      const created = await save(false);
      if (!created) return;
      target = created;
    }
    setUpload({ name: file.name, fraction: 0 });
    try {
      const updated = await uploadCover(target.id, file, (fraction) =>
        setUpload({ name: file.name, fraction }),
      );
      settle(updated);
      toast({ title: "Cover uploaded", description: `${file.name} is the post's cover image.` });
    } catch (err) {
      toastError("The cover was not uploaded", err);
    } finally {
      setUpload(null);
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run("save");
  };

  const current = query.data?.post ?? post;
  const cover = current?.cover ?? null;
  const slugHint = form.slug.trim()
    ? `Address: /blogs/${form.slug.trim()}`
    : `Leave empty to use /blogs/${slugify(form.title) || "your-title"}`;
  const working = busy !== null || upload !== null;

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
              {current.published ? (
                <Badge tone="success">Published</Badge>
              ) : (
                <Badge tone="warning">Draft</Badge>
              )}
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
          <div className="space-y-5">
            <FormField label="Title" error={errors.title}>
              <Input value={form.title} onChange={set("title")} maxLength={BLOG_TITLE_MAX} required />
            </FormField>
            <FormField label="Slug" optional error={errors.slug} hint={slugHint}>
              <Input
                value={form.slug}
                onChange={set("slug")}
                maxLength={BLOG_SLUG_MAX}
                placeholder={slugify(form.title) || "my-first-post"}
                autoCapitalize="none"
                spellCheck={false}
              />
            </FormField>
            <FormField
              label="Excerpt"
              optional
              error={errors.excerpt}
              hint={`${form.excerpt.length}/${BLOG_EXCERPT_MAX} characters. Shown on the blog list and in search results; empty uses the opening of the article.`}
            >
              <Textarea
                value={form.excerpt}
                onChange={set("excerpt")}
                rows={3}
                maxLength={BLOG_EXCERPT_MAX}
              />
            </FormField>
            <FormField
              label="Tags"
              optional
              error={errors.tags}
              hint="Separate tags with commas, e.g. deposits, tenants"
            >
              <Input value={form.tags} onChange={set("tags")} />
            </FormField>
          </div>
          <div className="space-y-3">
            <p className="text-sm font-medium text-slate-900" id="cover-label">
              Cover image
            </p>
            {cover ? (
              <CoverImage cover={cover} sizes="320px" className="rounded-lg" alt="Current cover" />
            ) : (
              <NoCover className="rounded-lg" />
            )}
            {upload && (
              <div className="space-y-1" aria-live="polite">
                <div
                  role="progressbar"
                  aria-label={`Uploading ${upload.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(upload.fraction * 100)}
                  className="h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full bg-brand-600 transition-[width]"
                    style={{ width: `${upload.fraction * 100}%` }}
                  />
                </div>
                <p className="text-xs text-slate-700">
                  {upload.fraction < 1
                    ? `Uploading ${upload.name}: ${Math.round(upload.fraction * 100)}%`
                    : "Processing image..."}
                </p>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <label
                className={`${buttonVariants({ variant: "secondary", size: "sm" })} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${working ? "pointer-events-none opacity-60" : ""}`}
              >
                <ImagePlus aria-hidden="true" />
                {cover ? "Replace cover" : "Upload cover"}
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="sr-only"
                  aria-labelledby="cover-label"
                  aria-describedby="cover-hint"
                  disabled={working}
                  onChange={(e) => void onCoverChosen(e.target.files?.[0])}
                />
              </label>
              {cover && current && (
                <ConfirmDialog
                  trigger={
                    <Button type="button" variant="ghost" size="sm" disabled={working}>
                      Remove cover
                    </Button>
                  }
                  title="Remove the cover?"
                  description="The post will show without a cover image."
                  confirmLabel="Remove cover"
                  destructive
                  onConfirm={async () => {
                    try {
                      await removeCover.mutateAsync(current.id);
                      toast({ title: "Cover removed" });
                    } catch (err) {
                      toastError("The cover was not removed", err);
                    }
                  }}
                />
              )}
            </div>
            <p id="cover-hint" className="text-xs text-slate-600">
              JPEG, PNG or WebP, landscape (16:9) works best. A new post is saved as a draft first.
            </p>
          </div>
        </Card>

        <div className="grid gap-5 lg:grid-cols-2">
          <FormField
            label="Article (Markdown)"
            error={errors.content}
            hint="## for headings, **bold**, - for lists, [text](https://…) for links. HTML is shown as text."
          >
            <Textarea
              value={form.content}
              onChange={set("content")}
              rows={24}
              className="min-h-96 font-mono text-sm"
            />
          </FormField>
          <section aria-labelledby="preview-heading" className="min-w-0 space-y-1.5">
            <h2 id="preview-heading" className="flex items-center gap-2 text-sm font-medium text-slate-900">
              <Eye className="size-4" aria-hidden="true" /> Live preview
            </h2>
            <div
              className="min-h-96 rounded-lg border border-slate-200 bg-white p-5"
              data-testid="markdown-preview"
            >
              {form.content.trim() ? (
                <div
                  className="article-body"
                  // Same renderer as the public page: Markdown only, raw HTML escaped.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with html disabled
                  dangerouslySetInnerHTML={{ __html: previewHtml }}
                />
              ) : (
                <p className="text-slate-600">The rendered article appears here as you type.</p>
              )}
            </div>
          </section>
        </div>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <Button type="submit" variant="secondary" disabled={working}>
            <Save aria-hidden="true" />
            {busy === "save" ? "Saving..." : current?.published ? "Save changes" : "Save draft"}
          </Button>
          {current?.published ? (
            <Button
              type="button"
              variant="secondary"
              disabled={working}
              onClick={() => void run("unpublish")}
            >
              <EyeOff aria-hidden="true" /> {busy === "unpublish" ? "Unpublishing..." : "Unpublish"}
            </Button>
          ) : (
            <Button type="button" disabled={working} onClick={() => void run("publish")}>
              <Eye aria-hidden="true" /> {busy === "publish" ? "Publishing..." : "Publish"}
            </Button>
          )}
          <span className="text-sm text-slate-600" aria-live="polite">
            {dirty ? "Unsaved changes" : current ? "All changes saved" : ""}
          </span>
          {current && (
            <div className="ml-auto">
              <ConfirmDialog
                trigger={
                  <Button
                    type="button"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    disabled={working}
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                }
                title="Delete this post?"
                description={`"${current.title}" and its cover will be removed for good. This can't be undone.`}
                confirmLabel="Delete post"
                destructive
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync(current.id);
                    toast({ title: "Post deleted", description: `"${current.title}" was removed.` });
                    guard.allowNext();
                    navigate(base, { replace: true });
                  } catch (err) {
                    toastError("The post was not deleted", err);
                  }
                }}
              />
            </div>
          )}
        </div>
      </form>
      <LeaveDialog guard={guard} />
    </AppPage>
  );
}
