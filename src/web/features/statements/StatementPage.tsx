import { monthLabel } from "@shared/schemas/statements";
import { useAuth } from "@web/auth/use-auth";
import { MoneyNav, moneyPath } from "@web/components/money/MoneyNav";
import { buttonVariants } from "@web/components/ui/button-variants";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { FileDown } from "lucide-react";
import { Link, useParams } from "react-router";
import { statementPdfUrl, useStatement } from "./api";
import { StatementFigures } from "./StatementFigures";

/** One owner statement: its homes and lines, the totals, and its PDF. */
export default function StatementPage() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  const role = user?.role ?? "landlord";
  const q = useStatement(id);
  const s = q.data?.statement;
  usePageTitle(s ? `Owner statement ${monthLabel(s.month)}` : "Owner statement");
  return (
    <AppPage>
      <PageHeader
        title={s ? `Owner statement: ${monthLabel(s.month)}` : "Owner statement"}
        description={
          s ? `${s.ownerName} · ${s.homeCount} ${s.homeCount === 1 ? "home" : "homes"}` : undefined
        }
        actions={
          s && (
            <a href={statementPdfUrl(s.id)} target="_blank" rel="noreferrer" className={buttonVariants()}>
              <FileDown aria-hidden="true" /> Open the PDF
            </a>
          )
        }
      />
      <MoneyNav role={role} />
      <Link to={moneyPath(role, "statements")} className="text-sm font-semibold text-brand-700 underline">
        All statements
      </Link>
      {q.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {q.error.message}
        </p>
      ) : !s ? (
        <Skeleton className="h-64" />
      ) : (
        <StatementFigures statement={s} />
      )}
      <p className="text-sm text-slate-700">Keyhold records and computes; not tax advice.</p>
    </AppPage>
  );
}
