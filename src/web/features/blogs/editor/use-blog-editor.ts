import type { BlogPatch, ManagedBlog } from "@shared/schemas/blogs";
import { toast } from "@web/components/ui/toast-store";
import { useUnsavedChangesGuard } from "@web/components/unsaved-changes";
import { ApiRequestError } from "@web/lib/api";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { uploadCover, useBlogMutations, useManagedPost, usePublishing } from "../api";
import { useBlogBase } from "../use-blog-base";
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

/** The editor's state and actions: load the post once, save, publish, cover upload, delete. */
export function useBlogEditor(id: string) {
  const isNew = id === "new";
  const { base, isAdmin } = useBlogBase();
  const navigate = useNavigate();
  const query = useManagedPost(isNew ? undefined : id);
  const post = isNew ? undefined : query.data?.post;
  const { create, update, remove, removeCover, settle } = useBlogMutations();
  // Until the answer arrives, assume review: the button never promises more than happens.
  const canPublish = usePublishing().data?.canPublish === true;

  const [form, setForm] = useState<FormValues>(emptyForm);
  const [saved, setSaved] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const loadedId = useRef<string | null>(null);

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
    const fields = toFields(form);
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
        setErrors(serverFieldErrors(err.fields));
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
    const wasInReview = post?.status === "in_review";
    setBusy(kind);
    try {
      const published = kind === "publish" ? true : kind === "unpublish" ? false : undefined;
      const result = await save(published);
      if (!result) return;
      if (result.status === "in_review") {
        toast({
          title: "Sent for review",
          description: "An administrator reviews the post before it appears on the blog.",
        });
      } else if (kind === "publish") {
        toast({ title: "Post published", description: `"${result.title}" is live on the blog.` });
      } else if (kind === "unpublish" && wasInReview) {
        toast({ title: "Withdrawn from review", description: "The post is a draft again." });
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

  async function uploadCoverFile(file: File | undefined) {
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

  async function removeCoverOf(current: ManagedBlog) {
    try {
      await removeCover.mutateAsync(current.id);
      toast({ title: "Cover removed" });
    } catch (err) {
      toastError("The cover was not removed", err);
    }
  }

  async function deletePost(current: ManagedBlog) {
    try {
      await remove.mutateAsync(current.id);
      toast({ title: "Post deleted", description: `"${current.title}" was removed.` });
      guard.allowNext();
      navigate(base, { replace: true });
    } catch (err) {
      toastError("The post was not deleted", err);
    }
  }

  return {
    isNew,
    base,
    isAdmin,
    query,
    post,
    /** The freshest copy of the saved post (the cache may be newer than the loaded one). */
    current: query.data?.post ?? post,
    canPublish,
    form,
    errors,
    set,
    dirty,
    guard,
    busy,
    upload,
    working: busy !== null || upload !== null,
    run,
    uploadCoverFile,
    removeCoverOf,
    deletePost,
  };
}

export type BlogEditor = ReturnType<typeof useBlogEditor>;
