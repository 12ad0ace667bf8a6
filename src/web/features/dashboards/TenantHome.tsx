import { RoleHome } from "./RoleHome";

export default function TenantHome() {
  return <RoleHome title="Tenant dashboard" intro="Your home, rent and requests in one place." />;
}
