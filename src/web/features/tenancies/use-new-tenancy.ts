import { zodResolver } from "@hookform/resolvers/zod";
import { today } from "@shared/dates";
import { checkFixedTerm, JURISDICTION_NAMES } from "@shared/law";
import { toast } from "@web/components/ui/toast-store";
import { applyFieldErrors } from "@web/lib/form-errors";
import { useEffect, useMemo } from "react";
import { type UseFormSetValue, useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { useCreateTenancy, useManagedProperties, useManagedProperty } from "./api";
import { useTenancyBase } from "./display";
import { type FormValues, formSchema, toTenancyInput } from "./new-tenancy-form";

type Properties = ReturnType<typeof useManagedProperties>;
type Option = Pick<
  NonNullable<Properties["data"]>["items"][number],
  "id" | "title" | "rentAmount" | "rentPeriod" | "status" | "jurisdiction"
>;

/**
 * The homes to choose from: the managed list (first 100 by title, archived ones aside) and the home
 * "Let it" named in ?propertyId= when the list does not hold it (issue 42 item 4).
 */
function usePropertyOptions(wanted: string | null) {
  const properties = useManagedProperties();
  const items = properties.data?.items;
  const missing = Boolean(wanted && items && !items.some((p) => p.id === wanted));
  const one = useManagedProperty(missing ? wanted : null);
  const extra = missing ? one.data?.property : undefined;
  // Memoised: the rent effect below runs when the options change, not on every render.
  const options = useMemo<Option[]>(() => {
    const list: Option[] = (items ?? []).filter((p) => p.status !== "archived");
    return extra && extra.status !== "archived" ? [extra, ...list] : list;
  }, [items, extra]);
  return { properties, options };
}

/**
 * The select is filled in only once its options exist: the home asked for is chosen again then, or
 * the browser would show "Choose a property" while the form holds the id.
 */
function usePreselect(wanted: string | null, options: Option[], setValue: UseFormSetValue<FormValues>) {
  const found = Boolean(wanted && options.some((o) => o.id === wanted));
  useEffect(() => {
    if (found && wanted) setValue("propertyId", wanted);
  }, [found, wanted, setValue]);
}

/** Choosing a property fills in its advertised rent (once the list has loaded). */
function useAdvertisedRent(
  propertyId: string,
  items: Option[] | undefined,
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
  const wanted = params.get("propertyId");
  const { properties, options } = usePropertyOptions(wanted);
  const create = useCreateTenancy();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      propertyId: wanted ?? "",
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
  const jurisdiction = options.find((o) => o.id === propertyId)?.jurisdiction ?? "england";
  const fixedTermAllowed = checkFixedTerm("2000-01-01", jurisdiction).ok;
  useEffect(() => {
    if (!fixedTermAllowed) setValue("endDate", "");
  }, [fixedTermAllowed, setValue]);
  usePreselect(wanted, options, setValue);
  useAdvertisedRent(propertyId, properties.isSuccess ? options : undefined, setValue);
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
    options,
    frequency,
    fixedTermAllowed,
    jurisdictionName: JURISDICTION_NAMES[jurisdiction],
    onSubmit,
  };
}

export type NewTenancyForm = ReturnType<typeof useNewTenancyForm>;
