import { openRentIncreaseStatuses } from "@shared/schemas/rent-increases";
import type { Tenancy } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatMoney } from "@web/lib/format";
import { TrendingUp } from "lucide-react";
import { useState } from "react";
import { formatDay } from "../display";
import { useTenancyRents } from "./api";
import { NoticeCard } from "./NoticeCard";
import { ProposeForm } from "./ProposeForm";
import { RentHistoryTable } from "./RentHistoryTable";

const open = (status: string) => (openRentIncreaseStatuses as readonly string[]).includes(status);

/**
 * The rent of a tenancy over time and its section 13 rent increases: staff propose (with the
 * earliest valid start), serve and follow a notice; the tenant sees a served one with its date.
 */
export function RentIncreaseSection({ tenancy, staff }: { tenancy: Tenancy; staff: boolean }) {
  const rents = useTenancyRents(tenancy.id);
  const [proposing, setProposing] = useState(false);
  if (tenancy.status === "draft") return null;
  const r = rents.data;
  const notice = r?.notices.find((n) => open(n.status));
  const options = r?.options;
  const form = (onDone: () => void) =>
    r && options ? (
      <ProposeForm
        tenancyId={tenancy.id}
        currentRent={r.currentRent}
        currency={r.currency}
        earliestStart={options.earliestStart}
        source={options.source}
        notice={notice?.status === "draft" ? notice : undefined}
        onDone={onDone}
      />
    ) : null;
  return (
    <section aria-labelledby="section-rent-history" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="section-rent-history" className="text-lg font-semibold text-slate-900">
          Rent and rent increases
        </h2>
        {staff && options?.canPropose && !proposing && (
          <Button onClick={() => setProposing(true)}>
            <TrendingUp aria-hidden="true" /> Propose a new rent
          </Button>
        )}
      </div>
      {rents.isPending ? (
        <Skeleton className="h-32" />
      ) : rents.isError ? (
        <p role="alert" className="text-red-700">
          {rents.error.message}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Rent now: {formatMoney(r!.currentRent, r!.currency)}{" "}
            {r!.frequency === "weekly" ? "a week" : "a month"}.
            {staff &&
              !notice &&
              options &&
              (options.canPropose && options.earliestStart
                ? ` A notice served today can raise it from ${formatDay(options.earliestStart, "long")} at the earliest.`
                : options.reason
                  ? ` ${options.reason}`
                  : "")}
          </p>
          {proposing && !notice && (
            <Card>
              <h3 className="mb-4 font-semibold text-slate-900">Propose a new rent (section 13 notice)</h3>
              {form(() => setProposing(false))}
            </Card>
          )}
          {notice && (
            <NoticeCard notice={notice} staff={staff} currency={r!.currency} form={r!.form} editForm={form} />
          )}
          <RentHistoryTable rents={r!.rents} currency={r!.currency} />
        </>
      )}
    </section>
  );
}
