import type { Duty } from "@shared/schemas/compliance";
import { DutyStatusBadge } from "@web/components/duty-status-badge";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatDay } from "@web/lib/format";
import { Link } from "react-router";

interface HomeRef {
  id: string;
  title: string;
  addressLine1: string;
  city: string;
  postcode: string;
}
export type ListedDuty = Duty & { property?: HomeRef };

/** Where a role's compliance pages live: /landlord/compliance, /agent/compliance, /admin/compliance. */
export const homePath = (base: string, propertyId: string) => `${base}/homes/${propertyId}`;

function Due({ duty }: { duty: Duty }) {
  return duty.dueOn ? <time dateTime={duty.dueOn}>{formatDay(duty.dueOn)}</time> : <span>No date</span>;
}

function HomeLink({ duty, base }: { duty: ListedDuty; base: string }) {
  const name = duty.property ? duty.property.addressLine1 || duty.property.title : "This home";
  return (
    <Link
      to={homePath(base, duty.propertyId)}
      className="font-medium break-words text-brand-700 hover:underline"
    >
      {name}
      {duty.property && <span className="sr-only">, {duty.property.city}</span>}
    </Link>
  );
}

function Rule({ duty }: { duty: Duty }) {
  return (
    <p className="text-xs text-slate-600">
      {duty.rule.summary} <span className="italic">({duty.rule.source})</span>
    </p>
  );
}

/**
 * Duties as a table from 640 px and as cards below it: title, home, subject, status, due date,
 * what Keyhold computed, and the rule's source. `showHome` off on a home's own page.
 */
export function DutyList({
  duties,
  base,
  caption,
  showHome = true,
}: {
  duties: ListedDuty[];
  /** The role's compliance path, e.g. /landlord/compliance. */
  base: string;
  caption: string;
  showHome?: boolean;
}) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={caption}>
        {duties.map((d) => (
          <li key={d.key} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="duty-card">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold break-words text-slate-900">{d.title}</p>
              <DutyStatusBadge status={d.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {showHome && (
                <>
                  <dt className="text-slate-600">Home</dt>
                  <dd className="min-w-0">
                    <HomeLink duty={d} base={base} />
                  </dd>
                </>
              )}
              {d.subject && (
                <>
                  <dt className="text-slate-600">About</dt>
                  <dd className="min-w-0 break-words">{d.subject}</dd>
                </>
              )}
              <dt className="text-slate-600">Due</dt>
              <dd>
                <Due duty={d} />
              </dd>
            </dl>
            <p className="mt-2 text-sm text-slate-800">{d.detail}</p>
            <div className="mt-1">
              <Rule duty={d} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table caption={caption}>
          <thead>
            <tr>
              <Th>Duty</Th>
              {showHome && <Th>Home</Th>}
              <Th>Status</Th>
              <Th>Due</Th>
              <Th>What Keyhold computed</Th>
            </tr>
          </thead>
          <tbody>
            {duties.map((d) => (
              <tr key={d.key} data-testid="duty-row">
                <Td className="align-top">
                  <span className="font-medium text-slate-900">{d.title}</span>
                  {d.subject && <span className="block text-xs text-slate-600">{d.subject}</span>}
                </Td>
                {showHome && (
                  <Td className="align-top">
                    <HomeLink duty={d} base={base} />
                  </Td>
                )}
                <Td className="align-top">
                  <DutyStatusBadge status={d.status} />
                </Td>
                <Td className="align-top whitespace-nowrap">
                  <Due duty={d} />
                </Td>
                <Td className="align-top">
                  <p>{d.detail}</p>
                  <Rule duty={d} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
