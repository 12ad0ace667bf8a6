import type { EnquiryThread } from "@shared/schemas/viewings";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { useSendNewLink } from "../api";

/**
 * The applicant's private link: they read, book and answer through it without an account. If it
 * has reached someone else, staff send a new one, which ends every earlier link at once.
 */
export function ApplicantLinkCard({ enquiry }: { enquiry: EnquiryThread["enquiry"] }) {
  const send = useSendNewLink(enquiry.id);
  return (
    <Card className="h-fit min-w-0 space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Applicant's link</h2>
      <p className="text-sm text-slate-700">
        {enquiry.name} books and answers through a private link e-mailed to them. If it may have reached
        someone else, send a new one: the old link stops working at once.
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={send.isPending}>
            Send a new link
          </Button>
        }
        title="Send a new link?"
        description={`${enquiry.name} is e-mailed a new private link at ${enquiry.email}. Every earlier link stops working at once.`}
        confirmLabel="Send new link"
        onConfirm={() =>
          send.mutateAsync().then(
            () =>
              toast({
                title: "New link sent",
                description: `${enquiry.name} has been e-mailed a new link; the old one no longer works.`,
              }),
            toastError,
          )
        }
      />
    </Card>
  );
}
