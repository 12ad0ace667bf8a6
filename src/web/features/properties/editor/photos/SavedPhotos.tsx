import type { PropertyImage } from "@shared/schemas/properties";
import { PropertyImg } from "@web/components/property-display";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast-store";
import { cn } from "@web/lib/utils";
import { ArrowLeft, ArrowRight, Star, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useArrangeImages, useDeleteImage } from "../../api";

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

const fail = (err: unknown) =>
  toast({ title: "Error", description: (err as Error).message, variant: "destructive" });

/** The photos' order (shown at once, put back if saving fails), making a cover, deleting. */
function usePhotoActions(propertyId: string, images: PropertyImage[]) {
  const arrange = useArrangeImages(propertyId);
  const remove = useDeleteImage(propertyId);
  const [order, setOrder] = useState(images);
  useEffect(() => setOrder(images), [images]);

  const saveOrder = async (next: PropertyImage[]) => {
    const previous = order;
    setOrder(next);
    try {
      await arrange.mutateAsync({ order: next.map((i) => i.id) });
      toast({ title: "Photo order saved" });
    } catch (err) {
      setOrder(previous);
      fail(err);
    }
  };
  const makeCover = async (image: PropertyImage) => {
    try {
      await arrange.mutateAsync({ coverId: image.id });
      toast({ title: "Cover photo changed", description: "It now leads the listing and search results." });
    } catch (err) {
      fail(err);
    }
  };
  const deletePhoto = async (image: PropertyImage) => {
    try {
      await remove.mutateAsync(image.id);
      toast({ title: "Photo deleted" });
    } catch (err) {
      fail(err);
    }
  };
  return {
    order,
    busy: arrange.isPending || remove.isPending,
    move: (from: number, to: number) => void saveOrder(move(order, from, to)),
    makeCover,
    deletePhoto,
  };
}

type PhotoActions = ReturnType<typeof usePhotoActions>;

/** Move earlier or later, make the cover, delete (after asking). */
function PhotoControls({ image, i, actions }: { image: PropertyImage; i: number; actions: PhotoActions }) {
  const { busy, order } = actions;
  return (
    <div className="flex flex-wrap items-center gap-1 p-2">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move photo ${i + 1} earlier`}
        disabled={busy || i === 0}
        onClick={() => actions.move(i, i - 1)}
      >
        <ArrowLeft aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move photo ${i + 1} later`}
        disabled={busy || i === order.length - 1}
        onClick={() => actions.move(i, i + 1)}
      >
        <ArrowRight aria-hidden="true" />
      </Button>
      {!image.isCover && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void actions.makeCover(image)}>
          <Star aria-hidden="true" /> Make cover<span className="sr-only"> (photo {i + 1})</span>
        </Button>
      )}
      <span className="ml-auto">
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Delete photo ${i + 1}`} disabled={busy}>
              <Trash2 className="text-red-700" aria-hidden="true" />
            </Button>
          }
          title="Delete this photo?"
          description="It will be removed from the listing straight away. This can't be undone."
          confirmLabel="Delete photo"
          destructive
          onConfirm={() => actions.deletePhoto(image)}
        />
      </span>
    </div>
  );
}

/** The photo with its cover badge and position. */
function PhotoPreview({ image, i }: { image: PropertyImage; i: number }) {
  return (
    <div className="relative aspect-[3/2] bg-slate-100">
      <PropertyImg
        image={image}
        alt={`Photo ${i + 1}`}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw"
        className="size-full"
      />
      {image.isCover && (
        <Badge tone="brand" className="absolute top-2 left-2 shadow">
          <Star className="mr-1 size-3" aria-hidden="true" /> Cover
        </Badge>
      )}
      <span className="absolute top-2 right-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-semibold text-white">
        {i + 1}
      </span>
    </div>
  );
}

/**
 * The saved photos in order: drag to reorder (or the arrow buttons, for keyboards), make one the
 * cover, delete. Changes are saved at once, with a toast.
 */
export function SavedPhotos({ propertyId, images }: { propertyId: string; images: PropertyImage[] }) {
  const actions = usePhotoActions(propertyId, images);
  const [dragging, setDragging] = useState<number | null>(null);
  const { order, busy } = actions;

  if (!order.length) {
    return (
      <p className="text-sm text-slate-600">No photos yet. Listings with photos get far more enquiries.</p>
    );
  }
  return (
    <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos, in order">
      {order.map((image, i) => (
        <li
          key={image.id}
          draggable={!busy}
          onDragStart={(e) => {
            setDragging(i);
            e.dataTransfer.effectAllowed = "move";
            e.dataTransfer.setData("text/plain", image.id);
          }}
          onDragEnd={() => setDragging(null)}
          onDragOver={(e) => {
            if (dragging === null) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = "move";
          }}
          onDrop={(e) => {
            if (dragging === null) return;
            e.preventDefault();
            const from = dragging;
            setDragging(null);
            if (from !== i) actions.move(from, i);
          }}
          className={cn(
            "overflow-hidden rounded-xl border bg-white shadow-sm",
            image.isCover ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
            dragging === i && "opacity-50",
            !busy && "cursor-grab",
          )}
        >
          <PhotoPreview image={image} i={i} />
          <PhotoControls image={image} i={i} actions={actions} />
        </li>
      ))}
    </ol>
  );
}
