export interface NavLink {
  to: string;
  label: string;
}

export const primaryNav: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/properties", label: "Properties" },
  { to: "/services", label: "Services" },
  { to: "/blogs", label: "Blog" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

/** Footer links exactly as the original product lists them. */
export const footerQuickLinks: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/properties", label: "Properties" },
  { to: "/services", label: "Services" },
  { to: "/about", label: "About Us" },
];

export const footerServiceLinks: NavLink[] = [
  { to: "/services/landlord/property-management", label: "Property Management" },
  { to: "/services/tenant", label: "Rental Services" },
  { to: "/services/landlord/maintenance", label: "Maintenance" },
  { to: "/services/landlord/legal-compliance", label: "Compliance" },
];

export const footerSupportLinks: NavLink[] = [
  { to: "/contact", label: "Contact Us" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-and-conditions", label: "Terms and Conditions" },
];
