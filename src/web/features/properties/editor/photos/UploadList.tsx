import { Button } from "@web/components/ui/button";
import { formatBytes } from "@web/lib/upload-queue";
import { cn } from "@web/lib/utils";
import { RotateCcw, X } from "lucide-react";
import type { UploadItem } from "./use-photo-uploads";

/** Files not on the server yet: thumbnail, name, size and a progress bar, or the reason it failed. */
export function UploadList({
  items,
  onRemove,
  onRetry,
}: {
  items: UploadItem[];
  onRemove(key: string): void;
  onRetry?(item: UploadItem): void;
}) {
  if (!items.length) return null;
  return (
    <ul className="space-y-2" aria-label="Photos to upload">
      {items.map((item) => {
        const pct = Math.round(item.progress * 100);
        return (
          <li
            key={item.key}
            className={cn(
              "flex items-center gap-3 rounded-lg border p-2",
              item.state === "failed" ? "border-red-200 bg-red-50" : "border-slate-200 bg-white",
            )}
          >
            <img src={item.preview} alt="" className="size-14 shrink-0 rounded-md object-cover" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{item.file.name}</p>
              {item.state === "failed" ? (
                <p className="text-sm text-red-800" role="alert">
                  {item.error}
                </p>
              ) : (
                <>
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${item.file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={pct}
                    className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div
                      className="h-full rounded-full bg-brand-600 transition-[width]"
                      style={{ width: `${pct}%` }}
                    />
                  </div>
                  <p className="mt-0.5 text-xs text-slate-600">
                    {formatBytes(item.file.size)} ·{" "}
                    {item.state === "queued" ? "Uploads when you save" : `${pct}%`}
                  </p>
                </>
              )}
            </div>
            {item.state === "failed" && onRetry && (
              <Button variant="secondary" size="sm" onClick={() => onRetry(item)}>
                <RotateCcw aria-hidden="true" /> Retry
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon"
              aria-label={
                item.state === "uploading" ? `Cancel ${item.file.name}` : `Remove ${item.file.name}`
              }
              onClick={() => onRemove(item.key)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
