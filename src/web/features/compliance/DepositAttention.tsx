import type { DepositAttentionItem } from "@shared/schemas/deposits";
import { DutyBadge } from "@web/components/duty-badge";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatMoney } from "@web/lib/format";
import { useTenancyBase } from "@web/lib/tenancy-paths";
import { Link } from "react-router";
import { useDepositAttention } from "./api";

function Row({ item, base }: { item: DepositAttentionItem; base: string }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-2" data-testid="deposit-attention-row">
      <span className="min-w-0">
        <Link
          to={`${base}/${item.tenancyId}`}
          className="font-medium break-words text-brand-700 hover:underline"
        >
          {item.propertyTitle}
        </Link>
        <span className="block text-slate-600">
          {formatMoney(item.amount, item.currency)}
          {item.tenantName ? ` from ${item.tenantName}` : ""}
        </span>
      </span>
      <span className="flex flex-col items-end gap-1 text-right">
        {item.protection && (
          <span>
            <span className="sr-only">Protection: </span>
            <DutyBadge status={item.protection} done="Protected" />
          </span>
        )}
        {item.prescribedInfo && (
          <span className="text-xs text-slate-700">
            Prescribed information: <DutyBadge status={item.prescribedInfo} done="Given" />
          </span>
        )}
      </span>
    </li>
  );
}

/**
 * Deposits not yet protected, or without the prescribed information, with days left or overdue.
 * `heading` is the level of its title: a card on the home page (h3), a section elsewhere (h2).
 */
export function DepositAttention({ heading = "h3" }: { heading?: "h2" | "h3" }) {
  const list = useDepositAttention();
  const { base } = useTenancyBase();
  const H = heading;
  const items = list.data ?? [];
  return (
    <Card className="flex flex-col gap-3">
      <H
        className={heading === "h2" ? "text-lg font-semibold text-slate-900" : "font-semibold text-slate-900"}
      >
        Deposit protection and prescribed information
        {items.length ? <span className="font-normal text-slate-600"> ({items.length})</span> : null}
      </H>
      {list.isPending ? (
        <Skeleton className="h-20" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {list.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">
          Every deposit received is protected and its prescribed information given.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {items.map((i) => (
            <Row key={i.tenancyId} item={i} base={base} />
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-600">
        Keyhold works out dates from the rules; this is not legal advice.
      </p>
    </Card>
  );
}
