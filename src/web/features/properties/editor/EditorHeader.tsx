import { type ManagedProperty, propertyStatusLabels } from "@shared/schemas/properties";
import { statusTone } from "@web/components/property-display";
import { Badge } from "@web/components/ui/badge";
import { buttonVariants } from "@web/components/ui/button-variants";
import { PageHeader } from "@web/components/ui/page-header";
import { formatDate } from "@web/lib/format";
import { ArrowLeft, Eye, Inbox } from "lucide-react";
import { Link } from "react-router";

/** Back link, title with status badges, links to enquiries and the listing, archived notice. */
export function EditorHeader({ base, property }: { base: string; property?: ManagedProperty }) {
  const archived = property?.status === "archived";
  return (
    <>
      <Link
        to={base}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All properties
      </Link>
      <PageHeader
        title={property ? property.title : "Add a property"}
        description={
          property ? (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={statusTone[property.status]}>{propertyStatusLabels[property.status]}</Badge>
              {property.published ? <Badge tone="brand">Published</Badge> : <Badge>Not published</Badge>}
              <span className="text-sm text-slate-600">Last updated {formatDate(property.updatedAt)}</span>
            </span>
          ) : (
            "Fill in the details, add photos, then save it as a draft or publish it straight away."
          )
        }
        actions={
          property && (
            <>
              <Link
                to={`${base}/enquiries?propertyId=${property.id}`}
                className={buttonVariants({ variant: "secondary" })}
              >
                <Inbox aria-hidden="true" /> Enquiries
                {property.newEnquiries > 0 && <Badge tone="brand">{property.newEnquiries} new</Badge>}
              </Link>
              <Link to={`/properties/${property.id}`} className={buttonVariants({ variant: "secondary" })}>
                <Eye aria-hidden="true" />
                {property.published && !archived ? "View listing" : "Preview"}
              </Link>
            </>
          )
        }
      />

      {archived && (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900" role="status">
          This property is archived: it is hidden from search and can't take enquiries. Restore it to make
          changes and publish it again.
        </p>
      )}
    </>
  );
}
