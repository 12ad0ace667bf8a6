import { today } from "@shared/dates";
import { serviceMethodPhrases } from "@shared/schemas/compliance";
import type { Certificate, CertificateKind } from "@shared/schemas/compliance-records";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toastError } from "@web/lib/form-errors";
import { formatDate, formatDay } from "@web/lib/format";
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { useCertificates, useOpenCertificate } from "./api";

const kindLabels: Record<CertificateKind, string> = {
  gas_safety: "Gas safety record",
  eicr: "Electrical safety report (EICR)",
  epc: "Energy performance certificate (EPC)",
  licence: "Licence",
};

/** "Your home's safety certificates": each with its dates, when and how it was given, and a button to open it. */
export function TenantCertificates({ tenancyId }: { tenancyId: string }) {
  const list = useCertificates(tenancyId);
  const open = useOpenCertificate(tenancyId);
  return (
    <Card>
      <section id="certificates" aria-labelledby="certificates-title" className="space-y-3">
        <div>
          <h2 id="certificates-title" className="text-lg font-semibold text-slate-900">
            Your home's safety certificates
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            The latest certificates your landlord or agent has filed for your home. Opening one here lets them
            know you have received it.
          </p>
        </div>
        {list.isPending ? (
          <Skeleton className="h-24" />
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            {list.error.message}
          </p>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-slate-700">
            No certificates have been filed for your home yet. If you need the gas safety record, electrical
            report or EPC, ask your landlord or agent through a support request.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {list.data.map((c) => (
              <CertificateRow key={`${c.kind}-${c.documentId ?? c.detail}`} c={c} onOpen={open} />
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-700">
          A smoke or carbon monoxide alarm not working?{" "}
          <Link
            to="/support/tickets/create?category=safety_alarm"
            className={buttonVariants({ variant: "link" })}
          >
            Report an alarm fault
          </Link>
        </p>
      </section>
    </Card>
  );
}

function CertificateRow({ c, onOpen }: { c: Certificate; onOpen: (documentId: string) => Promise<void> }) {
  const expired = c.expiresOn !== null && c.expiresOn < today();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">
          {kindLabels[c.kind]}
          {c.detail && <span className="font-normal text-slate-700"> · {c.detail}</span>}
        </p>
        <p className="text-sm text-slate-700">
          {c.issuedOn ? `Dated ${formatDay(c.issuedOn)}` : "No date given"}
          {c.expiresOn && `, ${expired ? "expired" : "valid until"} ${formatDay(c.expiresOn)}`}{" "}
          {expired && <Badge tone="danger">Expired</Badge>}
        </p>
        {c.served.length === 0 ? (
          <p className="text-sm text-slate-600">Not recorded as given to you yet.</p>
        ) : (
          c.served.map((s) => (
            <p key={`${s.servedOn}-${s.method}`} className="text-sm text-slate-700">
              Given to you {formatDay(s.servedOn)}, {serviceMethodPhrases[s.method]}
              {s.acknowledgedAt && `; you opened it ${formatDate(s.acknowledgedAt)}`}
            </p>
          ))
        )}
      </div>
      {c.documentId && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onOpen(c.documentId!).catch(toastError)}
          aria-label={`Open the ${kindLabels[c.kind].toLowerCase()}`}
        >
          <FileText aria-hidden="true" /> Open
        </Button>
      )}
    </li>
  );
}
