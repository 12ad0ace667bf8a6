import { useAuth } from "@web/auth/use-auth";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { usePageTitle } from "@web/lib/use-page-title";
import type { Tool } from "@web/shell/tools";
import { toolsFor } from "@web/shell/tools";
import type { ReactNode } from "react";
import { ProfileSummary } from "./ProfileSummary";
import { ToolGrid } from "./ToolGrid";

/** The frame every role's home shares: greeting, the role's own sections, its tools, the account. */
export function RoleHome({
  title,
  intro,
  tools,
  children,
}: {
  title: string;
  intro: string;
  tools?: Tool[];
  children?: ReactNode;
}) {
  const { user } = useAuth();
  usePageTitle(title);
  if (!user) return null;
  const firstName = user.name.split(/\s+/)[0];
  return (
    <AppPage>
      <PageHeader title={title} description={`Hello, ${firstName}. ${intro}`} />
      {children}
      <ToolGrid tools={tools ?? toolsFor(user.role)} />
      <ProfileSummary user={user} />
    </AppPage>
  );
}
