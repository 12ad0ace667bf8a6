import { today } from "@shared/dates";
import { addDays } from "@shared/ledger";
import type { Tenancy } from "@shared/schemas/tenancies";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDay } from "@web/lib/format";
import { Link } from "react-router";
import { useTenancies } from "./api";
import { useTenancyBase } from "./display";

/** Days ahead in which a written statement not yet given is listed as due. */
const DUE_WITHIN_DAYS = 14;

const needsAttention = (t: Tenancy, day: string) =>
  t.status !== "ended" &&
  !t.law.writtenTerms.givenOn &&
  (t.law.writtenTerms.overdue || t.law.writtenTerms.deadline <= addDays(day, DUE_WITHIN_DAYS));

/**
 * Tenancies whose tenant has not been given the written statement of terms (or, for tenancies that
 * existed before 1 May 2026, the information sheet) by its deadline or within two weeks of it.
 */
export function WrittenTermsAttention() {
  // The caller's tenancy list: the same query (and cache entry) as the tenancies page's unfiltered list.
  const list = useTenancies();
  const { base } = useTenancyBase();
  const day = today();
  const items = (list.data?.items ?? []).filter((t) => needsAttention(t, day));
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="font-semibold text-slate-900">
        Written terms and information sheets
        {items.length ? <span className="font-normal text-slate-600"> ({items.length})</span> : null}
      </h3>
      {list.isPending ? (
        <Skeleton className="h-16" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {list.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">Every tenant has been given their written terms.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {items.map((t) => (
            <li key={t.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <span className="min-w-0">
                <Link
                  to={`${base}/${t.id}`}
                  className="font-medium break-words text-brand-700 hover:underline"
                >
                  {t.property.title}
                </Link>
                <span className="block text-slate-600">
                  The {t.law.writtenTerms.document}, due by {formatDay(t.law.writtenTerms.deadline)}
                </span>
              </span>
              <Badge tone={t.law.writtenTerms.overdue ? "danger" : "warning"}>
                {t.law.writtenTerms.overdue ? "Overdue" : "Due"}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
