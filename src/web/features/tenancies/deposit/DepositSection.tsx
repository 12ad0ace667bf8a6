import {
  type Deposit,
  holdingOutcomeLabels,
  NOT_LEGAL_ADVICE,
  returnStatusLabels,
  schemeName,
  serviceMethodLabels,
} from "@shared/schemas/deposits";
import type { Tenancy } from "@shared/schemas/tenancies";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatMoney } from "@web/lib/format";
import { type ReactNode, useState } from "react";
import { formatDay } from "../display";
import { useDeposit } from "./api";
import { HoldingForm, PrescribedInfoForm, ProtectionForm, ReceivedForm } from "./DepositForms";
import { DepositReturn } from "./DepositReturn";
import { DutyBadge } from "./display";

type Panel = "received" | "holding" | "protection" | "prescribed";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Facts({ d }: { d: Deposit }) {
  const money = (n: number) => formatMoney(n, d.currency);
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <Item label="Deposit received">
        {d.received ? (
          <>
            {money(d.received.amount)} on {formatDay(d.received.receivedOn)}
            {d.received.receivedFrom && (
              <span className="block text-slate-600">from {d.received.receivedFrom}</span>
            )}
          </>
        ) : (
          <>Not recorded yet{d.agreedAmount ? ` (agreed: ${money(d.agreedAmount)})` : ""}</>
        )}
        {d.cap && <span className="block text-xs text-slate-600">Cap: {d.cap.explanation}</span>}
      </Item>
      <Item label="Protection">
        {d.protection?.protectedOn ? (
          <>
            {schemeName(d.protection.scheme)}, ref. {d.protection.reference}
            <span className="block text-slate-600">protected on {formatDay(d.protection.protectedOn)}</span>
          </>
        ) : (
          "Not recorded yet"
        )}
        <span className="mt-1 block">
          <DutyBadge status={d.protectionStatus} done="Protected" />
        </span>
      </Item>
      <Item label="Prescribed information">
        {d.prescribedInfo
          ? `Given ${formatDay(d.prescribedInfo.servedOn)}, ${serviceMethodLabels[d.prescribedInfo.method].toLowerCase()}`
          : "Not recorded yet"}
        <span className="mt-1 block">
          <DutyBadge status={d.prescribedInfoStatus} done="Given" />
        </span>
      </Item>
      {d.holding && (
        <Item label="Holding deposit">
          {money(d.holding.amount)} paid {formatDay(d.holding.receivedOn)}
          {d.holding.deadline && (
            <span className="block text-slate-600">
              deadline for agreement {formatDay(d.holding.deadline)}
            </span>
          )}
          {d.holding.outcome && (
            <span className="block text-slate-600">{holdingOutcomeLabels[d.holding.outcome]}</span>
          )}
        </Item>
      )}
      <Item label="Return">
        <Badge
          tone={
            d.returnStatus === "disputed" ? "danger" : d.returnStatus === "returned" ? "success" : "neutral"
          }
        >
          {returnStatusLabels[d.returnStatus]}
        </Badge>
        {d.returnedOn && d.returnedAmount !== null && (
          <span className="block text-slate-600">
            {money(d.returnedAmount)} returned on {formatDay(d.returnedOn)}
          </span>
        )}
        {d.disputeNote && <span className="block text-slate-600">Tenant's note: {d.disputeNote}</span>}
      </Item>
    </dl>
  );
}

/** What staff may record next, each with its button's words (edit once recorded). */
function panelActions(d: Deposit): [Panel, string][] {
  return [
    ["received", d.received ? "Edit deposit received" : "Record deposit received"],
    ...(d.received
      ? ([
          ["protection", d.protection?.protectedOn ? "Edit protection" : "Record protection"],
          ["prescribed", d.prescribedInfo ? "Edit prescribed information" : "Record prescribed information"],
        ] as [Panel, string][])
      : []),
    ["holding", d.holding ? "Edit holding deposit" : "Record holding deposit"],
  ];
}

/** Staff's buttons (until the deposit is returned), or the form of the step being recorded. */
function StaffPanels({ deposit: d, tenantName }: { deposit: Deposit; tenantName: string }) {
  const [open, setOpen] = useState<Panel | null>(null);
  const close = () => setOpen(null);
  if (open === "received") return <ReceivedForm deposit={d} onDone={close} tenantName={tenantName} />;
  if (open === "holding") return <HoldingForm deposit={d} onDone={close} />;
  if (open === "protection") return <ProtectionForm deposit={d} onDone={close} />;
  if (open === "prescribed") return <PrescribedInfoForm deposit={d} onDone={close} />;
  if (d.returnStatus === "returned") return null;
  return (
    <div className="flex flex-wrap gap-2">
      {panelActions(d).map(([panel, label]) => (
        <Button key={panel} variant="secondary" size="sm" onClick={() => setOpen(panel)}>
          {label}
        </Button>
      ))}
    </div>
  );
}

/**
 * The tenancy's deposit: what was received, its protection and prescribed information with days
 * left or overdue, and the return. Staff record each step; the tenant sees it all and answers the
 * proposed deductions.
 */
export function DepositSection({ tenancy, staff }: { tenancy: Tenancy; staff: boolean }) {
  const deposit = useDeposit(tenancy.id);
  return (
    <section aria-labelledby="section-deposit" className="space-y-3">
      <h2 id="section-deposit" className="text-lg font-semibold text-slate-900">
        Deposit
      </h2>
      {deposit.isPending ? (
        <Skeleton className="h-32" />
      ) : deposit.isError ? (
        <p role="alert" className="text-red-700">
          {deposit.error.message}
        </p>
      ) : (
        <Card className="space-y-4">
          <Facts d={deposit.data} />
          {deposit.data.statusNote && <p className="text-sm text-amber-800">{deposit.data.statusNote}</p>}
          <p className="text-xs text-slate-600">
            The deposit must be protected, and the prescribed information given, within 30 days of receipt
            (Scotland: 30 working days from the start of the tenancy). {NOT_LEGAL_ADVICE}
          </p>
          {staff && <StaffPanels deposit={deposit.data} tenantName={tenancy.tenant?.name ?? ""} />}
          {(deposit.data.tenancyStatus === "ended" || deposit.data.returnStatus !== "none") && (
            <DepositReturn deposit={deposit.data} staff={staff} />
          )}
        </Card>
      )}
    </section>
  );
}
