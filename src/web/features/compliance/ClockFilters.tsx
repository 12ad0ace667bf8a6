import { dutyAreaLabels, dutyAreas, dutyStatuses, dutyStatusLabels } from "@shared/schemas/compliance";
import { FilterBar } from "@web/components/data-list/FilterBar";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";

export const filterKeys = ["status", "area", "propertyId", "from", "to"] as const;
export type FilterKey = (typeof filterKeys)[number];

/** The clock's filters; their values live in the URL (the page owns them). */
export function ClockFilters({
  values,
  set,
  homes,
}: {
  values: Record<FilterKey, string>;
  set: (patch: Partial<Record<FilterKey, string>>) => void;
  homes: { id: string; title: string; addressLine1: string }[];
}) {
  const any = filterKeys.some((k) => values[k]);
  return (
    <FilterBar className="sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <FormField label="Status">
        <NativeSelect value={values.status} onChange={(e) => set({ status: e.target.value })}>
          <option value="">All statuses</option>
          {dutyStatuses.map((s) => (
            <option key={s} value={s}>
              {dutyStatusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Area">
        <NativeSelect value={values.area} onChange={(e) => set({ area: e.target.value })}>
          <option value="">All areas</option>
          {dutyAreas.map((a) => (
            <option key={a} value={a}>
              {dutyAreaLabels[a]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Home">
        <NativeSelect value={values.propertyId} onChange={(e) => set({ propertyId: e.target.value })}>
          <option value="">All homes</option>
          {homes.map((h) => (
            <option key={h.id} value={h.id}>
              {h.addressLine1 || h.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Due from">
        <Input type="date" value={values.from} onChange={(e) => set({ from: e.target.value })} />
      </FormField>
      <FormField label="Due until">
        <Input type="date" value={values.to} onChange={(e) => set({ to: e.target.value })} />
      </FormField>
      <Button
        variant="secondary"
        disabled={!any}
        onClick={() => set({ status: "", area: "", propertyId: "", from: "", to: "" })}
      >
        Clear filters
      </Button>
    </FilterBar>
  );
}
