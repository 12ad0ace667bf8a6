import type { Role } from "@shared/permissions";
import { MoneyNav } from "@web/components/money/MoneyNav";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { usePageTitle } from "@web/lib/use-page-title";
import { BankLines } from "./BankLines";
import { StatementUpload } from "./StatementUpload";

/** Bank reconciliation: import a statement, confirm or correct what Keyhold proposes. */
export default function BankPage({ role }: { role: Role }) {
  usePageTitle("Bank reconciliation");
  return (
    <AppPage>
      <PageHeader
        title="Bank reconciliation"
        description="Import your bank statement; confirm the rent and expenses Keyhold finds in it."
      />
      <MoneyNav role={role} />
      <p className="text-sm text-slate-700">
        A confirmed rent line records a completed bank-transfer payment on the tenancy; a line confirmed twice
        records nothing new. Keyhold proposes a match only when the reference, the tenant's name or the
        address says so; it records and computes, and gives no tax or legal advice.
      </p>
      <StatementUpload />
      <BankLines />
    </AppPage>
  );
}
