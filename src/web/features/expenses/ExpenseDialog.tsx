import { zodResolver } from "@hookform/resolvers/zod";
import { expenseCategoryHints, expenseCategoryLabels } from "@shared/accounts/categories";
import { today } from "@shared/dates";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import {
  type Expense,
  type ExpenseHome,
  expenseCategories,
  paidByLabels,
  paidByValues,
} from "@shared/schemas/expenses";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSaveExpense } from "./api";
import {
  type ExpenseForm,
  expenseFormSchema,
  formDefaults,
  PORTFOLIO,
  portfolios,
  toBody,
} from "./expense-form";
import { ReceiptField } from "./ReceiptField";

/** Add or change an expense: home or portfolio, date, supplier, amount and VAT, HMRC category, who paid; then its receipt. */
export function ExpenseDialog({
  homes,
  expense,
  isLandlord,
}: {
  homes: ExpenseHome[];
  expense?: Expense;
  isLandlord: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Expense | null>(null);
  const save = useSaveExpense();
  const form = useForm<ExpenseForm>({
    resolver: zodResolver(expenseFormSchema),
    defaultValues: formDefaults(expense, homes, today()),
  });
  const errors = form.formState.errors;
  const category = form.watch("category");
  const current = saved ?? expense;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({ id: current?.id, body: toBody(values) });
      toast({ title: current ? "Expense saved" : "Expense recorded" });
      setSaved(result);
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  const onOpenChange = (o: boolean) => {
    setOpen(o);
    if (!o) {
      setSaved(null);
      form.reset(formDefaults(expense, homes, today()));
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        expense ? (
          <Button size="sm" variant="secondary" aria-label={`Change expense: ${expense.supplier}`}>
            <Pencil aria-hidden="true" />
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" /> Add expense
          </Button>
        )
      }
      title={expense ? "Change expense" : "Record an expense"}
      description="Keyhold records the expense under the HMRC category you choose; it does not give tax advice. Ask your accountant when unsure."
      submitLabel={current ? "Save" : "Record expense"}
      busy={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <FormField label="Home" error={errors.propertyId?.message}>
        <NativeSelect {...form.register("propertyId")}>
          <option value="">Choose a home</option>
          {homes.map((h) => (
            <option key={h.id} value={h.id}>
              {h.title}, {h.postcode}
            </option>
          ))}
          {portfolios(homes).map((p) => (
            <option key={p.landlordId} value={`${PORTFOLIO}${p.landlordId}`}>
              {isLandlord ? "Whole portfolio" : `Whole portfolio of ${p.name}`}: shared equally over {p.count}{" "}
              {p.count === 1 ? "home" : "homes"}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Paid on" error={errors.paidOn?.message}>
          <Input type="date" {...dateInputBounds(dateRules.paidOn)} {...form.register("paidOn")} />
        </FormField>
        <FormField label="Supplier" error={errors.supplier?.message}>
          <Input maxLength={120} autoComplete="off" {...form.register("supplier")} />
        </FormField>
      </div>
      <FormField label="Description" optional error={errors.description?.message}>
        <Textarea rows={2} maxLength={500} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Amount paid (£, VAT included)" error={errors.amountMinor?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register("amountMinor")} />
        </FormField>
        <FormField label="VAT in it (£)" optional error={errors.vatMinor?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register("vatMinor")} />
        </FormField>
      </div>
      <FormField label="HMRC category" hint={expenseCategoryHints[category]} error={errors.category?.message}>
        <NativeSelect {...form.register("category")}>
          {expenseCategories.map((c) => (
            <option key={c} value={c}>
              {expenseCategoryLabels[c]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Capital or revenue"
          hint="Capital: buying or improving; revenue: running and repairs"
          error={errors.capital?.message}
        >
          <NativeSelect {...form.register("capital")}>
            <option value="revenue">Revenue</option>
            <option value="capital">Capital</option>
          </NativeSelect>
        </FormField>
        <FormField label="Who paid" error={errors.paidBy?.message}>
          <NativeSelect {...form.register("paidBy")}>
            {paidByValues.map((p) => (
              <option key={p} value={p}>
                {paidByLabels[p]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {current ? (
        <ReceiptField expense={current} onChange={setSaved} />
      ) : (
        <p className="text-sm text-slate-600">You can attach the receipt once the expense is recorded.</p>
      )}
    </FormDialog>
  );
}
