import { JURISDICTION_NAMES } from "@shared/law/jurisdictions";
import type { HomeCompliance } from "@shared/schemas/compliance";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { Link } from "react-router";

const orUnknown = (v: number | null, unit: string) => (v === null ? "Not recorded" : `${v} ${unit}`);

/**
 * The facts the home's duties are derived from, with the way to correct them in the property
 * editor: a wrong fact (gas supply, occupiers) makes a wrong duty.
 */
export function HomeFactsSummary({
  property,
  editPath,
}: {
  property: HomeCompliance["property"];
  editPath: string;
}) {
  const facts: [string, string][] = [
    ["Law", JURISDICTION_NAMES[property.jurisdiction]],
    [
      "Gas supply",
      property.gasSupply === null
        ? "Not recorded (treated as having gas)"
        : property.gasSupply
          ? "Yes"
          : "No gas supply",
    ],
    ["Storeys", orUnknown(property.storeys, property.storeys === 1 ? "storey" : "storeys")],
    [
      "Rooms with a fixed combustion appliance",
      property.combustionApplianceRooms === null ? "Not recorded" : String(property.combustionApplianceRooms),
    ],
    [
      "Occupiers",
      property.occupiers === null
        ? "Not recorded"
        : `${property.occupiers} ${property.occupiers === 1 ? "person" : "people"} in ${property.households ?? 0} ${property.households === 1 ? "household" : "households"}`,
    ],
    ["EPC rating", property.epcRating ?? "Not recorded"],
  ];
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Home facts</h2>
        <Link to={editPath} className={buttonVariants({ variant: "secondary", size: "sm" })}>
          Edit the home's facts
        </Link>
      </div>
      <p className="text-sm text-slate-600">The duties above are worked out from these facts.</p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-1">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
