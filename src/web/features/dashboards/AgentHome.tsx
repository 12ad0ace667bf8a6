import { RoleHome } from "./RoleHome";

export default function AgentHome() {
  return <RoleHome title="Agent dashboard" intro="The properties and landlords you manage, in one place." />;
}
