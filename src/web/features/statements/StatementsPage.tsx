import type { StatementSummary } from "@shared/schemas/statements";
import { monthLabel } from "@shared/schemas/statements";
import { useAuth } from "@web/auth/use-auth";
import { MoneyNav, moneyPath } from "@web/components/money/MoneyNav";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { statementPdfUrl, useStatementOwners, useStatements } from "./api";
import { MakeStatementForm } from "./MakeStatementForm";

const paidOut = (s: StatementSummary) =>
  s.paidOutMinor < 0 ? `${formatMoney(-s.paidOutMinor)} owed` : formatMoney(s.paidOutMinor);

/** Owner statements: make one, and the history (month, owner, totals, PDF). */
export default function StatementsPage() {
  usePageTitle("Owner statements");
  const { user } = useAuth();
  const role = user?.role ?? "landlord";
  const base = moneyPath(role, "statements");
  const { values, set } = useSearchState(["page"]);
  const page = Math.max(1, Number(values.page) || 1);
  const q = useStatements(page, "");
  const d = q.data;
  const owners = useStatementOwners().data?.items;
  return (
    <AppPage>
      <PageHeader
        title="Owner statements"
        description="Each month's rent collected, agent fees, expenses paid from rent and the amount paid out, per owner. Made on the 1st for last month and e-mailed to the owner."
      />
      <MoneyNav role={role} />
      {owners && <MakeStatementForm owners={owners} pickOwner={role !== "landlord"} base={base} />}
      {q.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {q.error.message}
        </p>
      ) : !d ? (
        <Skeleton className="h-64" />
      ) : d.items.length === 0 ? (
        <EmptyState icon={FileText} title="No statements yet">
          {owners?.length
            ? "Make last month's statement above; from now on they are made on the 1st of each month."
            : "Statements appear once you own or manage a home: add a property first."}
        </EmptyState>
      ) : (
        <div aria-busy={q.isFetching} className="space-y-3">
          <ul className="space-y-3 sm:hidden" aria-label="Statements">
            {d.items.map((s) => (
              <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <Link to={`${base}/${s.id}`} className="font-semibold text-brand-700 underline">
                  {monthLabel(s.month)}
                </Link>
                <p className="text-sm text-slate-700">{s.ownerName}</p>
                <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
                  <dt>Rent</dt>
                  <dd className="text-right tabular-nums">{formatMoney(s.rentMinor)}</dd>
                  <dt>Fees and expenses</dt>
                  <dd className="text-right tabular-nums">{formatMoney(s.feesMinor + s.expensesMinor)}</dd>
                  <dt className="font-semibold">Paid out</dt>
                  <dd className="text-right font-semibold tabular-nums">{paidOut(s)}</dd>
                </dl>
                <a
                  href={statementPdfUrl(s.id)}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-2 inline-block text-sm underline"
                >
                  PDF
                  <span className="sr-only">
                    {" "}
                    of {monthLabel(s.month)} for {s.ownerName}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <Table caption="Owner statements">
              <thead>
                <tr>
                  <Th>Month</Th>
                  <Th>Owner</Th>
                  <Th className="text-right">Rent</Th>
                  <Th className="text-right">Fees</Th>
                  <Th className="text-right">Expenses</Th>
                  <Th className="text-right">Paid out</Th>
                  <Th>PDF</Th>
                </tr>
              </thead>
              <tbody>
                {d.items.map((s) => (
                  <tr key={s.id}>
                    <Td>
                      <Link to={`${base}/${s.id}`} className="font-semibold text-brand-700 underline">
                        {monthLabel(s.month)}
                      </Link>
                    </Td>
                    <Td>{s.ownerName}</Td>
                    <Td className="text-right tabular-nums">{formatMoney(s.rentMinor)}</Td>
                    <Td className="text-right tabular-nums">{formatMoney(s.feesMinor)}</Td>
                    <Td className="text-right tabular-nums">{formatMoney(s.expensesMinor)}</Td>
                    <Td className="text-right font-semibold tabular-nums">{paidOut(s)}</Td>
                    <Td>
                      <a href={statementPdfUrl(s.id)} target="_blank" rel="noreferrer" className="underline">
                        PDF
                        <span className="sr-only">
                          {" "}
                          of {monthLabel(s.month)} for {s.ownerName}
                        </span>
                      </a>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <Pagination
            page={page}
            pageSize={d.pageSize}
            total={d.total}
            noun="statements"
            onPageChange={(p) => set({ page: String(p) })}
          />
        </div>
      )}
      <p className="text-sm text-slate-700">Keyhold records and computes; not tax advice.</p>
    </AppPage>
  );
}
