import type { ManagedProperty } from "@shared/schemas/properties";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Archive, EyeOff, RotateCcw, Save, Send } from "lucide-react";
import type { Action } from "./use-property-editor";

type Run = (action: Action) => Promise<void>;
type Pending = Action | null;

/** A new property: save as a draft, or save and publish. */
function NewActions({ pending, run }: { pending: Pending; run: Run }) {
  const busy = pending !== null;
  return (
    <>
      <Button type="submit" disabled={busy}>
        <Save aria-hidden="true" /> {pending === "save" ? "Saving..." : "Save draft"}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => void run("publish")}>
        <Send aria-hidden="true" /> {pending === "publish" ? "Publishing..." : "Save and publish"}
      </Button>
    </>
  );
}

/** A saved property: save, publish or unpublish, and archive after asking. */
function SavedActions({ pending, run, published }: { pending: Pending; run: Run; published: boolean }) {
  const busy = pending !== null;
  return (
    <>
      <Button type="submit" disabled={busy}>
        <Save aria-hidden="true" /> {pending === "save" ? "Saving..." : "Save changes"}
      </Button>
      {published ? (
        <Button variant="secondary" disabled={busy} onClick={() => void run("unpublish")}>
          <EyeOff aria-hidden="true" /> {pending === "unpublish" ? "Unpublishing..." : "Unpublish"}
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => void run("publish")}>
          <Send aria-hidden="true" /> {pending === "publish" ? "Publishing..." : "Publish"}
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="ghost" disabled={busy}>
            <Archive aria-hidden="true" /> Archive
          </Button>
        }
        title="Archive this property?"
        description="It will be unpublished and hidden from search, and it can't take new enquiries. You can restore it later."
        confirmLabel="Archive property"
        destructive
        onConfirm={() => run("archive")}
      />
    </>
  );
}

/** The sticky bar: save, publish or unpublish, archive or restore, and the draft/unsaved note. */
export function EditorActions({
  property,
  pending,
  run,
  isDirty,
  status,
}: {
  property?: ManagedProperty;
  pending: Action | null;
  run: (action: Action) => Promise<void>;
  isDirty: boolean;
  status: string;
}) {
  const isNew = !property;
  const published = property?.published ?? false;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      {isNew ? (
        <NewActions pending={pending} run={run} />
      ) : property.status === "archived" ? (
        <Button disabled={pending !== null} onClick={() => void run("restore")}>
          <RotateCcw aria-hidden="true" /> {pending === "restore" ? "Restoring..." : "Restore as draft"}
        </Button>
      ) : (
        <SavedActions pending={pending} run={run} published={published} />
      )}
      {isDirty && (
        <span className="ml-auto text-sm text-slate-600" role="status">
          Unsaved changes
        </span>
      )}
      {!isNew && status === "draft" && !published && !isDirty && (
        <span className="ml-auto text-sm text-slate-600">Draft: only you and its managers can see it.</span>
      )}
    </div>
  );
}
