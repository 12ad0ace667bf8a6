import { moneyInput, parseMoney } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { toast } from "@web/components/ui/toast-store";
import { formatMoney } from "@web/lib/format";
import { type FormEvent, useState } from "react";
import { useApprovalLimit, useSetApprovalLimit } from "./api";

/** The home's approval limit: shown to its staff, changed by its landlord. */
export function ApprovalLimit({ propertyId }: { propertyId: string }) {
  const limit = useApprovalLimit(propertyId);
  const save = useSetApprovalLimit(propertyId);
  const [error, setError] = useState<string | null>(null);
  if (!limit.data) return null;
  const l = limit.data;
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const pence = parseMoney(String(new FormData(e.currentTarget).get("limit") ?? ""));
    if (pence === null) return setError("Enter an amount in pounds, like 250");
    try {
      await save.mutateAsync(pence);
      setError(null);
      toast({ title: "Approval limit saved" });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-700">
        Approval limit for this home: <strong>{formatMoney(l.approvalLimitPence)}</strong>
        {l.isDefault ? " (the default)" : ""}. Orders above it wait for the landlord.
      </p>
      {l.canEdit && (
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor="approval-limit">New limit (£)</Label>
            <Input
              id="approval-limit"
              name="limit"
              inputMode="decimal"
              className="w-32"
              defaultValue={moneyInput(l.approvalLimitPence)}
              aria-invalid={!!error}
              aria-describedby={error ? "approval-limit-error" : undefined}
            />
          </div>
          <Button type="submit" size="sm" variant="secondary" disabled={save.isPending}>
            Save limit
          </Button>
          {error && (
            <p id="approval-limit-error" className="w-full text-red-800">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
