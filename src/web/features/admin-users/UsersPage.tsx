import { roleLabels, roles } from "@shared/permissions";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { UsersTable } from "./UsersTable";
import { useUsers } from "./use-users";
import { WaitlistPanel } from "./WaitlistPanel";

export default function UsersPage() {
  usePageTitle("Users");
  const { values, set, page } = useSearchState(["q", "role", "status"] as const);
  const [query, setQuery] = useState(values.q);
  // Search as the admin types, without a request per keystroke.
  useEffect(() => {
    if (query === values.q) return;
    const t = setTimeout(() => set({ q: query }), 300);
    return () => clearTimeout(t);
  }, [query, values.q, set]);
  const users = useUsers({ ...values, page });

  return (
    <AppPage>
      <PageHeader title="Users" description="Everyone with an account: roles, access and status." />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="user-search">Search by name or e-mail</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-2.5 left-3 size-5 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="user-search"
              type="search"
              className="pl-10"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
        </div>
        <FormField label="Role">
          <NativeSelect value={values.role} onChange={(e) => set({ role: e.target.value })}>
            <option value="">All roles</option>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Status">
          <NativeSelect value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any status</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </NativeSelect>
        </FormField>
      </div>
      {users.isPending ? (
        <Skeleton className="h-64" />
      ) : users.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {users.error.message}
        </p>
      ) : (
        <div aria-busy={users.isFetching}>
          <UsersTable users={users.data.items} />
          <Pagination
            page={page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            noun="users"
            onPageChange={(p) => set({ page: String(p) })}
          />
        </div>
      )}
      <WaitlistPanel />
    </AppPage>
  );
}
