import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import { checkFixedTerm, JURISDICTION_NAMES } from "@shared/law";
import { toast } from "@web/components/ui/toast-store";
import { applyFieldErrors } from "@web/lib/form-errors";
import { useEffect } from "react";
import { type UseFormSetValue, useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { useCreateTenancy, useManagedProperties } from "./api";
import { useTenancyBase } from "./display";
import { type FormValues, formSchema, toTenancyInput } from "./new-tenancy-form";

type Properties = ReturnType<typeof useManagedProperties>;

/** Choosing a property fills in its advertised rent (once the list has loaded). */
function useAdvertisedRent(
  propertyId: string,
  items: NonNullable<Properties["data"]>["items"] | undefined,
  setValue: UseFormSetValue<FormValues>,
) {
  useEffect(() => {
    const p = items?.find((o) => o.id === propertyId);
    if (!p) return;
    setValue("rentAmount", (p.rentAmount / 100).toFixed(2));
    setValue("rentFrequency", p.rentPeriod === "week" ? "weekly" : "monthly");
    // The managed list carries no deposit (the server's row has none): the field is cleared.
    setValue("depositAmount", "");
  }, [propertyId, items, setValue]);
}

/** The due day follows the start date until the user picks one. */
function useDueDayFromStart(startDate: string, frequency: string, setValue: UseFormSetValue<FormValues>) {
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return;
    const d = new Date(`${startDate}T00:00:00Z`);
    setValue("dueDay", frequency === "weekly" ? ((d.getUTCDay() + 6) % 7) + 1 : d.getUTCDate());
  }, [startDate, frequency, setValue]);
}

/**
 * The new tenancy's form: the property (from ?propertyId=), whether its nation allows a fixed
 * term, the rent and due day filled in as the user goes, and creating the draft.
 */
export function useNewTenancyForm() {
  const { base } = useTenancyBase();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const properties = useManagedProperties();
  const create = useCreateTenancy();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      propertyId: params.get("propertyId") ?? "",
      tenantEmail: "",
      startDate: today(),
      endDate: "",
      signedOn: "",
      rentAmount: "",
      rentFrequency: "monthly",
      dueDay: Number(today().slice(8, 10)),
      depositAmount: "",
    },
  });
  const { handleSubmit, setError, setValue, watch } = form;
  const propertyId = watch("propertyId");
  const frequency = watch("rentFrequency");
  const startDate = watch("startDate");
  // Where the home is decides whether a fixed term is possible (src/shared/law).
  const jurisdiction = properties.data?.items.find((o) => o.id === propertyId)?.jurisdiction ?? "england";
  const fixedTermAllowed = checkFixedTerm("2000-01-01", jurisdiction).ok;
  useEffect(() => {
    if (!fixedTermAllowed) setValue("endDate", "");
  }, [fixedTermAllowed, setValue]);
  useAdvertisedRent(propertyId, properties.data?.items, setValue);
  useDueDayFromStart(startDate, frequency, setValue);

  const onSubmit = handleSubmit(async (v) => {
    const out = formSchema.parse(v);
    try {
      const { tenancy } = await create.mutateAsync(toTenancyInput(out));
      toast({
        title: "Tenancy created",
        description: tenancy.invitation
          ? `Saved as a draft. We e-mailed ${tenancy.invitation.email} an invitation to join.`
          : "Saved as a draft. Activate it when the tenant moves in.",
      });
      navigate(`${base}/${tenancy.id}`);
    } catch (err) {
      if (!applyFieldErrors(err, setError))
        toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
    }
  });

  return {
    form,
    base,
    properties,
    options: (properties.data?.items ?? []).filter((p) => p.status !== "archived"),
    frequency,
    fixedTermAllowed,
    jurisdictionName: JURISDICTION_NAMES[jurisdiction],
    onSubmit,
  };
}

export type NewTenancyForm = ReturnType<typeof useNewTenancyForm>;
