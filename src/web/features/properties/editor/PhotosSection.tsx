import type { ManagedProperty } from "@shared/schemas/properties";
import { PhotoDropZone } from "./photos/PhotoDropZone";
import { SavedPhotos } from "./photos/SavedPhotos";
import { UploadList } from "./photos/UploadList";
import { Section } from "./Section";
import type { useEditorPhotos } from "./use-editor-photos";

export function PhotosSection({
  property,
  photos,
  busy,
}: {
  property?: ManagedProperty;
  photos: ReturnType<typeof useEditorPhotos>;
  busy: boolean;
}) {
  const archived = property?.status === "archived";
  return (
    <Section
      id="photos"
      title="Photos"
      description="The cover photo leads the listing. Drag photos or use the arrows to change the order."
    >
      {property && <SavedPhotos propertyId={property.id} images={property.images} />}
      {!archived && <PhotoDropZone onFiles={photos.addFiles} disabled={busy} />}
      <UploadList items={photos.items} onRemove={photos.remove} onRetry={photos.retry} />
      {!property && photos.items.length > 0 && (
        <p className="text-sm text-slate-600">The photos upload when you save the property.</p>
      )}
    </Section>
  );
}
