import { AREAS_MAX, type Contractor, type ContractorInput, tradeLabels, trades } from "@shared/schemas/works";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { Pencil, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSaveContractor } from "./api";

/** The contractor as the form holds it; registration numbers only for the trades that have them. */
function readContractor(f: FormData, trade: string): ContractorInput {
  const text = (k: string) => String(f.get(k) ?? "").trim();
  return {
    name: text("name"),
    company: text("company") || null,
    trade: trade as ContractorInput["trade"],
    areas: text("areas")
      .split(/[\s,]+/)
      .filter(Boolean),
    email: text("email"),
    phone: text("phone") || null,
    insuranceExpiresOn: text("insuranceExpiresOn") || null,
    gasSafeNumber: trade === "gas_engineer" ? text("gasSafeNumber") || null : null,
    niceicNumber: trade === "electrician" ? text("niceicNumber") || null : null,
  };
}

/** Add a contractor to the caller's book, or change one. The server checks every rule. */
export function ContractorDialog({ contractor }: { contractor?: Contractor }) {
  const [open, setOpen] = useState(false);
  const [trade, setTrade] = useState<string>(contractor?.trade ?? "plumber");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveContractor(contractor?.id);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = readContractor(new FormData(e.currentTarget), trade);
    try {
      await save.mutateAsync(body);
      toast({ title: contractor ? "Contractor saved" : "Contractor added" });
      setErrors({});
      setOpen(false);
    } catch (err) {
      if (err instanceof ApiRequestError && err.fields) setErrors(err.fields);
      else toast({ title: "Not saved", description: err instanceof Error ? err.message : String(err) });
    }
  };
  const c = contractor;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        c ? (
          <Button size="sm" variant="secondary" aria-label={`Edit ${c.name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" /> Add contractor
          </Button>
        )
      }
      title={c ? `Edit ${c.name}` : "Add a contractor"}
      description="Only you (and administrators) see your contractor book."
      submitLabel={save.isPending ? "Saving..." : "Save contractor"}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Name" error={errors.name}>
          <Input name="name" required maxLength={120} defaultValue={c?.name} autoComplete="off" />
        </FormField>
        <FormField label="Company" error={errors.company} optional>
          <Input name="company" maxLength={120} defaultValue={c?.company ?? ""} autoComplete="off" />
        </FormField>
      </div>
      <FormField label="Trade" error={errors.trade}>
        <NativeSelect name="trade" value={trade} onChange={(e) => setTrade(e.target.value)}>
          {trades.map((t) => (
            <option key={t} value={t}>
              {tradeLabels[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {trade === "gas_engineer" && (
        <FormField label="Gas Safe registration number" hint="6 or 7 digits" error={errors.gasSafeNumber}>
          <Input
            name="gasSafeNumber"
            inputMode="numeric"
            maxLength={7}
            defaultValue={c?.gasSafeNumber ?? ""}
          />
        </FormField>
      )}
      {trade === "electrician" && (
        <FormField label="NICEIC or NAPIT number" error={errors.niceicNumber} optional>
          <Input name="niceicNumber" maxLength={20} defaultValue={c?.niceicNumber ?? ""} />
        </FormField>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="E-mail" hint="Works orders are sent here" error={errors.email}>
          <Input name="email" type="email" required maxLength={254} defaultValue={c?.email} />
        </FormField>
        <FormField label="Phone" error={errors.phone} optional>
          <Input name="phone" type="tel" maxLength={30} defaultValue={c?.phone ?? ""} />
        </FormField>
      </div>
      <FormField
        label="Areas covered"
        hint={`Postcode areas or districts, like LS, M60 or SW1A (up to ${AREAS_MAX}): for a home's works orders, those who cover it come first`}
        error={errors.areas}
        optional
      >
        <Input name="areas" defaultValue={c?.areas.join(" ") ?? ""} autoComplete="off" />
      </FormField>
      <FormField label="Insurance expires on" error={errors.insuranceExpiresOn} optional>
        <Input name="insuranceExpiresOn" type="date" defaultValue={c?.insuranceExpiresOn ?? ""} />
      </FormField>
    </FormDialog>
  );
}
