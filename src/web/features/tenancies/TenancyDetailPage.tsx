import { useAuth } from "@web/auth/use-auth";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import NotFoundPage from "@web/shell/NotFoundPage";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { useChangeStatus, useTenancy } from "./api";
import { TenancyStatusBadge, useTenancyBase } from "./display";
import { EndTenancyDialog } from "./EndTenancyDialog";
import { TenancyView } from "./TenancyView";

export default function TenancyDetailPage() {
  const { id = "" } = useParams();
  const { base, root } = useTenancyBase();
  const tenancy = useTenancy(id);
  const change = useChangeStatus(id);
  const { user } = useAuth();
  usePageTitle(tenancy.data ? `Tenancy: ${tenancy.data.property.title}` : "Tenancy");

  if (tenancy.isError && tenancy.error instanceof ApiRequestError && tenancy.error.status === 404) {
    return <NotFoundPage />;
  }
  if (tenancy.isError) {
    return (
      <AppPage>
        <p role="alert" className="text-red-700">
          {(tenancy.error as Error).message}
        </p>
      </AppPage>
    );
  }
  if (tenancy.isPending) {
    return (
      <AppPage>
        <h1 className="sr-only">Tenancy</h1>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-28" />
        <Skeleton className="h-64" />
      </AppPage>
    );
  }
  const t = tenancy.data;
  const run = async (status: "active" | "ended") => {
    try {
      await change.mutateAsync({ status });
      toast({
        title: status === "active" ? "Tenancy activated" : "Tenancy ended",
        description:
          status === "active"
            ? `${t.property.title} is now let; rent is charged from ${t.startDate}.`
            : `${t.property.title} is available again.`,
      });
    } catch (err) {
      toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
    }
  };
  const who = t.tenant?.name ?? `${t.invitation?.email} (invited)`;
  // A landlord reading a home whose landlord account is someone else holds a share of it (a
  // co-owner): they read its figures; the server refuses any change (issue 42 item 2).
  const coOwner = user?.role === "landlord" && t.property.landlordId !== user.id;

  return (
    <AppPage>
      <Link
        to={base}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All tenancies
      </Link>
      <PageHeader
        title={t.property.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            Let to {who} <TenancyStatusBadge status={t.status} />
          </span>
        }
        actions={
          coOwner ? undefined : (
            <>
              {t.status === "draft" && (
                <>
                  <ConfirmDialog
                    trigger={<Button disabled={change.isPending}>Activate tenancy</Button>}
                    title="Activate this tenancy?"
                    description={`${t.property.title} becomes let and rent is charged from the start date. A property can have one active tenancy at a time.`}
                    confirmLabel="Activate"
                    onConfirm={() => run("active")}
                  />
                  <ConfirmDialog
                    trigger={
                      <Button variant="secondary" disabled={change.isPending}>
                        Cancel draft
                      </Button>
                    }
                    title="Cancel this draft tenancy?"
                    description="It will be marked ended without charging any rent."
                    confirmLabel="Cancel draft"
                    destructive
                    onConfirm={() => run("ended")}
                  />
                </>
              )}
              {t.status === "active" && <EndTenancyDialog tenancy={t} />}
              {t.status !== "ended" && (
                <Link
                  to={`${root}/compliance/homes/${t.property.id}`}
                  className={buttonVariants({ variant: "secondary" })}
                >
                  Compliance of this home
                </Link>
              )}
              <Link
                to={`${base}/new?propertyId=${t.property.id}`}
                className={buttonVariants({ variant: "ghost" })}
              >
                New tenancy on this property
              </Link>
            </>
          )
        }
      />
      {coOwner && (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          You own a share of this home: you can read its tenancy, payments and rent ledger. Its landlord
          account or agent records payments and makes changes.
        </p>
      )}
      <TenancyView tenancy={t} staff readOnly={coOwner} />
    </AppPage>
  );
}
