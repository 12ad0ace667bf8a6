import { expenseCategories, expenseCategoryLabels } from "@shared/accounts/categories";
import type { BankLine, ConfirmInput } from "@shared/schemas/bank";
import { Button } from "@web/components/ui/button";
import { useId, useState } from "react";
import { useBankTargets } from "./api";

type Item = ConfirmInput["items"][number];
const selectClass = "h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm";

/** Match a line by hand: money in to a tenancy; money out to a new expense of a home. */
export function CorrectLine({
  line,
  busy,
  onConfirm,
  onCancel,
}: {
  line: BankLine;
  busy: boolean;
  onConfirm: (item: Item) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const targets = useBankTargets();
  const moneyIn = line.amountMinor > 0;
  const [tenancyId, setTenancyId] = useState(line.proposal?.tenancyId ?? "");
  const [propertyId, setPropertyId] = useState("");
  const [category, setCategory] = useState("");
  const [supplier, setSupplier] = useState(line.proposal?.supplier ?? line.counterparty ?? "");
  const t = targets.data;
  if (targets.isError) return <p role="alert">{targets.error.message}</p>;
  if (!t) return <p className="text-sm text-slate-700">Loading your tenancies and homes…</p>;
  const ready = moneyIn ? !!tenancyId : !!propertyId && !!category && supplier.trim() !== "";

  return (
    <form
      className="space-y-3 rounded-lg bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        onConfirm(
          moneyIn
            ? { lineId: line.id, tenancyId }
            : {
                lineId: line.id,
                newExpense: {
                  propertyId,
                  category: category as (typeof expenseCategories)[number],
                  supplier: supplier.trim(),
                },
              },
        );
      }}
    >
      {moneyIn ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-t`} className="block text-sm font-medium">
            Rent of tenancy
          </label>
          <select
            id={`${id}-t`}
            value={tenancyId}
            onChange={(e) => setTenancyId(e.target.value)}
            className={selectClass}
          >
            <option value="">Choose a tenancy</option>
            {t.tenancies.map((x) => (
              <option key={x.id} value={x.id}>
                {x.label} ({x.reference})
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="space-y-1">
            <label htmlFor={`${id}-h`} className="block text-sm font-medium">
              Home
            </label>
            <select
              id={`${id}-h`}
              value={propertyId}
              onChange={(e) => setPropertyId(e.target.value)}
              className={selectClass}
            >
              <option value="">Choose a home</option>
              {t.homes.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.label}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-c`} className="block text-sm font-medium">
              HMRC category
            </label>
            <select
              id={`${id}-c`}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              className={selectClass}
            >
              <option value="">Choose a category</option>
              {expenseCategories.map((c) => (
                <option key={c} value={c}>
                  {expenseCategoryLabels[c]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-s`} className="block text-sm font-medium">
              Supplier
            </label>
            <input
              id={`${id}-s`}
              value={supplier}
              maxLength={200}
              onChange={(e) => setSupplier(e.target.value)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
            />
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!ready || busy}>
          {moneyIn ? "Record as rent" : "Record as expense"}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
