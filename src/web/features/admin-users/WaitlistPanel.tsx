import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { NativeSelect } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { useInvite, useWaitlist } from "./api";

type InviteRole = "landlord" | "tenant" | "agent";

export function WaitlistPanel() {
  const waitlist = useWaitlist();
  const invite = useInvite();
  const [roles, setRoles] = useState<Record<string, InviteRole>>({});

  const send = async (email: string) => {
    try {
      const res = await invite.mutateAsync({ email, role: roles[email] ?? "landlord" });
      toast({
        title: "Invitation sent",
        description: `${res.email} can sign up until ${formatDate(res.expiresAt)}.`,
      });
    } catch (err) {
      toast({
        title: "Error",
        description: err instanceof ApiRequestError ? err.message : String(err),
        variant: "destructive",
      });
    }
  };

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Early-access waitlist</h2>
        <p className="text-sm text-slate-600">
          People who asked for early access. An invitation e-mails them a sign-up link that works for 14 days
          (needed when sign-up is by invitation only).
        </p>
      </div>
      {waitlist.isPending ? (
        <Skeleton className="h-24" />
      ) : !waitlist.data?.items.length ? (
        <EmptyState icon={Inbox} title="Nobody is waiting">
          Requests from the contact form's "Early access" topic appear here.
        </EmptyState>
      ) : (
        <Table caption="Waitlist">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>E-mail</Th>
              <Th>Joined</Th>
              <Th>Status</Th>
              <Th>Invite as</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {waitlist.data.items.map((w) => (
              <tr key={w.id}>
                <Td className="font-medium">{w.name}</Td>
                <Td className="break-all">{w.email}</Td>
                <Td>{formatDate(w.createdAt)}</Td>
                <Td>
                  {w.invitedAt ? (
                    <Badge tone="info">Invited {formatDate(w.invitedAt)}</Badge>
                  ) : (
                    <Badge>Waiting</Badge>
                  )}
                </Td>
                <Td>
                  <NativeSelect
                    aria-label={`Invite ${w.name} as`}
                    className="h-9 w-36"
                    value={roles[w.email] ?? "landlord"}
                    onChange={(e) => setRoles((r) => ({ ...r, [w.email]: e.target.value as InviteRole }))}
                  >
                    <option value="landlord">Landlord</option>
                    <option value="tenant">Tenant</option>
                    <option value="agent">Agent</option>
                  </NativeSelect>
                </Td>
                <Td className="text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={invite.isPending}
                    onClick={() => void send(w.email)}
                  >
                    {w.invitedAt ? "Invite again" : "Send invitation"}
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
