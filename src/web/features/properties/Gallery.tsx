import type { PropertyImage } from "@shared/schemas/properties";
import { NoPhoto, PropertyImg } from "@web/components/property-display";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useState } from "react";

/** The main photo's `sizes`; the server's preload of the cover (PropertyDetailPage) uses the same. */
export const GALLERY_SIZES = "(min-width: 1024px) 66vw, 100vw";

/** Photo gallery: arrow keys, Home/End, buttons and thumbnails; announces the position. */
export function Gallery({ images, title }: { images: PropertyImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <NoPhoto className="aspect-[3/2] w-full rounded-2xl" />;
  const count = images.length;
  const go = (i: number) => setIndex((i + count) % count);
  const current = images[Math.min(index, count - 1)]!;
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      go(moves[e.key]!);
    }
  };
  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`} onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-2xl bg-slate-100">
        <PropertyImg
          key={current.id}
          image={current}
          eager
          sizes={GALLERY_SIZES}
          className="aspect-[3/2] w-full"
        />
        {count > 1 && (
          <>
            <Button
              variant="secondary"
              size="icon"
              className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full shadow"
              aria-label="Previous photo"
              onClick={() => go(index - 1)}
            >
              <ChevronLeft />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full shadow"
              aria-label="Next photo"
              onClick={() => go(index + 1)}
            >
              <ChevronRight />
            </Button>
          </>
        )}
        <p
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-medium text-white"
        >
          Photo {index + 1} of {count}
        </p>
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={`Show photo ${i + 1}: ${img.alt}`}
                aria-current={i === index ? "true" : undefined}
                className={cn(
                  "block overflow-hidden rounded-lg ring-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600",
                  i === index ? "ring-2 ring-brand-700" : "opacity-80 hover:opacity-100",
                )}
              >
                <PropertyImg image={img} alt="" sizes="96px" className="h-16 w-24" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
