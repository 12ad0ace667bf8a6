import type { BlogPatch, ManagedBlog } from "@shared/schemas/blogs";
import { type ToastInput, toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { useEffect, useRef, useState } from "react";
import { useBlogMutations } from "../api";
import {
  emptyForm,
  type Field,
  type FieldErrors,
  type FormValues,
  fromPost,
  serverFieldErrors,
  toFields,
  validate,
} from "./form";

export type Busy = null | "save" | "publish" | "unpublish";

export const toastError = (title: string, err: unknown) =>
  toast({
    title,
    description: err instanceof Error ? err.message : "Something went wrong. Please try again.",
    variant: "destructive",
  });

/** The form's values, the saved copy they are compared with, and the field errors. */
export function usePostForm(post: ManagedBlog | undefined) {
  const [form, setForm] = useState<FormValues>(emptyForm);
  const [saved, setSaved] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const loadedId = useRef<string | null>(null);

  // Fill the form once per post (not on every refetch, which would wipe what is being typed).
  useEffect(() => {
    if (post && loadedId.current !== post.id) {
      loadedId.current = post.id;
      setForm(fromPost(post));
      setSaved(fromPost(post));
    }
  }, [post]);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };
  /** The form and its saved copy become the post as the server answered it. */
  const adopt = (result: ManagedBlog) => {
    setForm(fromPost(result));
    setSaved(fromPost(result));
  };

  return {
    form,
    errors,
    setErrors,
    set,
    adopt,
    loadedId,
    dirty: JSON.stringify(form) !== JSON.stringify(saved),
  };
}

export type PostForm = ReturnType<typeof usePostForm>;

const failTitle = (published: boolean | undefined) =>
  published === true
    ? "The post was not published"
    : published === false
      ? "The post was not unpublished"
      : "The post was not saved";

/** The form's errors (the article is needed to publish), or none. */
function check(form: FormValues, published: boolean | undefined): FieldErrors {
  const found = validate(form);
  if (published && !form.content.trim()) found.content = "Write the article before publishing it";
  return found;
}

/**
 * Saves the form (creating the post if new, then `onCreated`); `published` also publishes or
 * unpublishes. Answers the saved post, or null when the form or the server refused it.
 */
export function usePostSave(post: ManagedBlog | undefined, f: PostForm, onCreated: (p: ManagedBlog) => void) {
  const { create, update } = useBlogMutations();
  return async function save(published?: boolean): Promise<ManagedBlog | null> {
    const found = check(f.form, published);
    f.setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ title: "Please check the post", description: Object.values(found)[0], variant: "destructive" });
      return null;
    }
    const fields = toFields(f.form);
    try {
      let result: ManagedBlog;
      if (!post) {
        ({ post: result } = await create.mutateAsync({ ...fields, published: published ?? false }));
        onCreated(result);
      } else {
        const patch: BlogPatch = { ...fields, ...(published !== undefined ? { published } : {}) };
        ({ post: result } = await update.mutateAsync({ id: post.id, patch }));
      }
      f.adopt(result);
      return result;
    } catch (err) {
      if (err instanceof ApiRequestError && Object.keys(err.fields).length > 0) {
        f.setErrors(serverFieldErrors(err.fields));
      }
      toastError(failTitle(published), err);
      return null;
    }
  };
}

/** What the author is told once a save, publish or unpublish went through. */
export function savedToast(kind: Exclude<Busy, null>, result: ManagedBlog, wasInReview: boolean): ToastInput {
  if (result.status === "in_review") {
    return {
      title: "Sent for review",
      description: "An administrator reviews the post before it appears on the blog.",
    };
  }
  if (kind === "publish")
    return { title: "Post published", description: `"${result.title}" is live on the blog.` };
  if (kind === "unpublish" && wasInReview)
    return { title: "Withdrawn from review", description: "The post is a draft again." };
  if (kind === "unpublish")
    return { title: "Post unpublished", description: "It's no longer visible on the public blog." };
  return {
    title: result.published ? "Changes saved" : "Draft saved",
    description: result.published ? "The published post is updated." : "Only you and admins can see it.",
  };
}
