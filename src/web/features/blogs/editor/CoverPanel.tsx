import { CoverImage, NoCover } from "@web/components/blog-display";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { ImagePlus } from "lucide-react";
import { useRef } from "react";
import type { BlogEditor } from "./use-blog-editor";

/** The cover: current image, upload progress, upload or replace, remove. */
export function CoverPanel({ editor }: { editor: BlogEditor }) {
  const { current, upload, working } = editor;
  const fileInput = useRef<HTMLInputElement>(null);
  const cover = current?.cover ?? null;
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-900" id="cover-label">
        Cover image
      </p>
      {cover ? (
        <CoverImage cover={cover} sizes="320px" className="rounded-lg" alt="Current cover" />
      ) : (
        <NoCover className="rounded-lg" />
      )}
      {upload && (
        <div className="space-y-1" aria-live="polite">
          <div
            role="progressbar"
            aria-label={`Uploading ${upload.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(upload.fraction * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-600 transition-[width]"
              style={{ width: `${upload.fraction * 100}%` }}
            />
          </div>
          <p className="text-xs text-slate-700">
            {upload.fraction < 1
              ? `Uploading ${upload.name}: ${Math.round(upload.fraction * 100)}%`
              : "Processing image..."}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <label
          className={`${buttonVariants({ variant: "secondary", size: "sm" })} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${working ? "pointer-events-none opacity-60" : ""}`}
        >
          <ImagePlus aria-hidden="true" />
          {cover ? "Replace cover" : "Upload cover"}
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-labelledby="cover-label"
            aria-describedby="cover-hint"
            disabled={working}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (fileInput.current) fileInput.current.value = "";
              void editor.uploadCoverFile(file);
            }}
          />
        </label>
        {cover && current && (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost" size="sm" disabled={working}>
                Remove cover
              </Button>
            }
            title="Remove the cover?"
            description="The post will show without a cover image."
            confirmLabel="Remove cover"
            destructive
            onConfirm={() => editor.removeCoverOf(current)}
          />
        )}
      </div>
      <p id="cover-hint" className="text-xs text-slate-600">
        JPEG, PNG or WebP, landscape (16:9) works best. A new post is saved as a draft first.
      </p>
    </div>
  );
}
