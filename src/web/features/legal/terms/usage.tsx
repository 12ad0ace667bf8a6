import { site } from "@web/lib/site";
import { Link } from "react-router";
import type { LegalSection } from "../LegalDocument";

/** Acceptable use, content, intellectual property, privacy, availability and suspension. */
export function usageSections(): LegalSection[] {
  return [
    {
      id: "acceptable-use",
      title: "Acceptable use",
      content: (
        <>
          <p>You must not use {site.appName} to:</p>
          <ul>
            <li>
              advertise a property you do not have the right to let, or publish false or misleading listings;
            </li>
            <li>discriminate unlawfully, harass, threaten or abuse anyone;</li>
            <li>upload content that is unlawful, infringes someone else's rights, or contains malware;</li>
            <li>collect other users' personal data, or contact them for purposes unrelated to a tenancy;</li>
            <li>
              scrape, copy or reverse-engineer the platform, overload it, or try to get round its security or
              access controls;
            </li>
            <li>commit fraud or money laundering, or help anyone else to do so.</li>
          </ul>
        </>
      ),
    },
    {
      id: "content",
      title: "Your content and documents",
      content: (
        <>
          <p>
            You keep ownership of the photos, descriptions, documents and messages you upload. You give us a
            licence to store, copy, resize and display them as needed to run the platform, including showing
            published listings to the public. The licence ends when the content is deleted, except where we
            must keep records by law.
          </p>
          <p>
            You must have the right to upload everything you add. Files must be of the permitted types (JPEG,
            PNG or WebP images, and PDF for documents) and within the size limit shown when you upload. We may
            remove content that breaks these terms.
          </p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Our intellectual property",
      content: (
        <p>
          The platform, its design, software and our own content belong to {site.appName} or our licensors.
          You may use them only to access our services in line with these terms.
        </p>
      ),
    },
    {
      id: "privacy",
      title: "Privacy",
      content: (
        <p>
          Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we use personal data. If you add
          personal data about other people, such as tenants or occupants, you must have a lawful reason to
          share it with us and must tell them how it will be used.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability and changes to the service",
      content: (
        <p>
          We are adding features to {site.appName} in stages, and some are offered first to early-access
          members. We work hard to keep the platform available but cannot guarantee it will always be
          uninterrupted. We may change or withdraw features; if a change significantly affects a service you
          rely on, we will give you reasonable notice.
        </p>
      ),
    },
    {
      id: "suspension",
      title: "Suspension and closing your account",
      content: (
        <>
          <p>
            You can close your account at any time by contacting us. We will keep the records we must keep by
            law, as described in our Privacy Policy.
          </p>
          <p>
            We may suspend or close an account if we reasonably believe it has been used in breach of these
            terms, for unlawful activity or in a way that puts other users at risk. Where appropriate we will
            tell you why and give you a chance to respond.
          </p>
        </>
      ),
    },
  ];
}
