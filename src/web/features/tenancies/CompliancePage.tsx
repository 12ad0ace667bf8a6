import {
  type ComplianceRow,
  type ComplianceState,
  complianceKinds,
  complianceStateLabels,
  complianceStates,
  complianceValidity,
  documentKindLabels,
} from "@shared/schemas/tenancies";
import { DepositAttention } from "@web/components/attention/DepositAttention";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { Stat } from "@web/components/ui/stat";
import { Table, Td, Th } from "@web/components/ui/table";
import { usePageTitle } from "@web/lib/use-page-title";
import { Building2, FileUp } from "lucide-react";
import { Fragment, useState } from "react";
import { openDocument, useCompliance } from "./api";
import { DocumentUpload } from "./DocumentUpload";
import { ComplianceBadge, formatDay, propertyAddress } from "./display";

const shortNames = { gas_safety: "Gas safety", eicr: "EICR", epc: "EPC" } as const;

export default function CompliancePage() {
  usePageTitle("Compliance");
  const compliance = useCompliance();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [uploadFor, setUploadFor] = useState<string | null>(null);
  const rows = compliance.data?.items ?? [];
  const counts = Object.fromEntries(complianceStates.map((s) => [s, 0])) as Record<ComplianceState, number>;
  for (const r of rows) for (const i of r.items) counts[i.state]++;
  const needsAttention = (r: ComplianceRow) => r.items.some((i) => i.state !== "valid");
  const shown = onlyProblems ? rows.filter(needsAttention) : rows;

  return (
    <AppPage>
      <PageHeader
        title="Compliance"
        description={`Gas safety (every ${complianceValidity.gas_safety.label}), EICR (${complianceValidity.eicr.label}) and EPC (${complianceValidity.epc.label}) for each property. We e-mail you 30 and 7 days before a certificate expires.`}
      />
      <DepositAttention heading="h2" />
      {compliance.isPending ? (
        <Skeleton className="h-64" />
      ) : compliance.isError ? (
        <p role="alert" className="text-red-700">
          {compliance.error.message}
        </p>
      ) : !rows.length ? (
        <EmptyState icon={Building2} title="No properties yet">
          Add a property and upload its certificates to follow them here.
        </EmptyState>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {complianceStates.map((s) => (
              <Stat key={s} label={complianceStateLabels[s]} value={counts[s]} hint="certificates" />
            ))}
          </dl>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={onlyProblems}
              onChange={(e) => setOnlyProblems(e.target.checked)}
            />
            Only properties that need attention
          </label>
          {!shown.length ? (
            <EmptyState icon={Building2} title="Everything is valid">
              No certificate is missing, expired or expiring within 30 days.
            </EmptyState>
          ) : (
            <Table caption="Certificates per property">
              <thead>
                <tr>
                  <Th>Property</Th>
                  {complianceKinds.map((k) => (
                    <Th key={k}>{shortNames[k]}</Th>
                  ))}
                  <Th>
                    <span className="sr-only">Upload</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <Fragment key={r.property.id}>
                    <tr data-testid="compliance-row">
                      <Td>
                        <span className="font-semibold text-slate-900">{r.property.title}</span>
                        <p className="text-xs text-slate-600">{propertyAddress(r.property)}</p>
                      </Td>
                      {r.items.map((i) => (
                        <Td key={i.kind}>
                          <ComplianceBadge state={i.state} />
                          {i.expiresOn && (
                            <p className="mt-1 text-xs text-slate-600">
                              {i.state === "expired" ? "Expired" : "Expires"} {formatDay(i.expiresOn)}
                            </p>
                          )}
                          {i.documentId && (
                            <button
                              type="button"
                              className="mt-1 text-xs font-semibold text-brand-700 hover:underline"
                              onClick={() => void openDocument(i.documentId!)}
                            >
                              Open
                              <span className="sr-only">
                                {" "}
                                {documentKindLabels[i.kind]} for {r.property.title}
                              </span>
                            </button>
                          )}
                        </Td>
                      ))}
                      <Td>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-expanded={uploadFor === r.property.id}
                          onClick={() => setUploadFor(uploadFor === r.property.id ? null : r.property.id)}
                        >
                          <FileUp aria-hidden="true" /> Upload
                          <span className="sr-only"> a certificate for {r.property.title}</span>
                        </Button>
                      </Td>
                    </tr>
                    {uploadFor === r.property.id && (
                      <tr>
                        <td colSpan={5} className="border-b border-slate-100 bg-slate-50 p-4">
                          <Card className="p-4">
                            <DocumentUpload
                              target={{ propertyId: r.property.id }}
                              defaultKind={r.items.find((i) => i.state !== "valid")?.kind ?? "gas_safety"}
                              onDone={() => setUploadFor(null)}
                            />
                          </Card>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </AppPage>
  );
}
