import { BLOG_EXCERPT_MAX, BLOG_SLUG_MAX, BLOG_TITLE_MAX, slugify } from "@shared/schemas/blogs";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import type { BlogEditor } from "./use-blog-editor";

/** Title, slug, excerpt and tags. */
export function PostFields({ editor }: { editor: BlogEditor }) {
  const { form, errors, set } = editor;
  const slugHint = form.slug.trim()
    ? `Address: /blogs/${form.slug.trim()}`
    : `Leave empty to use /blogs/${slugify(form.title) || "your-title"}`;
  return (
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
        <Textarea value={form.excerpt} onChange={set("excerpt")} rows={3} maxLength={BLOG_EXCERPT_MAX} />
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
  );
}
