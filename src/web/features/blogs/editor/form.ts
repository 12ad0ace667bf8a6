import { blogInputSchema, type ManagedBlog } from "@shared/schemas/blogs";

/** The editor's form: tags as the comma-separated text the author types. */
export interface FormValues {
  title: string;
  slug: string;
  excerpt: string;
  tags: string;
  content: string;
}
export type Field = keyof FormValues;
export type FieldErrors = Partial<Record<Field, string>>;

export const emptyForm: FormValues = { title: "", slug: "", excerpt: "", tags: "", content: "" };

export const fromPost = (p: ManagedBlog): FormValues => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  tags: p.tags.join(", "),
  content: p.content,
});

export const tagList = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** Client-side check with the server's own schema, so messages match the API's. */
export function validate(values: FormValues): FieldErrors {
  const parsed = blogInputSchema.safeParse({ ...values, tags: tagList(values.tags) });
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What a save sends: the form with a trimmed slug and the tags as a list. */
export const toFields = (form: FormValues) => ({
  title: form.title,
  slug: form.slug.trim(),
  excerpt: form.excerpt,
  content: form.content,
  tags: tagList(form.tags),
});

/** The server's per-field messages, by form field (e.g. "tags.0" is the tags field). */
export function serverFieldErrors(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [k, v] of Object.entries(fields)) errors[k.split(".")[0] as Field] ??= v;
  return errors;
}
