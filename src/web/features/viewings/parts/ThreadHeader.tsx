import { enquiryStatusLabels } from "@shared/property-vocab";
import type { EnquiryThread } from "@shared/schemas/viewings";
import { Badge } from "@web/components/ui/badge";
import { formatLondonDateTime } from "@web/lib/format";
import { ArrowLeft, Mail, Phone } from "lucide-react";
import { Link } from "react-router";

const tone = { new: "brand", contacted: "info", viewing_booked: "success", closed: "neutral" } as const;

/** Who enquired, about which home, where the enquiry stands and how to reach them. */
export function ThreadHeader({ thread, manageBase }: { thread: EnquiryThread; manageBase: string }) {
  const e = thread.enquiry;
  return (
    <div className="space-y-3">
      <Link
        to={`${manageBase}/enquiries`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to enquiries
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {e.name}
          </h1>
          <p className="mt-1 text-slate-700">
            Enquiry about{" "}
            <Link
              to={`${manageBase}/${e.property.id}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {e.property.title}
            </Link>
            , {e.property.city}, received {formatLondonDateTime(e.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={tone[e.status]}>{enquiryStatusLabels[e.status]}</Badge>
          {thread.letAgreed && <Badge tone="warning">Let agreed</Badge>}
        </div>
      </div>
      <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6" aria-label="Contact">
        <li className="flex min-w-0 items-center gap-2">
          <Mail className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <a href={`mailto:${e.email}`} className="break-all text-brand-700 hover:underline">
            {e.email}
          </a>
        </li>
        {e.phone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <a href={`tel:${e.phone.replace(/\s/g, "")}`} className="text-brand-700 hover:underline">
              {e.phone}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
