import { renderMarkdown } from "@shared/markdown";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/input";
import { Eye } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import type { BlogEditor } from "./use-blog-editor";

/** The article in Markdown beside its live preview (the public page's own renderer). */
export function MarkdownPane({ editor }: { editor: BlogEditor }) {
  const { form, errors, set } = editor;
  const preview = useDeferredValue(form.content);
  const previewHtml = useMemo(() => renderMarkdown(preview), [preview]);
  return (
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
  );
}
