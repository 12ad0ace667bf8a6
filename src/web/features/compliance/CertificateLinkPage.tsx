import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiRequestError } from "@web/lib/api";
import { formatDate, formatDay } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { CircleAlert, Download } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { certificateLinkFileUrl, useCertificateLink } from "./records/records-api";

/**
 * /certificate/:token: a certificate e-mailed to a tenant who has not joined Keyhold. No account
 * needed; the link is the key to this one document. Downloading it is recorded as their
 * acknowledgement (the server does it when the file is fetched, not when this page is shown).
 * Kept out of search engines and never sends a Referer (the server's headers and these meta tags).
 */
export default function CertificateLinkPage() {
  const { token = "" } = useParams();
  const certificate = useCertificateLink(token);
  const [opened, setOpened] = useState(false);
  usePageTitle("Your certificate");
  const c = certificate.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {certificate.isPending ? (
        <>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40" />
        </>
      ) : certificate.isError || !c ? (
        <Card className="flex items-start gap-3">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          <div>
            <h1 className="text-xl font-semibold text-slate-900">This link does not work</h1>
            <p className="mt-1 text-slate-700">
              {certificate.error instanceof ApiRequestError && certificate.error.status === 404
                ? "It may have expired. Ask your landlord or agent to send the certificate again."
                : "We could not load the certificate. Check your connection and try again."}
            </p>
          </div>
        </Card>
      ) : (
        <>
          <div>
            <p className="text-sm font-medium text-slate-600">{c.kindLabel}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900">{c.title}</h1>
          </div>
          <Card className="space-y-4">
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
              <dt className="font-medium text-slate-600">Dated</dt>
              <dd className="text-slate-900">{c.issuedOn ? formatDay(c.issuedOn) : "No date given"}</dd>
              <dt className="font-medium text-slate-600">Next due</dt>
              <dd className="text-slate-900">{c.expiresOn ? formatDay(c.expiresOn) : "Not given"}</dd>
            </dl>
            <a
              className={buttonVariants()}
              href={certificateLinkFileUrl(token)}
              rel="noreferrer"
              onClick={() => setOpened(true)}
            >
              <Download aria-hidden="true" /> Download the certificate
            </a>
            {opened && (
              <p role="status" className="text-sm text-slate-700">
                Downloading. Your landlord or agent can see that you have received it.
              </p>
            )}
            <p className="text-xs text-slate-600">
              Downloading it lets your landlord or agent know you have received it. This link is yours and
              works until {formatDate(c.linkExpiresAt)}: please do not share it.
            </p>
          </Card>
        </>
      )}
    </div>
  );
}
