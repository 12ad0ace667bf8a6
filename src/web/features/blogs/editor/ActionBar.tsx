import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Eye, EyeOff, Save, Trash2 } from "lucide-react";
import type { BlogEditor } from "./use-blog-editor";

/** The sticky bar: save, publish or send for review, unpublish or withdraw, delete. */
export function ActionBar({ editor }: { editor: BlogEditor }) {
  const { current, busy, working, canPublish, dirty, run } = editor;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      <Button type="submit" variant="secondary" disabled={working}>
        <Save aria-hidden="true" />
        {busy === "save"
          ? "Saving..."
          : current?.published
            ? canPublish
              ? "Save changes"
              : "Save and send for review"
            : current?.status === "in_review"
              ? "Save changes"
              : "Save draft"}
      </Button>
      {current?.status === "in_review" && (
        <Button type="button" variant="secondary" disabled={working} onClick={() => void run("unpublish")}>
          <EyeOff aria-hidden="true" /> {busy === "unpublish" ? "Withdrawing..." : "Withdraw from review"}
        </Button>
      )}
      {current?.published ? (
        <Button type="button" variant="secondary" disabled={working} onClick={() => void run("unpublish")}>
          <EyeOff aria-hidden="true" /> {busy === "unpublish" ? "Unpublishing..." : "Unpublish"}
        </Button>
      ) : current?.status === "in_review" && !canPublish ? null : (
        <Button type="button" disabled={working} onClick={() => void run("publish")}>
          <Eye aria-hidden="true" />{" "}
          {canPublish
            ? busy === "publish"
              ? "Publishing..."
              : "Publish"
            : busy === "publish"
              ? "Sending..."
              : "Send for review"}
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
            onConfirm={() => editor.deletePost(current)}
          />
        </div>
      )}
    </div>
  );
}
