import { listingSortLabels, listingSorts } from "@shared/property-vocab";
import { PropertyCard } from "@web/components/property-display";
import { EmptyState } from "@web/components/ui/empty-state";
import { NativeSelect } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { SearchX } from "lucide-react";
import { useListings } from "./api-public";
import { formatTotal, ListingPager } from "./ListingPager";
import { type ListingFilterValues, ListingSearchForm } from "./ListingSearchForm";
import { listingParams, listingStateKeys, LISTING_PAGE_SIZE as PAGE_SIZE } from "./listing-params";

type FilterPatch = Partial<Record<keyof ListingFilterValues, string>>;

export default function PropertiesPage() {
  usePageTitle(
    "Properties to rent",
    "Search flats, houses, studios, rooms and commercial space to rent across the UK, with photos, rent and availability.",
  );
  const { values, set, page } = useSearchState(listingStateKeys);
  // A new filter or sort starts again from page 1: the page's cursor belongs to the old search.
  const setFilters = (patch: FilterPatch) => set({ ...patch, cursor: "" });
  const listings = useListings(listingParams(values, page));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Properties to rent</h1>
      <p className="mt-2 text-slate-700">
        Flats, houses, studios, rooms and commercial space from landlords and letting agents on Keyhold.
      </p>

      <ListingSearchForm values={values} set={setFilters} />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-slate-700">
          {listings.data
            ? `${formatTotal(listings.data.total, listings.data.totalCapped)} ${listings.data.total === 1 && !listings.data.totalCapped ? "property" : "properties"}`
            : "Searching..."}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor="listing-sort" className="text-sm font-medium text-slate-800">
            Sort by
          </label>
          <NativeSelect
            id="listing-sort"
            className="w-auto"
            value={values.sort || "newest"}
            onChange={(e) => setFilters({ sort: e.target.value === "newest" ? "" : e.target.value })}
          >
            {listingSorts.map((s) => (
              <option key={s} value={s}>
                {listingSortLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {listings.isPending ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      ) : listings.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
          {listings.error.message}
        </p>
      ) : listings.data.items.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={SearchX} title="No properties match your search">
            Try a wider rent range, fewer filters or another town.
          </EmptyState>
        </div>
      ) : (
        <div aria-busy={listings.isFetching}>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listings.data.items.map((l) => (
              <li key={l.id}>
                <PropertyCard listing={l} headingLevel={2} />
              </li>
            ))}
          </ul>
          <ListingPager
            page={page}
            pageSize={PAGE_SIZE}
            shown={listings.data.items.length}
            total={listings.data.total}
            totalCapped={listings.data.totalCapped}
            nextCursor={listings.data.nextCursor}
            prevCursor={listings.data.prevCursor}
            onPageChange={(p, cursor) => {
              set({ page: p > 1 ? String(p) : "", cursor: cursor ?? "" });
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      )}
    </div>
  );
}
