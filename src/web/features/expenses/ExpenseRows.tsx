import { expenseCategoryLabels } from "@shared/accounts/categories";
import { type Expense, type ExpenseHome, paidByLabels } from "@shared/schemas/expenses";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Table, Td, Th } from "@web/components/ui/table";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { formatDay, formatMoney } from "@web/lib/format";
import { Paperclip, Trash2 } from "lucide-react";
import { receiptUrl, useDeleteExpense } from "./api";
import { ExpenseDialog } from "./ExpenseDialog";

const where = (e: Expense) =>
  e.propertyTitle ?? `Portfolio: ${e.allocations.map((a) => a.propertyTitle).join(", ") || "all homes"}`;

function Actions({ e, homes, isLandlord }: { e: Expense; homes: ExpenseHome[]; isLandlord: boolean }) {
  const remove = useDeleteExpense();
  if (!e.canEdit) return <span className="text-xs text-slate-600">Read only</span>;
  return (
    <div className="flex gap-2">
      <ExpenseDialog homes={homes} expense={e} isLandlord={isLandlord} />
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="secondary" aria-label={`Delete expense: ${e.supplier}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title="Delete this expense?"
        description={`${e.supplier}, ${formatMoney(e.amountMinor)} on ${formatDay(e.paidOn)}, and its receipt will be removed.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() =>
          remove
            .mutateAsync(e.id)
            .then(() => toast({ title: "Expense deleted" }))
            .catch(toastError)
        }
      />
    </div>
  );
}

function Receipt({ e }: { e: Expense }) {
  if (!e.receipt) return <span className="text-slate-500">None</span>;
  return (
    <a className="inline-flex items-center gap-1 text-brand-700 underline" href={receiptUrl(e.id)}>
      <Paperclip className="size-4" aria-hidden="true" />
      <span className="sr-only">Receipt of {e.supplier}: </span>
      {e.receipt.name.length > 24 ? `${e.receipt.name.slice(0, 21)}…` : e.receipt.name}
    </a>
  );
}

/** The expenses as a table from 640 px, as cards below (no sideways scroll on a phone). */
export function ExpenseRows({
  items,
  homes,
  isLandlord,
}: {
  items: Expense[];
  homes: ExpenseHome[];
  isLandlord: boolean;
}) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label="Expenses">
        {items.map((e) => (
          <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{e.supplier}</p>
                <p className="text-sm text-slate-700">
                  {formatDay(e.paidOn)} · {where(e)}
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap text-slate-900">{formatMoney(e.amountMinor)}</p>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {expenseCategoryLabels[e.category]}
              {e.capital ? " · Capital" : ""} · {paidByLabels[e.paidBy]}
            </p>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
              <Receipt e={e} />
              <Actions e={e} homes={homes} isLandlord={isLandlord} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table caption="Expenses">
          <thead>
            <tr>
              <Th>Paid on</Th>
              <Th>Supplier</Th>
              <Th>Home</Th>
              <Th>Category</Th>
              <Th className="text-right">Amount</Th>
              <Th>Receipt</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <Td className="whitespace-nowrap">{formatDay(e.paidOn)}</Td>
                <Td>
                  <span className="font-medium">{e.supplier}</span>
                  {e.description && <span className="block text-xs text-slate-600">{e.description}</span>}
                </Td>
                <Td>{where(e)}</Td>
                <Td>
                  {expenseCategoryLabels[e.category]}
                  <span className="mt-1 flex flex-wrap gap-1">
                    {e.capital && <Badge>Capital</Badge>}
                    {e.paidBy === "agent" && <Badge>Paid by agent</Badge>}
                  </span>
                </Td>
                <Td className="text-right whitespace-nowrap">
                  {formatMoney(e.amountMinor)}
                  {e.vatMinor > 0 && (
                    <span className="block text-xs text-slate-600">VAT {formatMoney(e.vatMinor)}</span>
                  )}
                </Td>
                <Td>
                  <Receipt e={e} />
                </Td>
                <Td>
                  <Actions e={e} homes={homes} isLandlord={isLandlord} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
