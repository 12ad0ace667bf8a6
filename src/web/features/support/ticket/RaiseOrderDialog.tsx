import { parseMoney } from "@shared/money";
import { type ContractorListItem, tradeLabels } from "@shared/schemas/works";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { Wrench } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useContractorChoices, useRaiseOrder } from "../works-api";

/**
 * The contractors grouped as the server ranked them for the home: "Covers SE10", "Areas not
 * recorded", "Outside their areas" (each still selectable: the agent decides). A list without
 * coverage (no home) is one group without a label.
 */
function groupsOf(contractors: ContractorListItem[]) {
  const groups: { label: string | null; items: ContractorListItem[] }[] = [];
  for (const c of contractors) {
    const label = c.coverage?.label ?? null;
    const last = groups.at(-1);
    if (last && last.label === label) last.items.push(c);
    else groups.push({ label, items: [c] });
  }
  return groups;
}

function ContractorOption({ c }: { c: ContractorListItem }) {
  return (
    <option value={c.id}>
      {c.company ?? c.name} ({tradeLabels[c.trade]}){c.insurance === "expired" ? ", insurance expired" : ""}
    </option>
  );
}

/** Staff send a contractor of their book to the ticket's home, with a budget. */
export function RaiseOrderDialog({
  ticketId,
  propertyId,
  description,
  onLink,
}: {
  ticketId: string;
  /** The ticket's home: those who cover it are offered first. */
  propertyId?: string | null;
  description: string;
  onLink: (url: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const book = useContractorChoices(open, propertyId);
  const raise = useRaiseOrder(ticketId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const budget = parseMoney(String(form.get("budget") ?? ""));
    if (budget === null || budget <= 0) {
      setErrors({ budgetPence: "Enter the budget in pounds, like 350 or 349.99" });
      return;
    }
    try {
      const r = await raise.mutateAsync({
        contractorId: String(form.get("contractorId") ?? ""),
        description: String(form.get("description") ?? ""),
        budgetPence: budget,
      });
      onLink(r.linkUrl);
      toast({
        title: `Works order #${r.order.number} raised`,
        description:
          r.order.status === "awaiting_approval"
            ? "It is above the landlord's approval limit: it waits for their approval."
            : "The contractor has been e-mailed their link.",
      });
      setOpen(false);
      setErrors({});
    } catch (err) {
      if (err instanceof ApiRequestError && err.fields) setErrors(err.fields);
      else toast({ title: "Not raised", description: err instanceof Error ? err.message : String(err) });
    }
  };
  const contractors = book.data ?? [];
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm">
          <Wrench aria-hidden="true" /> Raise works order
        </Button>
      }
      title="Raise a works order"
      description="Orders above the home's approval limit wait for the landlord; others go to the contractor at once."
      submitLabel={raise.isPending ? "Raising..." : "Raise works order"}
      busy={raise.isPending}
      onSubmit={onSubmit}
    >
      <FormField
        label="Contractor"
        hint={
          contractors.some((c) => c.coverage)
            ? "Those whose areas cover the home come first, then those whose areas are not recorded"
            : undefined
        }
        error={errors.contractorId}
      >
        <NativeSelect name="contractorId" required defaultValue="">
          <option value="" disabled>
            {book.isPending ? "Loading your contractors..." : "Choose a contractor"}
          </option>
          {groupsOf(contractors).map((g) =>
            g.label === null ? (
              g.items.map((c) => <ContractorOption key={c.id} c={c} />)
            ) : (
              <optgroup key={g.label} label={g.label}>
                {g.items.map((c) => (
                  <ContractorOption key={c.id} c={c} />
                ))}
              </optgroup>
            ),
          )}
        </NativeSelect>
      </FormField>
      {book.isSuccess && contractors.length === 0 && (
        <p className="text-sm text-slate-700">
          Your contractor book is empty: add one under Contractors first.
        </p>
      )}
      <FormField label="The work" error={errors.description}>
        <Textarea
          name="description"
          rows={4}
          maxLength={2000}
          required
          defaultValue={description.slice(0, 2000)}
        />
      </FormField>
      <FormField
        label="Budget (£)"
        hint="The most the contractor may spend without asking"
        error={errors.budgetPence}
      >
        <Input name="budget" inputMode="decimal" required autoComplete="off" />
      </FormField>
    </FormDialog>
  );
}
