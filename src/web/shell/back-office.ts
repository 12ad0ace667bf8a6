/**
 * Paths of the signed-in back office, shown in the app layout (side navigation, search,
 * breadcrumbs) instead of the public header and footer. Small on purpose: the public entry
 * chunk carries it, the app layout itself is loaded only when needed.
 */
export const isBackOfficePath = (pathname: string) =>
  /^\/(landlord|agent|tenant|admin|profile|support|blog-management|enquiries|viewings)(\/|$)/.test(pathname);
