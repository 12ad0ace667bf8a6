import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { Inbox } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useParams } from "react-router";
import { useManagedProperty } from "../api";
import { useManageBase } from "../use-manage-base";
import { PropertyEditor } from "./PropertyEditor";

/** Add a property (`new`) or edit one (`:id`), for landlords, agents and admins alike. */
export default function PropertyEditorPage() {
  const { id } = useParams();
  const { base, canCreate } = useManageBase();
  const query = useManagedProperty(id);

  if (!id) {
    if (!canCreate) return <NotAllowedToCreate base={base} />;
    return <PropertyEditor key="new" base={base} />;
  }
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <AppPage>
        <PageHeader title={missing ? "Property not found" : "Property"} />
        {missing ? (
          <EmptyState icon={Inbox} title="This property doesn't exist or isn't yours to manage">
            <Link to={base} className="font-semibold text-brand-700 hover:underline">
              Back to your properties
            </Link>
          </EmptyState>
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {query.error.message}
          </p>
        )}
      </AppPage>
    );
  }
  if (!query.data) {
    return (
      <AppPage>
        <h1 className="sr-only">Loading property</h1>
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      </AppPage>
    );
  }
  return <PropertyEditor key={id} base={base} property={query.data.property} />;
}

function NotAllowedToCreate({ base }: { base: string }) {
  useEffect(() => {
    toast({
      title: "Access Denied",
      description: "Only landlords and administrators can add properties.",
      variant: "destructive",
    });
  }, []);
  return <Navigate to={base} replace />;
}
