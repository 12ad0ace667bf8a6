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

type List = ReturnType<typeof useListState<(typeof keys)[number]>>;
type ExpensesQuery = ReturnType<typeof useExpenses>;

/** The API's filters: the URL's non-empty ones, the page, 25 a page. */
function filtersOf(values: List["values"], page: number): ExpenseFilters {
  const filters: ExpenseFilters = { page, pageSize: 25 };
  for (const k of keys) if (values[k]) (filters as Record<string, string>)[k] = values[k];
  return filters;
}

/** Home, category, dates, who paid, and a search: each kept in the URL. */
function ExpenseFilterBar({ list, homes }: { list: List; homes: { id: string; title: string }[] }) {
  const { values, set } = list;
  return (
    <FilterBar className="sm:grid-cols-2 lg:grid-cols-6">
      <FormField label="Home">
        <NativeSelect value={values.propertyId} onChange={(e) => set({ propertyId: e.target.value })}>
          <option value="">All homes</option>
          {homes.map((h) => (
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
  );
}

/** No expenses: because of the filters, or none recorded yet (and whether the caller can record one). */
function NoExpenses({ filtered, canRecord }: { filtered: boolean; canRecord: boolean }) {
  return (
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
  );
}

/** The totals and the expenses (with the pager), or the error, the skeleton or the empty state. */
function ExpensesBody({
  expenses,
  list,
  filtered,
  isLandlord,
}: {
  expenses: ExpensesQuery;
  list: List;
  filtered: boolean;
  isLandlord: boolean;
}) {
  if (expenses.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {expenses.error.message}
      </p>
    );
  }
  const d = expenses.data;
  if (!d) return <Skeleton className="h-64" />;
  return (
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
        <NoExpenses filtered={filtered} canRecord={d.homes.length > 0} />
      ) : (
        <div aria-busy={expenses.isFetching}>
          <ExpenseRows items={d.items} homes={d.homes} isLandlord={isLandlord} />
          <Pagination
            page={list.page}
            pageSize={d.pageSize}
            total={d.total}
            noun="expenses"
            onPageChange={(p) => list.set({ page: String(p) })}
          />
        </div>
      )}
    </>
  );
}

/** Expenses of the caller's homes: filters in the URL, totals, add, change, receipts, CSV import. */
export default function ExpensesPage() {
  usePageTitle("Expenses");
  const role = (useLocation().pathname.split("/")[1] ?? "landlord") as Role;
  const list = useListState(keys);
  const expenses = useExpenses(filtersOf(list.values, list.page));
  const d = expenses.data;
  const homes = d?.homes ?? [];
  const filtered = keys.some((k) => list.values[k]);
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
      <ExpenseFilterBar list={list} homes={d?.filterHomes ?? []} />
      <ExpensesBody expenses={expenses} list={list} filtered={filtered} isLandlord={isLandlord} />
    </AppPage>
  );
}
