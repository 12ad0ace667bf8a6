import type { ManagedBlog } from "@shared/schemas/blogs";
import { toast } from "@web/components/ui/toast-store";
import { useUnsavedChangesGuard } from "@web/components/unsaved-changes";
import { useState } from "react";
import { useNavigate } from "react-router";
import { uploadCover, useBlogMutations, useManagedPost, usePublishing } from "../api";
import { useBlogBase } from "../use-blog-base";
import { type Busy, savedToast, toastError, usePostForm, usePostSave } from "./use-post-save";

type Upload = { name: string; fraction: number } | null;
type Save = ReturnType<typeof usePostSave>;

const isImage = (file: File) => ["image/jpeg", "image/png", "image/webp"].includes(file.type);

/** Uploading a cover (a new post is saved as a draft first), and removing it. */
function useCover(post: ManagedBlog | undefined, save: Save, setUpload: (u: Upload) => void) {
  const { removeCover, settle } = useBlogMutations();

  async function uploadCoverFile(file: File | undefined) {
    if (!file) return;
    if (!isImage(file)) {
      toast({
        title: "The cover was not uploaded",
        description: "Please choose a JPEG, PNG or WebP image.",
        variant: "destructive",
      });
      return;
    }
    // A cover belongs to a saved post: a new post is saved as a draft first.
    const target = post ?? (await save(false));
    if (!target) return;
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

  return { uploadCoverFile, removeCoverOf };
}

/** The editor's state and actions: load the post once, save, publish, cover upload, delete. */
export function useBlogEditor(id: string) {
  const isNew = id === "new";
  const { base, isAdmin } = useBlogBase();
  const navigate = useNavigate();
  const query = useManagedPost(isNew ? undefined : id);
  const post = isNew ? undefined : query.data?.post;
  const { remove } = useBlogMutations();
  // Until the answer arrives, assume review: the button never promises more than happens.
  const canPublish = usePublishing().data?.canPublish === true;

  const f = usePostForm(post);
  const [busy, setBusy] = useState<Busy>(null);
  const [upload, setUpload] = useState<Upload>(null);
  const guard = useUnsavedChangesGuard(f.dirty || upload !== null);
  const save = usePostSave(post, f, (created) => {
    f.loadedId.current = created.id;
    guard.allowNext();
    navigate(`${base}/${created.id}`, { replace: true });
  });
  const cover = useCover(post, save, setUpload);

  async function run(kind: "save" | "publish" | "unpublish") {
    const wasInReview = post?.status === "in_review";
    setBusy(kind);
    try {
      const published = kind === "publish" ? true : kind === "unpublish" ? false : undefined;
      const result = await save(published);
      if (result) toast(savedToast(kind, result, wasInReview));
    } finally {
      setBusy(null);
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
    form: f.form,
    errors: f.errors,
    set: f.set,
    dirty: f.dirty,
    guard,
    busy,
    upload,
    working: busy !== null || upload !== null,
    run,
    uploadCoverFile: cover.uploadCoverFile,
    removeCoverOf: cover.removeCoverOf,
    deletePost,
  };
}

export type BlogEditor = ReturnType<typeof useBlogEditor>;
