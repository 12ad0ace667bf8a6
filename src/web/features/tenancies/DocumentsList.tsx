import { today as londonToday } from "@shared/dates";
import { complianceKinds, documentKindLabels, type TenancyDocument } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { toast } from "@web/components/ui/toast-store";
import { formatBytes } from "@web/lib/upload-queue";
import { ExternalLink, FileText, Trash2 } from "lucide-react";
import { openDocument, useDeleteDocument } from "./api";
import { ComplianceBadge, formatDay } from "./display";

function expiryState(expiresOn: string | null) {
  if (!expiresOn) return null;
  const today = londonToday();
  if (expiresOn < today) return "expired" as const;
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + 30);
  return expiresOn <= soon.toISOString().slice(0, 10) ? ("expiring" as const) : ("valid" as const);
}

/** Documents with their expiry; opened through a short-lived signed link; staff may delete. */
export function DocumentsList({
  documents,
  canDelete,
}: {
  documents: TenancyDocument[];
  canDelete: boolean;
}) {
  const del = useDeleteDocument();
  if (!documents.length) {
    return (
      <EmptyState icon={FileText} title="No documents yet">
        Tenancy agreement, gas safety certificate, EICR, EPC, inventory and deposit certificate all belong
        here.
      </EmptyState>
    );
  }
  const open = async (id: string) => {
    try {
      await openDocument(id);
    } catch (err) {
      toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
    }
  };
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {documents.map((d) => {
        const state = (complianceKinds as readonly string[]).includes(d.kind)
          ? expiryState(d.expiresOn)
          : null;
        return (
          <li key={d.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="document-row">
            <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{d.title}</p>
              <p className="text-sm text-slate-600">
                {documentKindLabels[d.kind]} · {formatBytes(d.sizeBytes)}
                {d.tenancyId ? "" : " · property document"}
                {d.expiresOn ? ` · expires ${formatDay(d.expiresOn)}` : ""}
              </p>
            </div>
            {state && <ComplianceBadge state={state} />}
            <Button size="sm" variant="secondary" onClick={() => open(d.id)} aria-label={`Open ${d.title}`}>
              <ExternalLink aria-hidden="true" /> Open
            </Button>
            {canDelete && (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="ghost" aria-label={`Delete ${d.title}`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                }
                title="Delete this document?"
                description={`${d.title} will be removed for everyone. This can't be undone.`}
                confirmLabel="Delete"
                destructive
                onConfirm={async () => {
                  try {
                    await del.mutateAsync(d.id);
                    toast({ title: "Document deleted", description: d.title });
                  } catch (err) {
                    toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
                  }
                }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
