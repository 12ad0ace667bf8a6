import { roleLabels } from "@shared/permissions";
import type { SessionUser } from "@shared/schemas/auth";
import { Card } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format";
import { Link } from "react-router";

export function ProfileSummary({ user }: { user: SessionUser }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Your account</h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Name</dt>
          <dd className="font-medium text-slate-900">{user.name}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Role</dt>
          <dd className="font-medium text-slate-900">{roleLabels[user.role]}</dd>
        </div>
        <div>
          <dt className="text-slate-600">E-mail</dt>
          <dd className="font-medium break-all text-slate-900">{user.email}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Phone</dt>
          <dd className="font-medium text-slate-900">{user.phone ?? "Not given"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Member since</dt>
          <dd className="font-medium text-slate-900">{formatDate(user.createdAt, { dateStyle: "long" })}</dd>
        </div>
      </dl>
      <Link to="/profile" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        Edit profile
      </Link>
    </Card>
  );
}
