import { formatSortCode, type TenancyContacts } from "@shared/schemas/tenancy-contacts";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate } from "@web/lib/format";
import type { ReactNode } from "react";
import { rentTerms } from "../display";
import { useTenancyContacts } from "./api";
import { ContactsForm } from "./ContactsForm";

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2 lg:col-span-4" : "min-w-0"}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const Email = ({ to }: { to: string }) => (
  <a href={`mailto:${to}`} className="block break-all text-brand-700 underline-offset-2 hover:underline">
    {to}
  </a>
);
const Phone = ({ to }: { to: string }) => (
  <a href={`tel:${to.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline-offset-2 hover:underline">
    {to}
  </a>
);

function Who({ c }: { c: TenancyContacts }) {
  const d = c.details;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      {c.agency && (
        <Item label="Letting agency">
          <span className="flex items-center gap-2">
            {c.agency.logoUrl && (
              <img src={c.agency.logoUrl} alt="" className="h-8 max-w-32 object-contain" />
            )}
            {c.agency.name}
          </span>
        </Item>
      )}
      {c.agent ? (
        <Item label="Managed by (agent)">
          {c.agent.name}
          {c.agent.email && <Email to={c.agent.email} />}
        </Item>
      ) : null}
      <Item label={c.agent ? "Landlord" : "Managed by (landlord)"}>
        {c.landlord.name}
        {c.landlord.email && <Email to={c.landlord.email} />}
      </Item>
      {d.phone && (
        <Item label="Phone">
          <Phone to={d.phone} />
        </Item>
      )}
      {d.emergencyPhone && (
        <Item label="Emergency repairs">
          <Phone to={d.emergencyPhone} />
        </Item>
      )}
      {d.noticeAddress && (
        <Item label="Address for notices">
          <span className="whitespace-pre-line">{d.noticeAddress}</span>
        </Item>
      )}
    </dl>
  );
}

/** The rent's amount and rhythm, from the tenancy itself: what the payment details must agree with. */
export type RentSchedule = Parameters<typeof rentTerms>[0];

function Pay({ c, rent }: { c: TenancyContacts; rent: RentSchedule }) {
  const d = c.details;
  if (!d.accountNumber && !d.instructions) return null;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <Item label="Amount and when" wide>
        {rentTerms(rent)}
      </Item>
      {d.accountName && <Item label="Account name">{d.accountName}</Item>}
      {d.sortCode && (
        <Item label="Sort code">
          <span className="font-mono">{formatSortCode(d.sortCode)}</span>
        </Item>
      )}
      {d.accountNumber && (
        <Item label="Account number">
          <span className="font-mono">{d.accountNumber}</span>
        </Item>
      )}
      {d.reference && (
        <Item label="Reference">
          <span className="font-mono">{d.reference}</span>
        </Item>
      )}
      {d.instructions && (
        <Item label="Instructions" wide>
          <span className="whitespace-pre-line">{d.instructions}</span>
        </Item>
      )}
    </dl>
  );
}

/**
 * Who manages the home, how to reach them and how to pay the rent: the tenant's view, which staff
 * see as it stands and edit (issue 18 item 5).
 */
export function ContactsSection({
  tenancyId,
  staff,
  rent,
}: {
  tenancyId: string;
  staff: boolean;
  rent: RentSchedule;
}) {
  const contacts = useTenancyContacts(tenancyId);
  const title = staff ? "What the tenant sees: contacts and paying rent" : "Contacts and paying rent";
  if (contacts.isPending) return <Skeleton className="h-40" />;
  if (contacts.isError) {
    return (
      <p role="alert" className="text-red-700">
        {contacts.error.message}
      </p>
    );
  }
  const saved = contacts.data.updatedAt !== null;
  // A suggestion copied from another tenancy is the form's starting point, not what the tenant sees.
  const c: TenancyContacts = saved
    ? contacts.data
    : {
        ...contacts.data,
        details: Object.fromEntries(
          Object.keys(contacts.data.details).map((k) => [k, null]),
        ) as TenancyContacts["details"],
      };
  const manager = c.agent?.name ?? c.landlord.name;
  return (
    <section aria-labelledby="tenancy-contacts" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tenancy-contacts" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {staff && <ContactsForm tenancyId={tenancyId} contacts={contacts.data} />}
      </div>
      <Card className="space-y-5">
        <Who c={c} />
        {c.details.accountNumber || c.details.instructions ? (
          <div className="space-y-3 border-t border-slate-200 pt-4">
            <h3 className="text-sm font-semibold text-slate-900">Pay your rent to</h3>
            <Pay c={c} rent={rent} />
          </div>
        ) : (
          <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
            {staff
              ? "No payment details saved yet: add the bank account and reference the tenant should pay the rent into."
              : `No payment details have been added yet. Ask ${manager} how to pay your rent.`}
          </p>
        )}
        {staff && !c.details.noticeAddress && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            No address for notices yet. A landlord in England or Wales must give the tenant an address there
            at which notices can be served (Landlord and Tenant Act 1987 s.48). Keyhold records it; this is
            not legal advice.
          </p>
        )}
        {saved && (
          <p className="text-xs text-slate-600">
            Last updated {formatDate(c.updatedAt!, { dateStyle: "long", timeZone: "Europe/London" })}
          </p>
        )}
      </Card>
    </section>
  );
}
