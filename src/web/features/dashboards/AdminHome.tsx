import { useAuth } from "@web/auth/use-auth";
import { adminTilesFor } from "@web/shell/tools";
import { RoleHome } from "./RoleHome";

/** Agents may open /admin too (per the original product); they see only their features' tiles. */
export default function AdminHome() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <RoleHome
      title="Admin dashboard"
      intro={
        user.role === "admin"
          ? "Run the platform: people, access and records."
          : "The admin tools your role can use."
      }
      tools={[...adminTilesFor(user.role), ...(user.role === "admin" ? [] : [])]}
    />
  );
}
