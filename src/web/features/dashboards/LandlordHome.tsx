import { RoleHome } from "./RoleHome";

export default function LandlordHome() {
  return <RoleHome title="Landlord dashboard" intro="Your portfolio, tenants and compliance in one place." />;
}
