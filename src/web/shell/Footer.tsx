import { site } from "@web/lib/site";
import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "./Logo";
import { footerQuickLinks, footerServiceLinks, footerSupportLinks, type NavLink } from "./nav";

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-sm text-slate-300 hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const socialIcons: Record<keyof typeof site.social, { label: string; path: string }> = {
  facebook: {
    label: "Facebook",
    path: "M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z",
  },
  twitter: {
    label: "Twitter",
    path: "M4 4l7.2 9.6L4.3 20H6l6-5.5 4.2 5.5H21l-7.5-10L20 4h-1.7l-5.6 5.1L8.8 4z",
  },
  instagram: {
    label: "Instagram",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  },
  linkedin: {
    label: "LinkedIn",
    path: "M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v1.7c.6-1 2-2 3.8-2C21 8.7 22 11 22 14v7h-4v-6.2c0-1.6-.4-2.8-2-2.8s-2.3 1.3-2.3 2.8V21H10z",
  },
};

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Link to="/" className="text-white" aria-label="Keyhold home">
            <Logo />
          </Link>
          <p className="mt-4 max-w-sm text-sm">{site.brandLine}</p>
          <ul className="mt-6 space-y-2 text-sm">
            <li>
              <a
                href={`tel:${site.phone.replace(/\s/g, "")}`}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Phone className="size-4" aria-hidden="true" />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-white">
                <Mail className="size-4" aria-hidden="true" />
                {site.email}
              </a>
            </li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {(Object.keys(socialIcons) as (keyof typeof socialIcons)[]).map((key) => (
              <li key={key}>
                <a
                  href={site.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
                    <path d={socialIcons[key].path} />
                  </svg>
                  <span className="sr-only">{`${site.appName} on ${socialIcons[key].label}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Quick Links" links={footerQuickLinks} />
        <LinkColumn title="Services" links={footerServiceLinks} />
        <LinkColumn title="Support" links={footerSupportLinks} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-slate-400 sm:px-6 lg:px-8">
          © {year} {site.appName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
