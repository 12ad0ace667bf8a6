import { expenseCategories, expenseCategoryLabels } from "@shared/accounts/categories";
import type { Role } from "@shared/permissions";
import { paidByLabels, paidByValues } from "@shared/schemas/expenses";
import { FilterBar, SearchFilter } from "@web/components/data-list/FilterBar";
import { useListState } from "@web/components/data-list/use-list-state";
import { MoneyNav } from "@web/components/money/MoneyNav";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Stat } from "@web/components/ui/stat";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { Receipt } from "lucide-react";
import { useLocation } from "react-router";
import { type ExpenseFilters, useExpenses } from "./api";
import { ExpenseDialog } from "./ExpenseDialog";
import { ExpenseRows } from "./ExpenseRows";
import { ImportDialog } from "./ImportDialog";

const keys = ["propertyId", "category", "from", "to", "paidBy", "q"] as const;

/** Expenses of the caller's homes: filters in the URL, totals, add, change, receipts, CSV import. */
export default function ExpensesPage() {
  usePageTitle("Expenses");
  const role = (useLocation().pathname.split("/")[1] ?? "landlord") as Role;
  const list = useListState(keys);
  const { values, set, page } = list;
  const filters: ExpenseFilters = { page, pageSize: 25 };
  for (const k of keys) if (values[k]) (filters as Record<string, string>)[k] = values[k];
  const expenses = useExpenses(filters);
  const d = expenses.data;
  const homes = d?.homes ?? [];
  const filtered = keys.some((k) => values[k]);
  const canRecord = homes.length > 0;
  const isLandlord = role === "landlord";

  return (
    <AppPage>
      <PageHeader
        title="Expenses"
        description="What your homes cost, under HMRC's property expense categories, with receipts."
        actions={
          canRecord && (
            <>
              <ImportDialog />
              <ExpenseDialog homes={homes} isLandlord={isLandlord} />
            </>
          )
        }
      />
      <MoneyNav role={role} />
      <p className="text-sm text-slate-700">
        Keyhold records and adds up your expenses; it does not give tax advice. Whether a cost is allowable,
        and whether it is capital or revenue, is for you and your accountant.
      </p>
      <FilterBar className="sm:grid-cols-2 lg:grid-cols-6">
        <FormField label="Home">
          <NativeSelect value={values.propertyId} onChange={(e) => set({ propertyId: e.target.value })}>
            <option value="">All homes</option>
            {(d?.filterHomes ?? []).map((h) => (
              <option key={h.id} value={h.id}>
                {h.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Category">
          <NativeSelect value={values.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="">All categories</option>
            {expenseCategories.map((c) => (
              <option key={c} value={c}>
                {expenseCategoryLabels[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="From">
          <Input type="date" value={values.from} onChange={(e) => set({ from: e.target.value })} />
        </FormField>
        <FormField label="To">
          <Input type="date" value={values.to} onChange={(e) => set({ to: e.target.value })} />
        </FormField>
        <FormField label="Paid by">
          <NativeSelect value={values.paidBy} onChange={(e) => set({ paidBy: e.target.value })}>
            <option value="">Anyone</option>
            {paidByValues.map((p) => (
              <option key={p} value={p}>
                {paidByLabels[p]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <SearchFilter list={list} name="q" label="Search" placeholder="Supplier or description" />
      </FilterBar>
      {expenses.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {expenses.error.message}
        </p>
      ) : !d ? (
        <Skeleton className="h-64" />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <Stat
              label={filtered ? "Total of the matching expenses" : "Total"}
              value={formatMoney(d.totals.amountMinor)}
            />
            <Stat label="VAT in it" value={formatMoney(d.totals.vatMinor)} />
            <Stat label="Expenses" value={d.total.toLocaleString("en-GB")} />
          </dl>
          {d.items.length === 0 ? (
            <EmptyState
              icon={Receipt}
              title={filtered ? "No expenses match these filters" : "Record your first expense"}
            >
              {filtered
                ? "Clear a filter to see more."
                : canRecord
                  ? "Add an expense with “Add expense”, or import a spreadsheet with “Import CSV”."
                  : "Expenses of the homes you own or manage show here once they are recorded."}
            </EmptyState>
          ) : (
            <div aria-busy={expenses.isFetching}>
              <ExpenseRows items={d.items} homes={homes} isLandlord={isLandlord} />
              <Pagination
                page={page}
                pageSize={d.pageSize}
                total={d.total}
                noun="expenses"
                onPageChange={(p) => set({ page: String(p) })}
              />
            </div>
          )}
        </>
      )}
    </AppPage>
  );
}
