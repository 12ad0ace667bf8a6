import { propertyTypeLabels } from "@shared/property-vocab";
import { HydrateWhenNear } from "@web/components/hydrate-when-near";
import { bedroomsLabel, imageSources, rentLabelLong } from "@web/components/property-display";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiRequestError } from "@web/lib/api";
import { useHeadLink, useOrigin, useStructuredData } from "@web/lib/head";
import { site } from "@web/lib/site";
import { useDocumentMeta } from "@web/lib/use-document-meta";
import { usePageTitle } from "@web/lib/use-page-title";
import NotFoundPage from "@web/shell/NotFoundPage";
import { ArrowLeft } from "lucide-react";
import { lazy, memo } from "react";
import { Link, useLocation, useParams } from "react-router";
import { usePublicProperty } from "./api-public";
import { GALLERY_SIZES, Gallery } from "./Gallery";
import { ContactCard, type Property, PropertyDetails, PropertyHeading } from "./PropertySections";

/**
 * The enquiry form (react-hook-form, zod and the date rules) is its own chunk. On a
 * server-rendered page its HTML is there from the start and it hydrates when the visitor comes
 * near it (below the fold on a phone): its code stays out of the page's hydration. Sent before
 * then, it is a plain post the server takes (lib/posted-form.ts).
 */
const EnquiryForm = lazy(() => import("./EnquiryForm").then((m) => ({ default: m.EnquiryForm })));

/** Memoised on its plain props, so nothing re-renders the form before it has hydrated. */
const EnquirySection = memo(function EnquirySection(props: { propertyId: string; title: string }) {
  return (
    <HydrateWhenNear fallback={<Skeleton className="h-64 w-full" />}>
      <EnquiryForm {...props} />
    </HydrateWhenNear>
  );
});

/**
 * Link previews, structured data and the cover photo's preload for the server-rendered page: the
 * browser starts the largest image with the HTML, before any script runs.
 */
function usePropertyHead(p: Property | undefined, description: string | undefined) {
  const origin = useOrigin();
  const cover = p?.images[0];
  const sources = cover ? imageSources(cover) : undefined;
  const url = p ? `${origin}/properties/${p.id}` : "";
  const image = sources ? `${origin}${sources.largest}` : undefined;
  useDocumentMeta(p ? { title: `${p.title}, ${p.city}`, description, type: "website", url, image } : null);
  useHeadLink(
    sources
      ? {
          rel: "preload",
          as: "image",
          fetchpriority: "high",
          href: sources.fallback,
          imagesrcset: sources.srcSet,
          imagesizes: GALLERY_SIZES,
        }
      : null,
  );
  useStructuredData(
    p
      ? {
          "@context": "https://schema.org",
          "@type": "RealEstateListing",
          name: p.title,
          description,
          url,
          ...(image ? { image: p.images.map((i) => `${origin}${imageSources(i).largest}`) } : {}),
          datePosted: p.createdAt,
          offers: {
            "@type": "Offer",
            price: (p.rentAmount / 100).toFixed(2),
            priceCurrency: p.currency,
            availability:
              p.status === "available" ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
            ...(p.availableFrom ? { availabilityStarts: p.availableFrom } : {}),
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: (p.rentAmount / 100).toFixed(2),
              priceCurrency: p.currency,
              unitCode: p.rentPeriod === "week" ? "WEE" : "MON",
            },
            seller: { "@type": "Organization", name: p.contact.name },
          },
          address: {
            "@type": "PostalAddress",
            addressLocality: p.city,
            postalCode: p.postcode.split(" ")[0],
            addressCountry: "GB",
          },
          provider: { "@type": "Organization", name: site.appName, url: origin },
        }
      : null,
  );
}

export default function PropertyDetailPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const query = usePublicProperty(id);
  const p = query.data?.property;
  const description = p
    ? `${rentLabelLong(p.rentAmount, p.rentPeriod, p.currency)}: ${bedroomsLabel(p.bedrooms)} ${propertyTypeLabels[p.type].toLowerCase()} in ${p.city} ${p.postcode.split(" ")[0]}. ${p.description.slice(0, 120)}`
    : undefined;
  usePageTitle(p ? `${p.title}, ${p.city}` : "Property", description);
  usePropertyHead(p, description);

  if (query.isError && query.error instanceof ApiRequestError && query.error.status === 404)
    return <NotFoundPage />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">Property</h1>
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
          {query.error.message}
        </p>
      </div>
    );
  }
  if (!p) {
    return (
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-10" aria-busy="true">
        <h1 className="sr-only">Loading property</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="aspect-[3/2] w-full lg:w-2/3" />
      </div>
    );
  }
  // Back to the search the visitor came from, with its filters.
  const backTo = (location.state as { from?: string } | null)?.from ?? "/properties";

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={backTo}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to properties
      </Link>
      {!p.published || p.status === "draft" || p.status === "archived" ? (
        <p
          role="note"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          Not advertised: this property isn't published, so only the people who manage or rent it can see this
          page.
        </p>
      ) : null}
      <PropertyHeading property={p} />
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <Gallery images={p.images} title={p.title} />
          <PropertyDetails property={p} />
        </div>
        <aside className="space-y-6" aria-label="Contact">
          <ContactCard contact={p.contact} />
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Enquire or book a viewing</h2>
            <div className="mt-4">
              {p.status === "let" ? (
                <p role="note" className="rounded-lg bg-slate-50 p-3 text-slate-700">
                  This home is let agreed and no longer takes enquiries.
                </p>
              ) : (
                <EnquirySection propertyId={p.id} title={p.title} />
              )}
            </div>
          </Card>
        </aside>
      </div>
    </div>
  );
}
