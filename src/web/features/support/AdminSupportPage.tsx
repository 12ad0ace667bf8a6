import { buttonVariants } from "@web/components/ui/button-variants";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { usePageTitle } from "@web/lib/use-page-title";
import { cn } from "@web/lib/utils";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { ContactMessagesPanel } from "./ContactMessagesPanel";
import { StaffQueue } from "./StaffQueue";

const sections = [
  { id: "tickets", label: "Ticket queue" },
  { id: "messages", label: "Contact messages" },
  { id: "waitlist", label: "Waitlist" },
] as const;

/**
 * The admin's support desk. The early-access waitlist belongs to the admin back office
 * (admin-users): the router composes it in as `waitlist`, so no feature imports another.
 */
export default function AdminSupportPage({ waitlist }: { waitlist?: ReactNode }) {
  usePageTitle("Support");
  const [params, setParams] = useSearchParams();
  const shown = sections.filter((s) => s.id !== "waitlist" || waitlist);
  const section = shown.find((s) => s.id === params.get("section"))?.id ?? "tickets";
  return (
    <AppPage>
      <PageHeader
        title="Support"
        description="Every ticket across Keyhold, messages from the contact page and the early-access waitlist."
        actions={
          <Link to="/support/tickets/create" className={buttonVariants()}>
            <Plus aria-hidden="true" /> New ticket
          </Link>
        }
      />
      <nav aria-label="Support sections" className="flex flex-wrap gap-2">
        {shown.map((s) => (
          <button
            key={s.id}
            type="button"
            aria-current={section === s.id ? "page" : undefined}
            // Switching section starts its own filters afresh.
            onClick={() => setParams(s.id === "tickets" ? {} : { section: s.id })}
            className={cn(buttonVariants({ variant: section === s.id ? "default" : "secondary" }))}
          >
            {s.label}
          </button>
        ))}
      </nav>
      {section === "tickets" && <StaffQueue />}
      {section === "messages" && <ContactMessagesPanel />}
      {section === "waitlist" && waitlist}
    </AppPage>
  );
}
