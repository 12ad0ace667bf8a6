import { toast } from "@web/components/ui/toast-store";
import { useRefreshManagedProperty } from "../api";
import {
  describeOutcome,
  type UploadItem,
  type UploadOutcome,
  usePhotoUploads,
} from "./photos/use-photo-uploads";

/**
 * The editor's photo queue: on a saved property a photo uploads as soon as it is added; on a new
 * one it waits for the first save (`uploadAfterCreate`).
 */
export function useEditorPhotos(propertyId: string | undefined) {
  const uploads = usePhotoUploads();
  const refresh = useRefreshManagedProperty();

  const uploadNow = async (id: string, items: UploadItem[]) => {
    const outcome = await uploads.upload(id, items, () => {
      void refresh(id);
    });
    if (!outcome.uploaded && !outcome.failed.length) return;
    const o = describeOutcome(outcome);
    toast({ title: o.title, description: o.description, variant: o.failed ? "destructive" : "default" });
  };

  const addFiles = (files: File[]) => {
    if (!files.length) return;
    const { added, refused } = uploads.add(files);
    if (refused.length) {
      toast({
        title: refused.length === 1 ? "Photo not added" : `${refused.length} files not added`,
        description: `${refused.join(", ")}: only JPEG, PNG or WebP photos can be uploaded.`,
        variant: "destructive",
      });
    }
    if (propertyId && added.length) void uploadNow(propertyId, added);
  };

  /** Uploads the queued photos to a property just created; null when there were none. */
  const uploadAfterCreate = async (id: string): Promise<UploadOutcome | null> => {
    const outcome = uploads.items.length ? await uploads.upload(id) : null;
    if (outcome?.uploaded) await refresh(id);
    return outcome;
  };

  const retry = propertyId ? (item: UploadItem) => void uploadNow(propertyId, [item]) : undefined;

  return {
    items: uploads.items,
    remove: uploads.remove,
    busyUploading: uploads.items.some((i) => i.state === "uploading"),
    hasQueued: uploads.items.some((i) => i.state === "queued"),
    addFiles,
    retry,
    uploadAfterCreate,
  };
}
