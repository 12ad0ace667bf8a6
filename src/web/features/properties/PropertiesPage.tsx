import {
  furnishedLabels,
  furnishedOptions,
  listingSortLabels,
  listingSorts,
  propertyTypeLabels,
  propertyTypes,
} from "@shared/property-vocab";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { SearchX } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useListings } from "./api";
import { PropertyCard } from "./display";

const keys = [
  "q",
  "city",
  "minRent",
  "maxRent",
  "minBeds",
  "type",
  "furnished",
  "availableBy",
  "sort",
] as const;
const PAGE_SIZE = 12;
const cities = [
  "Birmingham",
  "Bristol",
  "Cardiff",
  "Edinburgh",
  "Glasgow",
  "Leeds",
  "Liverpool",
  "London",
  "Manchester",
];

/** Whole pounds in the URL (shareable, readable); pence for the API. */
const toPence = (pounds: string) =>
  pounds && Number(pounds) >= 0 ? Math.round(Number(pounds) * 100) : undefined;

export default function PropertiesPage() {
  usePageTitle(
    "Properties to rent",
    "Search flats, houses, studios, rooms and commercial space to rent across the UK, with photos, rent and availability.",
  );
  const { values, set, page } = useSearchState(keys);
  // Typed fields are applied on "Search"; the URL stays the source of truth (reload, back, share).
  const [draft, setDraft] = useState({
    q: values.q,
    city: values.city,
    minRent: values.minRent,
    maxRent: values.maxRent,
  });
  useEffect(() => {
    setDraft({ q: values.q, city: values.city, minRent: values.minRent, maxRent: values.maxRent });
  }, [values.q, values.city, values.minRent, values.maxRent]);

  const listings = useListings({
    q: values.q,
    city: values.city,
    minRent: toPence(values.minRent),
    maxRent: toPence(values.maxRent),
    minBeds: values.minBeds,
    type: values.type,
    furnished: values.furnished,
    availableBy: values.availableBy,
    sort: values.sort || "newest",
    page,
    pageSize: PAGE_SIZE,
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    set(draft);
  };
  const anyFilter = keys.some((k) => k !== "sort" && values[k]);
  const rentError =
    values.minRent && values.maxRent && Number(values.minRent) > Number(values.maxRent)
      ? "The maximum rent must be at least the minimum"
      : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Properties to rent</h1>
      <p className="mt-2 text-slate-700">
        Flats, houses, studios, rooms and commercial space from landlords and letting agents on Keyhold.
      </p>

      <form
        role="search"
        aria-label="Search properties"
        onSubmit={onSubmit}
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <FormField label="Search" hint="Title, town or postcode">
          <Input type="search" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </FormField>
        <FormField label="Town or city">
          <Input
            list="property-cities"
            value={draft.city}
            autoComplete="address-level2"
            onChange={(e) => setDraft({ ...draft, city: e.target.value })}
          />
        </FormField>
        <datalist id="property-cities">
          {cities.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <FormField label="Min rent (£ per month)">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={50}
            value={draft.minRent}
            onChange={(e) => setDraft({ ...draft, minRent: e.target.value })}
          />
        </FormField>
        <FormField label="Max rent (£ per month)" error={rentError}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={50}
            value={draft.maxRent}
            onChange={(e) => setDraft({ ...draft, maxRent: e.target.value })}
          />
        </FormField>
        <FormField label="Bedrooms">
          <NativeSelect value={values.minBeds} onChange={(e) => set({ minBeds: e.target.value })}>
            <option value="">Any</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}+
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Property type">
          <NativeSelect value={values.type} onChange={(e) => set({ type: e.target.value })}>
            <option value="">Any type</option>
            {propertyTypes.map((t) => (
              <option key={t} value={t}>
                {propertyTypeLabels[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Furnishing">
          <NativeSelect value={values.furnished} onChange={(e) => set({ furnished: e.target.value })}>
            <option value="">Any</option>
            {furnishedOptions.map((f) => (
              <option key={f} value={f}>
                {furnishedLabels[f]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Available by">
          <Input
            type="date"
            value={values.availableBy}
            onChange={(e) => set({ availableBy: e.target.value })}
          />
        </FormField>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Search</Button>
          {anyFilter && (
            <Button
              variant="ghost"
              onClick={() =>
                set({
                  q: "",
                  city: "",
                  minRent: "",
                  maxRent: "",
                  minBeds: "",
                  type: "",
                  furnished: "",
                  availableBy: "",
                })
              }
            >
              Clear filters
            </Button>
          )}
        </div>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-slate-700">
          {listings.data
            ? `${listings.data.total.toLocaleString("en-GB")} ${listings.data.total === 1 ? "property" : "properties"}`
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
            onChange={(e) => set({ sort: e.target.value === "newest" ? "" : e.target.value })}
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
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={listings.data.total}
            noun="properties"
            onPageChange={(p) => {
              set({ page: String(p) });
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      )}
    </div>
  );
}
