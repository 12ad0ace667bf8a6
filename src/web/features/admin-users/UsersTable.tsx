import { isRole, type Role, roleLabels, roles } from "@shared/permissions";
import type { AdminUser } from "@shared/schemas/admin";
import { useAuth } from "@web/auth/use-auth";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { NativeSelect } from "@web/components/ui/input";
import { Table, Td, Th } from "@web/components/ui/table";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { Users } from "lucide-react";
import { useUserActions } from "./use-users";

const failed = (err: unknown) =>
  toast({
    title: "Error",
    description: err instanceof ApiRequestError ? err.message : String(err),
    variant: "destructive",
  });

export function UsersTable({ users }: { users: AdminUser[] }) {
  const { user: me } = useAuth();
  const { changeRole, setSuspended } = useUserActions();
  if (users.length === 0) return <EmptyState icon={Users} title="No users match these filters" />;

  const onRole = async (u: AdminUser, role: Role) => {
    try {
      await changeRole.mutateAsync({ id: u.id, role });
      toast({ title: "Role changed", description: `${u.name} is now ${roleLabels[role].toLowerCase()}.` });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Table caption="Users">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>E-mail</Th>
          <Th>Role</Th>
          <Th>Joined</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.id}>
            <Td className="font-medium">{u.name}</Td>
            <Td className="break-all">{u.email}</Td>
            <Td>
              <NativeSelect
                aria-label={`Role of ${u.name}`}
                value={u.role}
                className="h-9 w-40"
                disabled={changeRole.isPending}
                onChange={(e) => isRole(e.target.value) && void onRole(u, e.target.value)}
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {roleLabels[r]}
                  </option>
                ))}
              </NativeSelect>
            </Td>
            <Td>{formatDate(u.createdAt)}</Td>
            <Td>
              {u.banned ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}
            </Td>
            <Td className="text-right">
              {u.id === me?.id ? (
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
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
