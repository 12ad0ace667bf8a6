import { type AgencyRole, agencyRoleLabels, agencyRoles } from "@shared/permissions";
import type { MyAgency } from "@shared/schemas/agencies";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { formatDate } from "@web/lib/format";
import { type FormEvent, useState } from "react";
import { useChangeMemberRole, useInviteMember, useRemoveMember, useRevokeInvitation } from "./api";

const selectClass =
  "h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700";
const date = (iso: string) => formatDate(iso);

/** Members with their roles, the invitation form and pending invitations. */
export function AgencyMembers({ data, meId }: { data: MyAgency; meId: string }) {
  const canEdit = data.can.includes("editAgency");
  const canInvite = data.can.includes("invite");
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const invite = useInviteMember();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AgencyRole>("negotiator");
  const [error, setError] = useState<string>();

  const onInvite = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await invite.mutateAsync({ email, role });
      toast({ title: "Invitation sent", description: `We e-mailed an invitation to ${email}.` });
      setEmail("");
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields;
      if (fields?.email || fields?.role) setError(fields.email ?? fields.role);
      else toastError(err);
    }
  };

  return (
    <div className="space-y-6">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {data.members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {m.name}
                {m.userId === meId && <span className="text-slate-600"> (you)</span>}
              </p>
              <p className="break-all text-sm text-slate-700">{m.email}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {canEdit ? (
                <select
                  aria-label={`Role of ${m.name}`}
                  className={selectClass}
                  value={m.role}
                  onChange={(e) =>
                    changeRole.mutateAsync({ id: m.id, role: e.target.value as AgencyRole }).catch(toastError)
                  }
                >
                  {agencyRoles.map((r) => (
                    <option key={r} value={r}>
                      {agencyRoleLabels[r]}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="text-sm text-slate-800">{agencyRoleLabels[m.role]}</span>
              )}
              {(canEdit || m.userId === meId) && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => remove.mutateAsync(m.id).catch(toastError)}
                >
                  {m.userId === meId ? "Leave" : `Remove`}
                  <span className="sr-only"> {m.name}</span>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {canInvite && (
        <form onSubmit={onInvite} noValidate className="space-y-3">
          <h3 className="font-semibold text-slate-900">Invite an agent</h3>
          <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <FormField label="Their e-mail address" error={error}>
              <Input
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="off"
              />
            </FormField>
            <FormField label="Role">
              <select
                className={selectClass}
                value={role}
                onChange={(e) => setRole(e.target.value as AgencyRole)}
              >
                {agencyRoles.map((r) => (
                  <option key={r} value={r}>
                    {agencyRoleLabels[r]}
                  </option>
                ))}
              </select>
            </FormField>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? "Sending..." : "Send invitation"}
            </Button>
          </div>
        </form>
      )}
      {canInvite && (
        <div>
          <h3 className="font-semibold text-slate-900">Pending invitations</h3>
          {data.invitations.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              None waiting. Invitations you send appear here until accepted.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {data.invitations.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="break-all font-medium text-slate-900">{i.email}</p>
                    <p className="text-sm text-slate-700">
                      {agencyRoleLabels[i.role]} · expires {date(i.expiresAt)}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => revoke.mutateAsync(i.id).catch(toastError)}
                  >
                    Withdraw<span className="sr-only"> the invitation to {i.email}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
