import { topicFromParam } from "@shared/schemas/contact";
import { Card } from "@web/components/ui/card";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useSearchParams } from "react-router";
import { ContactForm } from "./ContactForm";

export default function ContactPage() {
  usePageTitle(
    "Contact us",
    `Talk to the ${site.appName} team about lettings, property management or early access.`,
  );
  const [params] = useSearchParams();
  const topic = topicFromParam(params.get("topic"));

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact us</h1>
        <p className="mt-3 text-lg text-slate-700">
          Questions about letting your property, renting a home or joining early access? Send us a message and
          a real person will reply within one working day.
        </p>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <ContactForm key={topic ?? "general"} initialTopic={topic} />
        </Card>
        <aside className="space-y-4" aria-label="Other ways to reach us">
          <Card className="space-y-4">
            <h2 className="text-lg font-semibold">Other ways to reach us</h2>
            <p className="flex items-start gap-3 text-sm text-slate-700">
              <Phone className="mt-0.5 size-5 text-brand-700" aria-hidden="true" />
              <a href={`tel:${site.phone.replace(/\s/g, "")}`} className="hover:underline">
                {site.phone}
              </a>
            </p>
            <p className="flex items-start gap-3 text-sm text-slate-700">
              <Mail className="mt-0.5 size-5 text-brand-700" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className="hover:underline">
                {site.email}
              </a>
            </p>
            <p className="flex items-start gap-3 text-sm text-slate-700">
              <Clock className="mt-0.5 size-5 text-brand-700" aria-hidden="true" />
              Monday to Friday, 9:00 to 17:30 (UK time)
            </p>
            <p className="flex items-start gap-3 text-sm text-slate-700">
              <MapPin className="mt-0.5 size-5 text-brand-700" aria-hidden="true" />
              We work with landlords and tenants across England, Scotland and Wales.
            </p>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold">Urgent repair?</h2>
            <p className="mt-2 text-sm text-slate-700">
              If there is a gas leak, call the National Gas Emergency line on 0800 111 999 straight away. For
              other emergencies in a rented home, contact your landlord or agent first.
            </p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
