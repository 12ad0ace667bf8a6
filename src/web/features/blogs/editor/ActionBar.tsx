import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Eye, EyeOff, Save, Trash2 } from "lucide-react";
import type { BlogEditor } from "./use-blog-editor";

type Current = BlogEditor["current"];

/** The save button's words: what saving does to this post for this author. */
function saveLabel(busy: BlogEditor["busy"], current: Current, canPublish: boolean) {
  if (busy === "save") return "Saving...";
  if (current?.published) return canPublish ? "Save changes" : "Save and send for review";
  return current?.status === "in_review" ? "Save changes" : "Save draft";
}

/** The publish button's words: publishing, or sending for review for an author who may not publish. */
function publishLabel(busy: BlogEditor["busy"], canPublish: boolean) {
  if (canPublish) return busy === "publish" ? "Publishing..." : "Publish";
  return busy === "publish" ? "Sending..." : "Send for review";
}

/** Unpublish a published post, or publish (or send for review) one that is not waiting for review. */
function PublishButton({ editor }: { editor: BlogEditor }) {
  const { current, busy, working, canPublish, run } = editor;
  if (current?.published) {
    return (
      <Button type="button" variant="secondary" disabled={working} onClick={() => void run("unpublish")}>
        <EyeOff aria-hidden="true" /> {busy === "unpublish" ? "Unpublishing..." : "Unpublish"}
      </Button>
    );
  }
  if (current?.status === "in_review" && !canPublish) return null;
  return (
    <Button type="button" disabled={working} onClick={() => void run("publish")}>
      <Eye aria-hidden="true" /> {publishLabel(busy, canPublish)}
    </Button>
  );
}

/** Delete the saved post, after asking. */
function DeletePost({ editor, current }: { editor: BlogEditor; current: NonNullable<Current> }) {
  return (
    <div className="ml-auto">
      <ConfirmDialog
        trigger={
          <Button
            type="button"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            disabled={editor.working}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        }
        title="Delete this post?"
        description={`"${current.title}" and its cover will be removed for good. This can't be undone.`}
        confirmLabel="Delete post"
        destructive
        onConfirm={() => editor.deletePost(current)}
      />
    </div>
  );
}

/** The sticky bar: save, publish or send for review, unpublish or withdraw, delete. */
export function ActionBar({ editor }: { editor: BlogEditor }) {
  const { current, busy, working, canPublish, dirty, run } = editor;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      <Button type="submit" variant="secondary" disabled={working}>
        <Save aria-hidden="true" />
        {saveLabel(busy, current, canPublish)}
      </Button>
      {current?.status === "in_review" && (
        <Button type="button" variant="secondary" disabled={working} onClick={() => void run("unpublish")}>
          <EyeOff aria-hidden="true" /> {busy === "unpublish" ? "Withdrawing..." : "Withdraw from review"}
        </Button>
      )}
      <PublishButton editor={editor} />
      <span className="text-sm text-slate-600" aria-live="polite">
        {dirty ? "Unsaved changes" : current ? "All changes saved" : ""}
      </span>
      {current && <DeletePost editor={editor} current={current} />}
    </div>
  );
}
