import {
  type ComplianceKind,
  complianceKinds,
  documentKindLabels,
  type TenancyDocument,
} from "@shared/schemas/tenancies";
import { DocumentUpload } from "@web/components/documents/DocumentUpload";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useUploadDocument } from "@web/lib/documents";
import { formatDay } from "@web/lib/format";
import { FileUp } from "lucide-react";
import { useState } from "react";
import { AlarmChecksSection } from "./AlarmChecksSection";
import { LicencesSection } from "./LicencesSection";
import { RecordSection } from "./RecordSection";
import { RemedialForm } from "./RemedialForm";
import { RightToRentSection } from "./RightToRentSection";
import { useHomeDocuments, useHomeTenancies } from "./records-api";
import { ServeDocumentDialog, ServedList, type TenancyChoice } from "./ServeDocumentDialog";

/**
 * The compliance records of one home: its licences, its certificates with their service on the
 * tenants (and an EICR's remedial work), and per current tenancy its alarm and Right to Rent checks.
 */
/**
 * What was just uploaded, said where the upload happened and kept until dismissed (issue 42 item
 * 10: a toast alone was easy to miss): the certificate, its dates and the next step.
 */
function UploadedNotice({ doc, onDismiss }: { doc: TenancyDocument; onDismiss: () => void }) {
  const certificate = (complianceKinds as readonly string[]).includes(doc.kind);
  return (
    <div
      role="status"
      className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900"
    >
      <p className="min-w-0 break-words">
        <span className="font-semibold">Uploaded: {documentKindLabels[doc.kind]}</span> ({doc.title})
        {doc.issuedOn ? `, dated ${formatDay(doc.issuedOn)}` : ""}
        {doc.expiresOn ? `, next due ${formatDay(doc.expiresOn)}` : ""}.{" "}
        {certificate
          ? "The compliance clock counts it now. Next, record when each tenant was given it."
          : "It is filed with this home's documents."}
      </p>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}

export function HomeRecords({ propertyId }: { propertyId: string }) {
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<TenancyDocument | null>(null);
  const upload = useUploadDocument();
  const tenancies = useHomeTenancies(propertyId);
  const docs = useHomeDocuments(propertyId);
  if (tenancies.isPending || docs.isPending) return <Skeleton className="h-64" />;
  const error = tenancies.error ?? docs.error;
  if (error || !tenancies.data || !docs.data) {
    return (
      <p role="alert" className="text-red-700">
        {error?.message ?? "The records could not be loaded."}
      </p>
    );
  }
  const choices: TenancyChoice[] = tenancies.data.map((t) => ({
    id: t.id,
    label: `${t.tenant?.name ?? t.invitation?.email ?? "Tenant"} (${t.status}, from ${formatDay(t.startDate)})`,
    joined: !!t.tenant,
    email: t.tenant?.email ?? t.invitation?.email ?? null,
  }));
  // The latest of each certificate: what the tenants must have been given.
  const latest = complianceKinds.flatMap((kind: ComplianceKind) => {
    const ofKind = docs.data
      .filter((d) => d.kind === kind)
      .sort((a, b) => (b.issuedOn ?? b.createdAt).localeCompare(a.issuedOn ?? a.createdAt));
    return ofKind[0] ?? [];
  });
  return (
    <div className="space-y-6">
      <RecordSection
        title="Certificates given to tenants"
        intro="The latest gas safety record, EICR and EPC of this home: upload each new one here, then record when and how each tenant was given it."
        action={
          !uploading && (
            <Button
              variant="secondary"
              onClick={() => {
                setUploaded(null);
                setUploading(true);
              }}
            >
              <FileUp aria-hidden="true" /> Upload a certificate
            </Button>
          )
        }
      >
        {uploaded && <UploadedNotice doc={uploaded} onDismiss={() => setUploaded(null)} />}
        {uploading && (
          <div className="rounded-lg border border-slate-200 p-4">
            <DocumentUpload
              target={{ propertyId }}
              upload={upload}
              defaultKind="gas_safety"
              onDone={(doc) => {
                setUploading(false);
                if (doc) setUploaded(doc);
              }}
            />
          </div>
        )}
        {latest.length === 0 ? (
          <p className="text-sm text-slate-700">
            No gas safety record, EICR or EPC uploaded yet: upload each one with its date, then record when
            each tenant was given it.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {latest.map((d) => (
              <li key={d.id} className="space-y-2 py-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      {documentKindLabels[d.kind]}: {d.title}
                    </p>
                    <p className="text-sm text-slate-700">
                      {d.issuedOn ? `Dated ${formatDay(d.issuedOn)}` : "No date given"}
                      {d.expiresOn ? `, next due ${formatDay(d.expiresOn)}` : ""}
                    </p>
                  </div>
                  <ServeDocumentDialog document={d} tenancies={choices} />
                </div>
                <ServedList documentId={d.id} />
                {d.kind === "eicr" && (
                  <div className="rounded-lg border border-slate-200 p-3">
                    <RemedialForm eicr={d} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </RecordSection>
      <LicencesSection propertyId={propertyId} documents={docs.data} />
      {tenancies.data.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-700">
            No current tenancy in this home. Alarm checks and Right to Rent checks are recorded per tenancy:
            add the tenancy first.
          </p>
        </Card>
      ) : (
        tenancies.data.map((t) => (
          <RecordSection
            key={t.id}
            title={`Checks for ${t.tenant?.name ?? t.invitation?.email ?? "the tenancy"}`}
            intro={`Tenancy from ${formatDay(t.startDate)} (${t.status}).`}
          >
            <h4 className="font-semibold text-slate-900">Smoke and carbon monoxide alarms</h4>
            <AlarmChecksSection tenancyId={t.id} />
            <h4 className="pt-2 font-semibold text-slate-900">Right to Rent</h4>
            <RightToRentSection tenancyId={t.id} />
          </RecordSection>
        ))
      )}
    </div>
  );
}
