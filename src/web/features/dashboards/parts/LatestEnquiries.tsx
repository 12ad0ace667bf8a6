import { type EnquiryStatus, enquiryStatusLabels } from "@shared/schemas/properties";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate } from "@web/lib/format";
import { Link } from "react-router";

export function LatestEnquiries({
  enquiries,
  allHref,
}: {
  enquiries:
    | {
        id: string;
        propertyId: string;
        propertyTitle: string;
        name: string;
        status: EnquiryStatus;
        createdAt: string;
      }[]
    | undefined;
  allHref: string;
}) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Latest enquiries</h2>
        <Link to={allHref} className="text-sm font-semibold text-brand-700 hover:underline">
          All enquiries
        </Link>
      </div>
      {!enquiries ? (
        <Skeleton className="h-20" />
      ) : enquiries.length === 0 ? (
        <p className="text-sm text-slate-600">No enquiries yet. They appear here as soon as someone asks.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {enquiries.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{e.name}</span>
                <span className="block text-slate-600">
                  {e.propertyTitle} · {formatDate(e.createdAt)}
                </span>
              </span>
              <Badge tone={e.status === "new" ? "info" : "neutral"}>{enquiryStatusLabels[e.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
