import { cn } from "@web/lib/utils";
import { ImagePlus } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { acceptedImageTypes } from "./use-photo-uploads";

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes("Files");

/** Drop photos here or pick them; the list below shows each file's progress. */
export function PhotoDropZone({ onFiles, disabled }: { onFiles(files: File[]): void; disabled?: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      role="group"
      aria-label="Add photos"
      onDragOver={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "copy";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        setOver(false);
        onFiles(Array.from(e.dataTransfer.files));
      }}
      data-testid="photo-drop-zone"
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors",
        over ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50",
      )}
    >
      <ImagePlus className="size-8 text-slate-500" aria-hidden="true" />
      <p className="text-sm text-slate-700">
        Drag photos here, or{" "}
        <label
          htmlFor={id}
          className="cursor-pointer font-semibold text-brand-700 underline-offset-4 focus-within:outline-2 focus-within:outline-brand-600 hover:underline"
        >
          choose files
          <input
            ref={input}
            id={id}
            type="file"
            accept={acceptedImageTypes.join(",")}
            multiple
            disabled={disabled}
            className="sr-only"
            onChange={(e) => {
              onFiles(Array.from(e.target.files ?? []));
              if (input.current) input.current.value = "";
            }}
          />
        </label>
      </p>
      <p className="text-xs text-slate-600">
        JPEG, PNG or WebP, up to 10 MB each. Landscape photos look best.
      </p>
    </div>
  );
}
