import { propertyStatusLabels, propertyTypeLabels, type RentPeriod } from "@shared/property-vocab";
import type { Listing, PropertyImage } from "@shared/schemas/properties";
import { Badge } from "@web/components/ui/badge";
import { formatMoney } from "@web/lib/format";
import { cn } from "@web/lib/utils";
import { Bath, BedDouble, Home, MapPin } from "lucide-react";
import { Link, useLocation } from "react-router";

export const rentLabel = (amount: number, period: RentPeriod, currency?: string) =>
  `${formatMoney(amount, currency)} ${period === "week" ? "pw" : "pcm"}`;

export const rentLabelLong = (amount: number, period: RentPeriod, currency?: string) =>
  `${formatMoney(amount, currency)} per ${period}`;

export const bedroomsLabel = (n: number) => (n === 0 ? "Studio" : `${n} bed${n === 1 ? "" : "s"}`);

/** A property photo with srcset over its WebP variants. */
/** The srcset of a photo and the URL for browsers without srcset (the 800-wide one, or the largest). */
export function imageSources(image: PropertyImage) {
  const widths = Object.keys(image.urls)
    .map(Number)
    .sort((a, b) => a - b);
  const srcSet = widths.map((w) => `${image.urls[String(w)]} ${w}w`).join(", ");
  const fallback = image.urls[String(widths.find((w) => w >= 800) ?? widths[widths.length - 1])] ?? "";
  return { srcSet, fallback, largest: image.urls[String(widths[widths.length - 1])] ?? fallback };
}

export function PropertyImg({
  image,
  sizes,
  className,
  eager,
  alt,
}: {
  image: PropertyImage;
  sizes: string;
  className?: string;
  eager?: boolean;
  alt?: string;
}) {
  const { srcSet, fallback } = imageSources(image);
  return (
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={cn("object-cover", className)}
    />
  );
}

export function NoPhoto({ className }: { className?: string }) {
  return (
    <div className={cn("flex items-center justify-center bg-slate-100 text-slate-500", className)}>
      <Home className="size-10" aria-hidden="true" />
      <span className="sr-only">No photo yet</span>
    </div>
  );
}

/** A search result: cover, rent, beds, baths, city. The whole card is one link. */
export function PropertyCard({ listing, headingLevel = 3 }: { listing: Listing; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const location = useLocation();
  // From the search page, the property page's back link returns to the same filters.
  const state =
    location.pathname === "/properties" ? { from: `${location.pathname}${location.search}` } : undefined;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative aspect-[3/2] bg-slate-100">
        {listing.cover ? (
          <PropertyImg
            image={listing.cover}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="size-full"
          />
        ) : (
          <NoPhoto className="size-full" />
        )}
        {listing.status !== "available" && (
          <Badge
            tone={listing.status === "let" ? "neutral" : "warning"}
            className="absolute top-3 left-3 shadow"
          >
            {listing.status === "let" ? "Let agreed" : propertyStatusLabels[listing.status]}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xl font-bold text-slate-900">
          {rentLabel(listing.rentAmount, listing.rentPeriod, listing.currency)}
        </p>
        <Heading className="mt-1 font-semibold text-slate-900">
          <Link
            to={`/properties/${listing.id}`}
            state={state}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {listing.title}
          </Link>
        </Heading>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {listing.city}, {listing.postcode.split(" ")[0]}
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm text-slate-700">
          <li className="flex items-center gap-1">
            <BedDouble className="size-4" aria-hidden="true" />
            {bedroomsLabel(listing.bedrooms)}
          </li>
          <li className="flex items-center gap-1">
            <Bath className="size-4" aria-hidden="true" />
            {listing.bathrooms} bath{listing.bathrooms === 1 ? "" : "s"}
          </li>
          <li>{propertyTypeLabels[listing.type]}</li>
          {listing.epcRating && (
            <li>
              <abbr title="Energy Performance Certificate">EPC</abbr> {listing.epcRating}
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}

export const statusTone = {
  draft: "neutral",
  available: "success",
  under_offer: "warning",
  let: "info",
  archived: "danger",
} as const;
