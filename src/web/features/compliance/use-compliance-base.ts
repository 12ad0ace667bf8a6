import { useLocation } from "react-router";

/** Where this role's compliance pages are mounted: /landlord/compliance, /agent/… or /admin/…. */
export function useComplianceBase() {
  const { pathname } = useLocation();
  return `/${pathname.split("/")[1] ?? ""}/compliance`;
}
