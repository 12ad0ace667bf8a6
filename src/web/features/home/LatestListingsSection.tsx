import { PropertyCard } from "@web/components/property-display";
import { Skeleton } from "@web/components/ui/skeleton";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useNewestListings } from "./api";

/** Home page: the newest published listings. Renders nothing when there are none (or on error). */
export function LatestListingsSection() {
  const listings = useNewestListings();
  if (listings.isError || (listings.data && listings.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="latest-listings-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-listings-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Latest listings
            </h2>
            <p className="mt-2 text-slate-700">
              Homes and commercial space just added by landlords and agents.
            </p>
          </div>
          <Link
            to="/properties"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            Browse all properties <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {listings.isPending ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-80" />
            ))}
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listings.data.items.map((l) => (
              <li key={l.id}>
                <PropertyCard listing={l} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
