import { roleLabels, roles } from "@shared/permissions";
import { FilterBar, useListState, useSearchText } from "@web/components/data-list";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { usePageTitle } from "@web/lib/use-page-title";
import { Search } from "lucide-react";
import { useUsers } from "./api";
import { UsersTable } from "./UsersTable";
import { WaitlistPanel } from "./WaitlistPanel";

export default function UsersPage() {
  usePageTitle("Users");
  const list = useListState(["q", "role", "status"] as const);
  const { values, set, page } = list;
  const [query, setQuery] = useSearchText(list, "q");
  const users = useUsers({ ...values, page });

  return (
    <AppPage>
      <PageHeader title="Users" description="Everyone with an account: roles, access and status." />
      <FilterBar className="sm:grid-cols-3">
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
      </FilterBar>
      <UsersTable users={users} />
      <WaitlistPanel />
    </AppPage>
  );
}
