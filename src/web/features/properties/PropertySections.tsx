import { today } from "@shared/dates";
import { furnishedLabels, propertyStatusLabels, propertyTypeLabels } from "@shared/property-vocab";
import { rentLabelLong } from "@web/components/property-display";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { formatDate, formatMoney } from "@web/lib/format";
import { Check, MapPin, Phone, UserRound } from "lucide-react";
import type { usePublicProperty } from "./api-public";

/** The sections of a property's public page. */

export type Property = NonNullable<ReturnType<typeof usePublicProperty>["data"]>["property"];

const depositText = (p: Property) =>
  p.depositAmount === null
    ? "Ask the agent"
    : p.depositAmount === 0
      ? "No deposit"
      : formatMoney(p.depositAmount, p.currency);

const availableText = (p: Property) => {
  if (p.status === "let") return "Let agreed";
  if (!p.availableFrom || p.availableFrom <= today()) return "Now";
  return `From ${formatDate(p.availableFrom)}`;
};

/** The key facts, in order; the monthly equivalent only for a weekly rent, the size when known. */
function keyFacts(p: Property): [string, string][] {
  return [
    ["Rent", rentLabelLong(p.rentAmount, p.rentPeriod, p.currency)],
    ...(p.rentPeriod === "week"
      ? ([["Monthly equivalent", `${formatMoney(p.rentPcm, p.currency)} pcm`]] as [string, string][])
      : []),
    ["Deposit", depositText(p)],
    ["Council tax", p.councilTaxBand ? `Band ${p.councilTaxBand}` : "Ask the agent"],
    ["EPC rating", p.epcRating ?? "Ask the agent"],
    ["Type", propertyTypeLabels[p.type]],
    ["Bedrooms", p.bedrooms === 0 ? "Studio" : String(p.bedrooms)],
    ["Bathrooms", String(p.bathrooms)],
    ["Furnishing", furnishedLabels[p.furnished]],
    ...(p.sizeSqm ? ([["Size", `${p.sizeSqm} m²`]] as [string, string][]) : []),
    ["Available", availableText(p)],
  ];
}

/** The title, town and outward code, the rent, and the status unless it is available. */
export function PropertyHeading({ property: p }: { property: Property }) {
  return (
    <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{p.title}</h1>
        <p className="mt-1 flex items-center gap-1 text-slate-700">
          <MapPin className="size-4" aria-hidden="true" />
          {p.city}, {p.postcode.split(" ")[0]}
        </p>
      </div>
      <div className="text-right">
        <p className="text-2xl font-bold text-slate-900">
          {rentLabelLong(p.rentAmount, p.rentPeriod, p.currency)}
        </p>
        {p.status !== "available" && (
          <Badge tone={p.status === "let" ? "neutral" : "warning"}>
            {p.status === "let" ? "Let agreed" : propertyStatusLabels[p.status]}
          </Badge>
        )}
      </div>
    </div>
  );
}

/** Key facts, the description and the features. */
export function PropertyDetails({ property: p }: { property: Property }) {
  return (
    <>
      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="text-xl font-semibold text-slate-900">
          Key facts
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {keyFacts(p).map(([label, value]) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="description-heading">
        <h2 id="description-heading" className="text-xl font-semibold text-slate-900">
          Description
        </h2>
        <div className="mt-3 space-y-3 whitespace-pre-line text-slate-800">
          {p.description || "No description yet."}
        </div>
      </section>
      {p.features.length > 0 && (
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-xl font-semibold text-slate-900">
            Features
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {p.features.map((f) => (
              <li key={f} className="flex items-center gap-2 text-slate-800">
                <Check className="size-4 text-brand-700" aria-hidden="true" /> {f}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Who lets it (agent or landlord) and their phone number. */
export function ContactCard({ contact }: { contact: Property["contact"] }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">
        {contact.role === "agent" ? "Letting agent" : "Landlord"}
      </h2>
      <p className="mt-2 flex items-center gap-2 text-slate-800">
        <UserRound className="size-4" aria-hidden="true" /> {contact.name}
      </p>
      {contact.phone && (
        <p className="mt-1 flex items-center gap-2">
          <Phone className="size-4" aria-hidden="true" />
          <a href={`tel:${contact.phone.replace(/\s/g, "")}`} className="text-brand-700 hover:underline">
            {contact.phone}
          </a>
        </p>
      )}
    </Card>
  );
}
