import { isRole, type Role, roleLabels, roles } from "@shared/permissions";
import type { AdminUser, Paged } from "@shared/schemas/admin";
import { useAuth } from "@web/auth/use-auth";
import { actionsHeader, DataList, type ListQuery } from "@web/components/data-list";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { Users } from "lucide-react";
import { useState } from "react";
import { useChangeRole, useSetSuspended } from "./api";

const failed = (err: unknown) =>
  toast({
    title: "Error",
    description: err instanceof ApiRequestError ? err.message : String(err),
    variant: "destructive",
  });

export function UsersTable({ users }: { users: ListQuery<Paged<AdminUser>> }) {
  const { user: me } = useAuth();
  const changeRole = useChangeRole();
  const setSuspended = useSetSuspended();
  // Promoting to Administrator is asked about first (and the server asks for the password again).
  const [promoting, setPromoting] = useState<AdminUser | null>(null);

  const onRole = async (u: AdminUser, role: Role) => {
    try {
      await changeRole.mutateAsync({ id: u.id, role });
      toast({ title: "Role changed", description: `${u.name} is now ${roleLabels[role].toLowerCase()}.` });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <>
      <DataList<AdminUser, Paged<AdminUser>>
        query={users}
        caption="Users"
        noun="users"
        rowKey={(u) => u.id}
        empty={<EmptyState icon={Users} title="No users match these filters" />}
        columns={[
          { header: "Name", className: "font-medium", cell: (u) => u.name },
          { header: "E-mail", className: "break-all", cell: (u) => u.email },
          {
            header: "Role",
            cell: (u) => (
              <NativeSelect
                aria-label={`Role of ${u.name}`}
                value={u.role}
                className="h-9 w-40"
                disabled={changeRole.isPending}
                onChange={(e) => {
                  const role = e.target.value;
                  if (!isRole(role)) return;
                  if (role === "admin") setPromoting(u);
                  else void onRole(u, role);
                }}
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {roleLabels[r]}
                  </option>
                ))}
              </NativeSelect>
            ),
          },
          { header: "Joined", cell: (u) => formatDate(u.createdAt) },
          {
            header: "Status",
            cell: (u) =>
              u.banned ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>,
          },
          {
            header: actionsHeader,
            className: "text-right",
            cell: (u) =>
              u.id === me?.id ? (
                <span className="text-xs text-slate-600">You</span>
              ) : (
                <ConfirmDialog
                  trigger={
                    <Button variant={u.banned ? "secondary" : "ghost"} size="sm">
                      {u.banned ? "Restore" : "Suspend"}
                    </Button>
                  }
                  title={u.banned ? `Restore ${u.name}?` : `Suspend ${u.name}?`}
                  description={
                    u.banned
                      ? "They will be able to sign in again."
                      : "They are signed out everywhere at once and cannot sign in until restored."
                  }
                  confirmLabel={u.banned ? "Restore" : "Suspend"}
                  destructive={!u.banned}
                  onConfirm={() =>
                    setSuspended.mutateAsync({ id: u.id, suspended: !u.banned }).then(
                      () =>
                        toast({
                          title: u.banned ? "User restored" : "User suspended",
                          description: u.email,
                        }),
                      failed,
                    )
                  }
                />
              ),
          },
        ]}
      />
      {promoting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPromoting(null)}
          title={`Make ${promoting.name} an administrator?`}
          description={`${promoting.email} will be able to see and change everything: every user, payment and audit entry, and other administrators' roles.`}
          confirmLabel="Make administrator"
          destructive
          onConfirm={() => onRole(promoting, "admin").finally(() => setPromoting(null))}
        />
      )}
    </>
  );
}
