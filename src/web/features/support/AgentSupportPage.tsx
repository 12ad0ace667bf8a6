import { buttonVariants } from "@web/components/ui/button-variants";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { usePageTitle } from "@web/lib/use-page-title";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { StaffQueue } from "./StaffQueue";

export default function AgentSupportPage() {
  usePageTitle("Support queue");
  return (
    <AppPage>
      <PageHeader
        title="Support queue"
        description="Requests about the properties you manage and tickets assigned to you, most urgent first."
        actions={
          <Link to="/support/tickets/create" className={buttonVariants()}>
            <Plus aria-hidden="true" /> New ticket
          </Link>
        }
      />
      <StaffQueue />
    </AppPage>
  );
}
