import { dateInputBounds } from "@shared/date-rules";
import { listingFilterFields } from "@shared/listing-search-limits";
import { furnishedLabels, furnishedOptions, propertyTypeLabels, propertyTypes } from "@shared/property-vocab";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { type FormEvent, useEffect, useState } from "react";

export const listingFilterKeys = [...listingFilterFields, "sort"] as const;
export type ListingFilterValues = Record<(typeof listingFilterKeys)[number], string>;

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

/**
 * The listing filters. Typed fields apply on "Search"; the selects at once. The URL stays the
 * source of truth (reload, back, share).
 */
export function ListingSearchForm({
  values,
  set,
}: {
  values: ListingFilterValues;
  set: (patch: Partial<Record<keyof ListingFilterValues | "page", string>>) => void;
}) {
  const [draft, setDraft] = useState({
    q: values.q,
    city: values.city,
    minRent: values.minRent,
    maxRent: values.maxRent,
  });
  useEffect(() => {
    setDraft({ q: values.q, city: values.city, minRent: values.minRent, maxRent: values.maxRent });
  }, [values.q, values.city, values.minRent, values.maxRent]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    set(draft);
  };
  const anyFilter = listingFilterKeys.some((k) => k !== "sort" && values[k]);
  const rentError =
    values.minRent && values.maxRent && Number(values.minRent) > Number(values.maxRent)
      ? "The maximum rent must be at least the minimum"
      : undefined;

  return (
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
          {...dateInputBounds()}
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
  );
}
