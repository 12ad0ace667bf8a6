import {
  Banknote,
  Briefcase,
  Building2,
  Calculator,
  ChartColumn,
  ChartPie,
  Compass,
  DoorOpen,
  Handshake,
  Hotel,
  Landmark,
  Layers,
  LifeBuoy,
  type LucideIcon,
  Scale,
  Search,
  ShieldCheck,
  UserCheck,
  Wallet,
  Wrench,
} from "lucide-react";
import { type CategorySlug, categorySummaries, type ServiceCategorySummary } from "./categories";

export type { CategorySlug, ContactTopicParam } from "./categories";
export { contactHref, servicePath } from "./categories";

export interface ServiceStep {
  title: string;
  description: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServiceEntry {
  slug: string;
  title: string;
  /** One sentence for cards, link lists and the meta description. */
  summary: string;
  icon: LucideIcon;
  /** Introductory paragraphs under the page heading. */
  body: string[];
  included: string[];
  steps: ServiceStep[];
  audience: string[];
  faqs: ServiceFaq[];
}

export interface CategoryHighlight {
  title: string;
  description: string;
}

export interface ServiceCategory extends ServiceCategorySummary {
  body: string[];
  highlights: CategoryHighlight[];
  services: ServiceEntry[];
}

const landlordServices: ServiceEntry[] = [
  {
    slug: "end-of-tenancy",
    title: "End of Tenancy",
    summary:
      "Check-outs, deposit deductions and re-letting handled properly, so a tenancy ends fairly and your property is ready for the next one.",
    icon: DoorOpen,
    body: [
      "The end of a tenancy is where most disputes start: a missing check-in report, an unclear deduction, or weeks of empty rent while the property is put right. We manage the whole handover, from the tenant's notice to the next tenant's move-in, with evidence behind every decision.",
      "We compare the property against the check-in inventory, propose deductions that account for fair wear and tear, and negotiate with the tenant before anything goes to the deposit scheme. Meanwhile we plan any works and start marketing so the void period stays as short as possible.",
    ],
    included: [
      "Acknowledging the tenant's notice and confirming the correct end date in writing",
      "A pre-check-out visit so the tenant knows what standard is expected",
      "A detailed check-out inspection with time-stamped photos, compared against the check-in inventory",
      "Meter readings and notifications to utility suppliers and the council tax office",
      "Itemised deduction proposals with quotes or invoices, allowing for fair wear and tear",
      "Negotiation with the tenant and, if needed, an evidence pack for the deposit scheme's free dispute service",
      "Scheduling of cleaning, repairs and refreshes between tenancies",
      "Re-marketing in parallel so viewings can start before the property is empty",
    ],
    steps: [
      {
        title: "Notice and planning",
        description:
          "When notice is given we check it is valid, confirm dates with both sides and agree a plan for check-out, works and re-letting.",
      },
      {
        title: "Check-out inspection",
        description:
          "On the last day we inspect the property room by room against the check-in report, collect keys and record meter readings.",
      },
      {
        title: "Deposit proposal",
        description:
          "We send you and the tenant a clear, itemised proposal. Most deposits are agreed at this stage and released by the scheme.",
      },
      {
        title: "Disputes, if any",
        description:
          "If the tenant disagrees we prepare the evidence for the scheme's independent adjudicator, whose decision both sides accept.",
      },
      {
        title: "Ready to re-let",
        description:
          "Contractors complete any works, we confirm certificates are still valid and hand over to the next tenancy.",
      },
    ],
    audience: [
      "Landlords whose tenant has given notice and who want the handover managed",
      "Self-managing landlords who want an independent check-out and deposit negotiation",
      "Portfolio landlords who need consistent end-of-tenancy standards across properties",
    ],
    faqs: [
      {
        question: "Can I keep part of the deposit for general wear and tear?",
        answer:
          "No. Deposit deductions must reflect damage or loss beyond fair wear and tear, taking into account the length of the tenancy, the number of occupants and the age and condition of items at check-in. We base every proposal on that principle because it is the one the deposit schemes' adjudicators apply.",
      },
      {
        question: "How quickly is the deposit returned?",
        answer:
          "Once you and the tenant agree the amounts, the deposit should be returned within 10 days. If there is a dispute, the disputed amount stays protected by the scheme until it is resolved, and any undisputed part can be released.",
      },
      {
        question: "Can I still use a Section 21 notice to end a tenancy?",
        answer:
          "Not in England. The Renters' Rights Act 2025 abolished Section 21 'no-fault' notices from 1 May 2026, and tenancies are now periodic. A landlord who needs possession must rely on one of the grounds in Schedule 2 of the Housing Act 1988, served with a Section 8 notice, such as selling the property, moving in, or serious rent arrears. Wales and Scotland have their own rules. We will explain the options that apply to your property and, where court action is needed, work with your solicitor.",
      },
      {
        question: "Do you handle the property between tenancies?",
        answer:
          "Yes. We arrange cleaning and repairs, check the property regularly while it is empty and keep you informed of progress, so it is back on the market as soon as possible.",
      },
    ],
  },
  {
    slug: "maintenance",
    title: "Maintenance",
    summary:
      "Reactive repairs and planned maintenance through vetted, insured contractors, with photos, quotes and spending limits you control.",
    icon: Wrench,
    body: [
      "Good maintenance protects your property, keeps tenants happy and keeps you on the right side of your repairing obligations. We take repair reports from tenants, triage them by urgency, send the right trade and keep a full record of what was done and what it cost.",
      "You set a spending limit. Routine jobs within it go ahead without waiting for you; anything above it comes to you with quotes and our recommendation. Emergencies such as a gas leak, flooding or no heating in winter are dealt with straight away.",
    ],
    included: [
      "Repair reporting for tenants online, with photos and video",
      "Triage into emergency, urgent and routine, with target response times for each",
      "A network of vetted contractors, including Gas Safe registered engineers and registered electricians",
      "Spending limits you set, with quotes and recommendations for larger jobs",
      "Access arranged with tenants, with at least 24 hours' written notice except in an emergency",
      "Before and after photos and invoices stored against the property",
      "Planned maintenance: boiler servicing, gutter clearing, redecoration cycles",
      "Damp and mould investigations that look for the cause, not just the symptom",
    ],
    steps: [
      {
        title: "Report",
        description:
          "The tenant reports the problem online with photos. Urgent issues can also be phoned through to us.",
      },
      {
        title: "Triage",
        description:
          "We decide how urgent it is, whether it is the landlord's responsibility and which trade is needed, sometimes fixing simple issues with the tenant over the phone.",
      },
      {
        title: "Approve and book",
        description:
          "Jobs within your spending limit are booked straight away; anything above it is sent to you with quotes to approve in one click.",
      },
      {
        title: "Complete and record",
        description:
          "The contractor completes the job and uploads photos and an invoice. We check the tenant is satisfied and close the job.",
      },
    ],
    audience: [
      "Landlords who live far from their property or are abroad",
      "Landlords who want a reliable, insured contractor network without building one themselves",
      "Owners of older properties that need a planned maintenance programme",
    ],
    faqs: [
      {
        question: "Which repairs am I responsible for as a landlord?",
        answer:
          "In England, Section 11 of the Landlord and Tenant Act 1985 makes landlords of most residential tenancies responsible for the structure and exterior, and for installations for water, gas, electricity, sanitation, heating and hot water, and the home must be fit for human habitation. Wales has equivalent duties under the Renting Homes (Wales) Act 2016. Tenants are responsible for damage they cause and for minor upkeep such as replacing light bulbs.",
      },
      {
        question: "Can I use my own contractors?",
        answer:
          "Yes. Tell us who they are and we will add them to your property, as long as they hold the right registrations and insurance for the work, such as Gas Safe registration for gas work.",
      },
      {
        question: "What counts as an emergency?",
        answer:
          "Anything that puts people at risk or could cause serious damage: a suspected gas leak, a major water leak, no heating or hot water in cold weather, an electrical fault, or a property that cannot be secured. For a suspected gas leak the tenant should call the National Gas Emergency line on 0800 111 999 first.",
      },
      {
        question: "How do you deal with damp and mould?",
        answer:
          "We treat every report seriously and investigate the cause, whether that is a leak, poor ventilation, a failed damp-proof course or condensation. We record what we found and what was done, because damp and mould are hazards under the Housing Health and Safety Rating System.",
      },
    ],
  },
  {
    slug: "property-management",
    title: "Property Management",
    summary:
      "Full management of your rental: tenants, rent, repairs, inspections and compliance, with everything visible in one dashboard.",
    icon: Building2,
    body: [
      "Our full management service takes the day-to-day running of your rental off your hands. We find and reference tenants, collect the rent, look after repairs, carry out inspections and keep every certificate and legal requirement up to date.",
      "Unlike a traditional agent, everything we do is visible to you as it happens: rent received, repairs in progress, documents and their expiry dates, and every message with your tenant. You keep the oversight without the phone calls.",
    ],
    included: [
      "Tenant finding, referencing and Right to Rent checks (England)",
      "Tenancy agreements and deposit registration with a government-approved scheme",
      "Monthly rent collection, arrears chasing and statements",
      "Repairs and maintenance through vetted contractors, within limits you set",
      "Routine inspections with photo reports",
      "Gas safety, EICR and EPC expiry dates tracked, with reminders before they lapse",
      "Rent reviews using the correct statutory process",
      "End-of-tenancy check-outs and deposit negotiation",
    ],
    steps: [
      {
        title: "Onboarding",
        description:
          "We visit the property, review your certificates, licences and insurance, and agree rent, spending limits and how you like to be updated.",
      },
      {
        title: "Letting",
        description:
          "We market the property, conduct viewings, reference applicants and set up the tenancy, deposit protection and move-in.",
      },
      {
        title: "Day-to-day management",
        description:
          "We collect rent, handle repairs, inspect the property and renew certificates before they expire.",
      },
      {
        title: "Reporting",
        description:
          "You see rent, costs, documents and open issues in your dashboard at any time, with a statement every month.",
      },
    ],
    audience: [
      "Landlords who want a hands-off investment",
      "Accidental landlords letting a former home for the first time",
      "Landlords living overseas who need a UK-based team",
      "Portfolio landlords who want consistent standards and reporting",
    ],
    faqs: [
      {
        question: "What is the difference between full management and let only?",
        answer:
          "With a let-only arrangement we find and set up the tenancy, then you manage it yourself. With full management we also handle rent, repairs, inspections, compliance and the end of the tenancy. You can move from one to the other.",
      },
      {
        question: "Do I still make the decisions?",
        answer:
          "Yes. You set the spending limit for repairs, approve larger jobs and agree rent levels and tenant selection. We handle the work and keep you informed.",
      },
      {
        question: "I live abroad. Is that a problem?",
        answer:
          "No, many of our landlords do. Under HMRC's Non-Resident Landlord Scheme, an agent collecting rent for a landlord who lives abroad must deduct basic-rate tax unless HMRC has approved the landlord to receive rent without deduction. We will explain how this works and what to apply for.",
      },
      {
        question: "How often do you inspect the property?",
        answer:
          "We agree the frequency with you, typically every few months, always giving the tenant at least 24 hours' written notice. Each inspection produces a photo report in your dashboard.",
      },
    ],
  },
  {
    slug: "rent-collection",
    title: "Rent Collection",
    summary:
      "Rent collected, reconciled and paid out on time, with reminders, arrears chasing and clear monthly statements.",
    icon: Banknote,
    body: [
      "Late or missing rent is stressful and, left unmanaged, it grows quickly. Our rent collection service sets up each tenancy's rent schedule, reminds tenants before rent is due, reconciles every payment and follows up promptly and fairly when something is missed.",
      "You see each charge and payment in a clear ledger and receive a monthly statement showing rent received, costs deducted and the amount paid to you, which makes your self-assessment tax return much easier.",
    ],
    included: [
      "A rent schedule for each tenancy based on the agreed amount, frequency and due day",
      "Reminders to tenants before rent is due",
      "Reconciliation of payments and a live rent ledger for each tenancy",
      "A structured arrears process: friendly reminder, formal letter, then a call to agree a plan",
      "Monthly statements showing income, costs and payments to you",
      "Year-end summaries to help with your tax return and Making Tax Digital records",
      "Rent reviews served with the correct statutory notice",
    ],
    steps: [
      {
        title: "Set up",
        description:
          "We create the rent schedule from the tenancy agreement and share payment details with the tenant.",
      },
      {
        title: "Collect",
        description:
          "The tenant pays by bank transfer or standing order. Payments they report are confirmed against the account before they show as received.",
      },
      {
        title: "Chase",
        description:
          "If rent is late we contact the tenant quickly, find out why and agree a realistic plan, keeping you informed at every stage.",
      },
      {
        title: "Pay out and report",
        description:
          "We pay the rent to you, less any agreed costs, and publish the statement in your dashboard.",
      },
    ],
    audience: [
      "Landlords who manage their own repairs but want rent handled professionally",
      "Landlords with several tenancies who need reliable reconciliation",
      "Landlords who want a clean record of income for their accountant",
    ],
    faqs: [
      {
        question: "Can a tenant be charged a late payment fee?",
        answer:
          "In England, under the Tenant Fees Act 2019, a default fee for late rent can only be charged if the tenancy agreement allows it and the rent is at least 14 days overdue. It is limited to interest at 3% above the Bank of England base rate on the overdue amount. We never add fees the law does not allow.",
      },
      {
        question: "How are rent increases handled now?",
        answer:
          "In England, since the Renters' Rights Act 2025 took effect on 1 May 2026, rent can be increased no more than once a year using a Section 13 notice that gives at least two months' notice. The tenant can ask the First-tier Tribunal to decide whether the new rent is above the market rate. We help you set a market-based figure and serve the notice correctly.",
      },
      {
        question: "What happens if arrears build up?",
        answer:
          "We work with the tenant early, because most arrears are resolved with a conversation and a plan. If arrears become serious, we explain your options, including the Section 8 possession grounds for rent arrears, and support your solicitor with a complete payment history.",
      },
    ],
  },
  {
    slug: "tenant-sourcing",
    title: "Tenant Sourcing",
    summary:
      "Marketing, viewings, referencing and a compliant move-in, so your property is let quickly to tenants who are the right fit.",
    icon: UserCheck,
    body: [
      "Finding a good tenant is the single biggest factor in a successful let. We market your property with an accurate, appealing listing, handle enquiries and viewings, and reference applicants thoroughly before recommending anyone to you.",
      "We also take care of the legal paperwork that has to be right from day one: the tenancy agreement, Right to Rent checks in England, deposit protection and the certificates tenants must receive before they move in.",
    ],
    included: [
      "A rental valuation based on comparable local lets",
      "A clear listing with photos, floor plan details, EPC rating and the advertised rent",
      "Enquiry handling and accompanied viewings",
      "Referencing: identity, income and affordability, previous landlord references and credit checks",
      "Right to Rent checks for all adult occupiers in England",
      "Holding deposit handled within the legal limits",
      "Tenancy agreement, move-in inventory and meter readings",
      "Deposit protection and prescribed information within 30 days",
    ],
    steps: [
      {
        title: "Valuation and preparation",
        description:
          "We agree the rent with you and check that the property, certificates and any licence are ready to let.",
      },
      {
        title: "Marketing and viewings",
        description: "We publish the listing, answer enquiries and show the property to suitable applicants.",
      },
      {
        title: "Referencing",
        description:
          "Applicants are referenced and checked, and we recommend the best fit to you with the evidence behind it.",
      },
      {
        title: "Move-in",
        description:
          "We sign the tenancy agreement, collect the first month's rent and deposit, protect the deposit and hand over the keys with an inventory.",
      },
    ],
    audience: [
      "Landlords letting a property for the first time",
      "Self-managing landlords who want help with the letting stage only",
      "Landlords with a property becoming vacant who want to minimise the void period",
    ],
    faqs: [
      {
        question: "How much deposit can I take?",
        answer:
          "In England the Tenant Fees Act 2019 caps tenancy deposits at five weeks' rent where the annual rent is under £50,000, and six weeks' rent where it is £50,000 or more. A holding deposit is capped at one week's rent. The deposit must be protected in a government-approved scheme such as DPS, TDS or mydeposits within 30 days.",
      },
      {
        question: "Can tenants bid above the advertised rent?",
        answer:
          "Not in England. Since 1 May 2026, under the Renters' Rights Act 2025, landlords and agents must state the rent in the advert and must not invite or accept offers above it. We advertise at the rent agreed with you and choose between applicants on suitability.",
      },
      {
        question: "Can I refuse tenants with children or who receive benefits?",
        answer:
          "Blanket bans are unlawful in England under the Renters' Rights Act 2025. You can still make a fair decision based on referencing and affordability, and we help you apply the same criteria to every applicant.",
      },
      {
        question: "What is a Right to Rent check?",
        answer:
          "In England, landlords and agents must check that every adult who will live in the property has the right to rent in the UK before the tenancy starts, using original documents, the Home Office online service with a share code, or a certified digital identity check. We carry out and record these checks for you.",
      },
    ],
  },
  {
    slug: "legal-compliance",
    title: "Legal Compliance",
    summary:
      "Gas safety, EICR, EPC, alarms, deposits, Right to Rent and licensing tracked in one calendar, so nothing lapses.",
    icon: Scale,
    body: [
      "Letting a home in the UK involves dozens of legal requirements, and many carry heavy penalties or can stop you regaining possession. We track every requirement for every property, arrange renewals before they lapse and keep the evidence where you, your tenant and, if needed, the council can see it.",
      "The rules keep changing. The Renters' Rights Act 2025 has reshaped tenancies in England, with a private rented sector database and landlord ombudsman following. We keep up with the changes so you don't have to, and we explain what each one means for your properties in plain English.",
    ],
    included: [
      "Annual gas safety checks by a Gas Safe registered engineer, with the record (often called a CP12) issued to tenants",
      "Electrical Installation Condition Reports (EICR) at least every five years, with remedial work tracked to completion",
      "Energy Performance Certificates and the minimum energy efficiency standard",
      "Smoke alarms on every storey and carbon monoxide alarms where required, checked at the start of each tenancy",
      "Deposit protection with DPS, TDS or mydeposits and prescribed information",
      "Right to Rent checks and follow-up checks for time-limited permission (England)",
      "HMO, additional and selective licensing applications and renewals",
      "Legionella risk assessments and furniture fire safety checks",
    ],
    steps: [
      {
        title: "Compliance review",
        description:
          "We review each property's certificates, licences, deposit records and tenancy paperwork and list anything missing or due.",
      },
      {
        title: "Fix the gaps",
        description:
          "We book inspections and certificates and track any remedial work until it is signed off.",
      },
      {
        title: "Stay compliant",
        description:
          "Every certificate's expiry date is on your compliance view, and renewals are booked well before it.",
      },
      {
        title: "Keep the evidence",
        description:
          "Certificates and proof they were given to the tenant are stored securely against the property and tenancy.",
      },
    ],
    audience: [
      "Landlords who want certainty that every certificate and check is in date",
      "HMO landlords and landlords in selective licensing areas",
      "Landlords preparing for the changes brought by the Renters' Rights Act 2025",
    ],
    faqs: [
      {
        question: "How often do I need a gas safety check and an EICR?",
        answer:
          "Gas appliances, fittings and flues you provide must be checked every 12 months by a Gas Safe registered engineer. Give existing tenants a copy of the record within 28 days of the check and new tenants a copy before they move in. In England, the electrical installation must be inspected by a qualified person at least every five years, and the report given to tenants within 28 days.",
      },
      {
        question: "What EPC rating does a rental property need?",
        answer:
          "In England and Wales, a privately rented property must normally have an EPC rating of at least E unless a valid exemption is registered. An EPC lasts 10 years and must be given to prospective tenants. The government plans to raise the minimum standard, and we will tell you what it means for your property.",
      },
      {
        question: "What happens if a deposit isn't protected on time?",
        answer:
          "The tenant can apply to court for compensation of between one and three times the deposit, and it can affect your ability to regain possession. Deposits must be protected and the prescribed information given within 30 days of receiving the money.",
      },
      {
        question: "Do the same rules apply in Scotland and Wales?",
        answer:
          "Many are similar, but not all. Right to Rent checks apply in England only, Wales has occupation contracts under the Renting Homes (Wales) Act 2016 and Rent Smart Wales registration, and Scotland has private residential tenancies and landlord registration. We apply the rules for where your property is.",
      },
    ],
  },
];

const tenantServices: ServiceEntry[] = [
  {
    slug: "end-of-tenancy",
    title: "End of Tenancy",
    summary:
      "Clear guidance on giving notice, preparing for check-out and getting your deposit back without a fight.",
    icon: DoorOpen,
    body: [
      "Moving out should not mean losing part of your deposit to a misunderstanding. We explain how much notice you need to give, what standard the property should be left in and what happens at check-out, so there are no surprises.",
      "Your deposit is protected in a government-approved scheme. We send you an itemised proposal after check-out and, if you disagree with it, you can use the scheme's free, independent dispute service.",
    ],
    included: [
      "Help working out your notice period and end date",
      "A move-out checklist based on your check-in inventory",
      "An optional pre-check-out visit to point out anything to fix",
      "A check-out inspection you are welcome to attend",
      "An itemised deposit proposal with photos and reasons",
      "Reminders about meter readings, council tax and redirecting post",
      "A reference for your next landlord, on request",
    ],
    steps: [
      {
        title: "Give notice",
        description:
          "Send your notice through your tenant portal. We confirm the date your tenancy ends and the next steps.",
      },
      {
        title: "Prepare",
        description: "Use the checklist to clean, repair any damage you caused and remove your belongings.",
      },
      {
        title: "Check-out",
        description:
          "We inspect the property against the check-in inventory, take meter readings and collect the keys.",
      },
      {
        title: "Deposit returned",
        description:
          "Once the amounts are agreed, your deposit is returned within 10 days. If not agreed, the scheme's adjudicator decides.",
      },
    ],
    audience: [
      "Tenants who have decided to move and want a smooth exit",
      "Tenants whose landlord has served notice and who want to understand their position",
      "Sharers where one person is leaving and the tenancy needs to change",
    ],
    faqs: [
      {
        question: "How much notice do I need to give?",
        answer:
          "In England, tenancies became periodic on 1 May 2026 under the Renters' Rights Act 2025, and a tenant can end the tenancy by giving at least two months' written notice. The rules are different in Wales and Scotland. We will confirm the notice that applies to your tenancy.",
      },
      {
        question: "Can my landlord keep my deposit for normal wear and tear?",
        answer:
          "No. Deductions must relate to damage, missing items, unpaid rent or cleaning beyond the standard at check-in, after allowing for fair wear and tear. You can challenge any deduction through the deposit scheme's free dispute service.",
      },
      {
        question: "Do I have to use a professional cleaner?",
        answer:
          "Not in England. Under the Tenant Fees Act 2019 you cannot be required to pay for professional cleaning. You only need to return the property in the same condition as at check-in, allowing for fair wear and tear.",
      },
    ],
  },
  {
    slug: "rent-payment",
    title: "Rent Payment",
    summary: "See what is due, pay on time and keep a complete record of every payment, in one place.",
    icon: Wallet,
    body: [
      "Your tenant portal shows your rent schedule, what is due next and every payment you have made. You can tell us about a payment as soon as you make it and see it confirmed once it reaches the account.",
      "If money is tight, talk to us early. We would much rather agree a realistic plan than see arrears build up, and we can point you to free, independent debt advice.",
    ],
    included: [
      "Your rent schedule, next due date and balance at a glance",
      "Reminders before rent is due",
      "Reporting a payment yourself, with its reference, so it can be matched quickly",
      "A full payment history you can download for mortgage, benefit or referencing applications",
      "Receipts for every confirmed payment",
      "A named contact to agree a plan if you are struggling",
    ],
    steps: [
      {
        title: "See what's due",
        description: "Your portal shows the amount and date of your next rent payment.",
      },
      {
        title: "Pay",
        description:
          "Pay by bank transfer or standing order using the reference shown, so the payment is matched to you.",
      },
      {
        title: "Report it",
        description:
          "Optionally tell us you have paid. The payment shows as pending until it is confirmed against the account.",
      },
      {
        title: "Confirmed",
        description: "Once confirmed, the payment appears in your history with a receipt.",
      },
    ],
    audience: [
      "Tenants who want a clear record of rent paid",
      "Sharers who pay rent separately and want to see the overall balance",
      "Tenants applying for a mortgage or a new tenancy who need proof of rent payments",
    ],
    faqs: [
      {
        question: "Can I be charged a fee for paying late?",
        answer:
          "In England, a late payment fee is only allowed if your tenancy agreement says so and the rent is at least 14 days late. It is limited to interest at 3% above the Bank of England base rate on the amount owed. No other late fees are permitted under the Tenant Fees Act 2019.",
      },
      {
        question: "What if I can't pay my rent this month?",
        answer:
          "Contact us as soon as you know. We will work with you and your landlord on a plan. Free, confidential advice is also available from organisations such as Citizens Advice, Shelter and StepChange.",
      },
      {
        question: "How often can my rent go up?",
        answer:
          "In England, rent can be increased no more than once a year, with at least two months' notice on the statutory form (a Section 13 notice). If you think the new rent is above the market rate, you can challenge it at the First-tier Tribunal.",
      },
    ],
  },
  {
    slug: "service-accommodation",
    title: "Serviced Accommodation",
    summary:
      "Furnished homes for stays of a few weeks to a few months, with bills, Wi-Fi and cleaning arranged for you.",
    icon: Hotel,
    body: [
      "Sometimes you need somewhere to live for weeks rather than years: a work project, a relocation, a home renovation or time between house sales. Our serviced accommodation gives you a fully furnished home with the practical things already arranged.",
      "Every stay starts with a clear written agreement explaining what is included, the house rules and your rights. Serviced stays are usually licences rather than assured tenancies, so we set out the differences plainly before you commit.",
    ],
    included: [
      "Fully furnished and equipped homes, ready on arrival",
      "Utility bills, council tax and Wi-Fi included in the stay",
      "Fresh linen and towels, with regular cleaning for longer stays",
      "Flexible start dates and stay lengths",
      "Self check-in or a personal welcome",
      "Maintenance support throughout your stay",
    ],
    steps: [
      {
        title: "Tell us what you need",
        description:
          "Share your dates, location, number of guests and any requirements such as parking or a workspace.",
      },
      {
        title: "Choose your home",
        description:
          "We suggest suitable properties with full details of what is included, so you can compare easily.",
      },
      {
        title: "Confirm",
        description: "Review and sign the stay agreement. We confirm your arrival arrangements.",
      },
      {
        title: "Settle in",
        description: "Arrive to a ready home and contact us through your portal if anything needs attention.",
      },
    ],
    audience: [
      "Contractors and professionals on projects away from home",
      "People relocating who need a base while they look for a long-term home",
      "Households whose own home is being renovated or repaired",
      "Companies housing staff on secondment",
    ],
    faqs: [
      {
        question: "Is a serviced stay a tenancy?",
        answer:
          "Usually not. Most serviced stays are short-term licences to occupy, often with services such as cleaning, so the rights and procedures that apply to assured tenancies, including deposit protection rules, may not apply in the same way. Your agreement will explain exactly what applies before you sign.",
      },
      {
        question: "Are bills included?",
        answer:
          "Yes. Utilities, council tax and Wi-Fi are included in serviced stays, and the agreement lists anything that is not.",
      },
      {
        question: "Can my employer book for me?",
        answer:
          "Yes. Companies can book and pay for stays on behalf of their staff. See our business services or contact us to set up an account.",
      },
    ],
  },
  {
    slug: "tenant-support",
    title: "Tenant Support",
    summary:
      "A real person to help with your tenancy, bills, documents and questions, with every conversation kept in one thread.",
    icon: LifeBuoy,
    body: [
      "Renting works best when you can get a straight answer quickly. Our support team helps with anything about your tenancy, from understanding a clause in your agreement to sorting out a council tax question after you move in.",
      "You can raise a request through your portal and follow it from start to finish. Everything you and we write is kept together, so you never have to explain the same thing twice.",
    ],
    included: [
      "Support requests raised and tracked online, with attachments",
      "Help with tenancy questions, bills, documents and account issues",
      "Access to your tenancy agreement, deposit certificate, gas safety record, EICR and EPC",
      "Plain-English explanations of your rights and responsibilities",
      "Escalation to your landlord where a decision is theirs to make",
      "Signposting to independent advice when you need it",
    ],
    steps: [
      {
        title: "Raise a request",
        description: "Choose a category, describe the issue and attach anything useful.",
      },
      {
        title: "We respond",
        description: "A member of our team picks it up and replies, usually within one working day.",
      },
      {
        title: "Follow progress",
        description: "See the status of your request and reply in the same thread until it is resolved.",
      },
      {
        title: "Close or reopen",
        description:
          "Once it is sorted, the request is closed. If the problem comes back, reopen it with one click.",
      },
    ],
    audience: [
      "Tenants in properties we manage or that are managed through our platform",
      "First-time renters who want guidance through their first tenancy",
      "International tenants new to renting in the UK",
    ],
    faqs: [
      {
        question: "Which documents should I have received?",
        answer:
          "Before or at the start of a tenancy in England you should receive the gas safety record (if there is gas), the EICR, the EPC, the deposit protection certificate and prescribed information, and your written tenancy agreement. All of these are available in your portal.",
      },
      {
        question: "Can I keep a pet?",
        answer:
          "In England, under the Renters' Rights Act 2025, you can ask your landlord for permission to keep a pet and they must not refuse unreasonably. Make the request in writing; the landlord must reply within 28 days, and we will help you do this.",
      },
      {
        question: "What if I have a complaint about my landlord or agent?",
        answer:
          "Tell us first through a support request so we can try to resolve it. If you are still unhappy, you can complain to the agent's redress scheme, and your local council can act on serious hazards in the property.",
      },
    ],
  },
  {
    slug: "maintenance-requests",
    title: "Maintenance Requests",
    summary:
      "Report a repair in minutes with photos, follow its progress and agree access at a time that suits you.",
    icon: Wrench,
    body: [
      "A dripping tap, a broken boiler or a patch of mould: whatever the problem, reporting it should be simple and you should know what happens next. Report repairs online with photos and we will tell you who is coming and when.",
      "We prioritise by urgency. Emergencies are dealt with straight away, and everything else is booked in a reasonable time, with at least 24 hours' notice before anyone visits unless it is an emergency.",
    ],
    included: [
      "Online repair reporting with photos and video",
      "Clear priority levels: emergency, urgent and routine",
      "Updates when a contractor is booked and when the job is done",
      "Choice of appointment times where possible",
      "A record of every repair request for your tenancy",
      "Follow-up to check the problem has really been fixed",
    ],
    steps: [
      {
        title: "Report",
        description:
          "Describe the problem, where it is and when it started, and add photos. Choose the maintenance category.",
      },
      {
        title: "Assess",
        description:
          "We review the request, may ask a quick question or suggest a safe temporary fix, and set the priority.",
      },
      {
        title: "Book",
        description: "We arrange a qualified contractor and agree access with you.",
      },
      {
        title: "Fix and confirm",
        description: "The contractor completes the repair and we check with you that everything is working.",
      },
    ],
    audience: [
      "Tenants who want repairs handled quickly and transparently",
      "Tenants who work during the day and need flexible access arrangements",
      "Anyone who has struggled to get repairs done in the past",
    ],
    faqs: [
      {
        question: "What should I do if I smell gas?",
        answer:
          "Call the National Gas Emergency line on 0800 111 999 straight away, open windows, don't use switches or naked flames, and leave the property if you feel unwell. Then let us know.",
      },
      {
        question: "Which repairs are my landlord's responsibility?",
        answer:
          "Your landlord is responsible for the structure and exterior of the home and for installations for water, gas, electricity, sanitation, heating and hot water. You are responsible for damage you or your guests cause and for small jobs such as changing light bulbs. If you're unsure, report it and we'll advise.",
      },
      {
        question: "Can my landlord enter without notice?",
        answer:
          "Except in a genuine emergency, your landlord or their contractors should give at least 24 hours' written notice and visit at a reasonable time. You are entitled to quiet enjoyment of your home.",
      },
      {
        question: "There is damp and mould in my home. What should I do?",
        answer:
          "Report it with photos, even if it seems minor. We will look for the cause, which could be a leak, poor ventilation or condensation, and arrange the right fix. Damp and mould can affect your health, so please don't wait.",
      },
    ],
  },
  {
    slug: "property-search",
    title: "Property Search",
    summary:
      "Find a home that fits, book viewings and apply online, with every cost and requirement explained up front.",
    icon: Search,
    body: [
      "Searching for a rental should be fair and transparent. Every listing shows the rent, the deposit, the EPC rating and what is included, so you can compare homes properly before you view.",
      "When you find the right place, you can apply online. We explain referencing, Right to Rent checks and the holding deposit in plain English, and we never charge tenants fees the law does not allow.",
    ],
    included: [
      "Listings with rent, deposit, EPC rating, furnishing and availability date",
      "Enquiries and viewing requests sent straight to the landlord or agent",
      "Saved searches for the areas and property types you want",
      "A clear explanation of referencing and what documents you'll need",
      "Right to Rent checks in England, including online checks with a share code",
      "A holding deposit process with written terms",
    ],
    steps: [
      {
        title: "Search",
        description: "Filter by location, rent, bedrooms, property type and move-in date.",
      },
      {
        title: "View",
        description: "Send an enquiry with your preferred viewing times and we arrange a visit.",
      },
      {
        title: "Apply",
        description:
          "Apply online, pay a holding deposit of no more than one week's rent and complete referencing.",
      },
      {
        title: "Move in",
        description:
          "Sign your tenancy agreement, pay the first month's rent and deposit, and collect your keys.",
      },
    ],
    audience: [
      "Individuals, couples and families looking for a long-term rental",
      "Students and graduates renting for the first time",
      "People relocating to a new city for work",
    ],
    faqs: [
      {
        question: "What fees can I be charged when I rent?",
        answer:
          "In England, the Tenant Fees Act 2019 limits what you can be asked to pay to rent, a refundable tenancy deposit, a refundable holding deposit, and a few specific charges such as for changing the tenancy at your request or replacing lost keys. Fees for viewings, referencing or setting up the tenancy are banned.",
      },
      {
        question: "Can I be asked for several months' rent in advance?",
        answer:
          "Not in England. Since 1 May 2026, under the Renters' Rights Act 2025, a landlord can ask for no more than one month's rent before the tenancy starts, and only once the tenancy agreement is signed.",
      },
      {
        question: "What happens to my holding deposit?",
        answer:
          "It reserves the property while checks are completed and is capped at one week's rent. It should normally be refunded or put towards your first rent or deposit. It can only be kept in limited cases, such as giving false information or withdrawing from the agreement, and you must be told why in writing.",
      },
      {
        question: "What documents will I need?",
        answer:
          "Usually proof of identity and, in England, proof of your right to rent, plus proof of income and details of previous landlords for referencing. If you don't have a UK rental history, we can explain alternatives such as a guarantor.",
      },
    ],
  },
];

const investorServices: ServiceEntry[] = [
  {
    slug: "financial-planning",
    title: "Financial Planning",
    summary:
      "Cash-flow forecasts, running-cost budgets and tax-ready records for your rental income, prepared alongside your accountant.",
    icon: Calculator,
    body: [
      "A rental property is a business, and it needs a budget. We build a realistic forecast for each property and your portfolio as a whole, covering rent, voids, repairs, compliance, insurance, service charges and finance costs.",
      "We are not financial advisers and we do not give regulated mortgage or investment advice. We work with your accountant, mortgage broker or financial adviser, giving them accurate, well-organised figures so their advice rests on good data.",
    ],
    included: [
      "Cash-flow forecasts per property and for the portfolio",
      "Budgets for maintenance, compliance renewals and void periods",
      "Stress tests for interest rate changes and rent reviews",
      "Monthly income and expenditure records ready for your accountant",
      "Support preparing for Making Tax Digital for Income Tax",
      "A calendar of remortgage dates, licence renewals and other major costs",
    ],
    steps: [
      {
        title: "Gather the facts",
        description:
          "We collect rents, tenancy terms, finance, insurance, service charges and past costs for each property.",
      },
      {
        title: "Build the forecast",
        description:
          "We produce a cash-flow forecast with clear assumptions and a budget for planned and unplanned costs.",
      },
      {
        title: "Review with your advisers",
        description: "We share the figures with your accountant or broker and answer their questions.",
      },
      {
        title: "Track and update",
        description:
          "Actual income and costs are compared with the forecast every month, and we update it when things change.",
      },
    ],
    audience: [
      "Landlords who want to understand the real return from their properties",
      "Investors preparing for a remortgage or a purchase",
      "Landlords who need tidy records for self-assessment and Making Tax Digital",
    ],
    faqs: [
      {
        question: "Do you give tax or mortgage advice?",
        answer:
          "No. Tax and mortgage advice should come from a qualified accountant, tax adviser or FCA-authorised broker. We provide the figures and records they need and work alongside them.",
      },
      {
        question: "What is Making Tax Digital for Income Tax?",
        answer:
          "HMRC's requirement for individuals with self-employment and property income above a threshold to keep digital records and send quarterly updates. It started on 6 April 2026 for those with qualifying income over £50,000, with the threshold falling to £30,000 from April 2027 and £20,000 from April 2028. Your accountant can confirm whether and when it applies to you.",
      },
      {
        question: "Can I still deduct mortgage interest from my rental income?",
        answer:
          "Individual landlords can no longer deduct residential mortgage interest as an expense. Instead they receive a tax credit at the basic rate. Different rules apply to properties owned through a company. Your accountant can explain which structure suits you.",
      },
    ],
  },
  {
    slug: "investment-management",
    title: "Investment Management",
    summary:
      "Hands-off management of your rental investments, with performance reporting that shows what each property really earns.",
    icon: Briefcase,
    body: [
      "Owning rental property as an investment should not mean becoming a part-time property manager. We take on the running of each property and report on it the way an investor needs: income, costs, yield and capital plans, not just a list of repairs.",
      "We look ahead as well as back. We plan refurbishments, energy efficiency upgrades and rent reviews so your properties stay attractive to good tenants and compliant with changing standards.",
    ],
    included: [
      "Full management of each tenancy, from letting to check-out",
      "Quarterly performance reports: gross and net yield, occupancy and costs",
      "Capital expenditure planning for refurbishments and upgrades",
      "Energy efficiency planning against current and proposed EPC standards",
      "Market-based rent reviews using the correct statutory process",
      "A single point of contact for all of your properties",
    ],
    steps: [
      {
        title: "Set objectives",
        description:
          "We agree what matters most to you, such as income, capital growth or low involvement, and how you want to be updated.",
      },
      {
        title: "Take on management",
        description:
          "We review each property's compliance and tenancy, then take over the day-to-day running.",
      },
      {
        title: "Report",
        description:
          "You see live figures in your dashboard and receive a quarterly review with our recommendations.",
      },
      {
        title: "Improve",
        description:
          "We plan and deliver improvements that protect the property's value and its appeal to tenants.",
      },
    ],
    audience: [
      "Investors with one or more buy-to-let properties who want a hands-off return",
      "Investors who live abroad or are too busy to manage tenants",
      "Family offices and trusts holding residential property",
    ],
    faqs: [
      {
        question: "How is this different from standard property management?",
        answer:
          "It includes everything in full management, plus investor-level reporting and forward planning for capital works, energy efficiency and rents.",
      },
      {
        question: "Will you tell me if a property is underperforming?",
        answer:
          "Yes. We show each property's net return alongside the rest of your portfolio and explain the reasons, whether that is high costs, an under-market rent or a property that needs investment.",
      },
      {
        question: "Can you work with properties owned through a limited company?",
        answer:
          "Yes. We can manage properties held personally, jointly or through a company, and report in the way your accountant needs.",
      },
    ],
  },
  {
    slug: "investment-strategy",
    title: "Investment Strategy",
    summary:
      "A clear plan for what to buy, where and why, grounded in local data and the realities of UK lettings law.",
    icon: Compass,
    body: [
      "Successful property investors start with a strategy, not a property. We help you decide what you want from your investment, whether that is steady income, long-term growth or a mix of both, and what kind of property and location are most likely to deliver it.",
      "We bring practical lettings knowledge to the conversation: what tenants in an area actually want, what a property will really cost to run and keep compliant, and how recent legislation changes the numbers. We work alongside your financial and tax advisers, not instead of them.",
    ],
    included: [
      "A goals session covering income, growth, timescale and risk",
      "Comparison of strategies such as single lets, HMOs and serviced accommodation",
      "Area shortlists based on rental demand, yields and local licensing",
      "Realistic running-cost assumptions based on our management experience",
      "An overview of regulatory risks, including the Renters' Rights Act 2025",
      "A written strategy you can share with your broker and accountant",
    ],
    steps: [
      {
        title: "Discovery",
        description:
          "We talk through your goals, budget, existing properties and how involved you want to be.",
      },
      {
        title: "Options",
        description: "We compare strategies and areas with the figures and risks for each, in plain English.",
      },
      {
        title: "Plan",
        description:
          "We agree a written strategy: target property types, areas, budgets and what success looks like.",
      },
      {
        title: "Act and review",
        description:
          "We help you put it into practice through acquisition and management, and review it as the market changes.",
      },
    ],
    audience: [
      "First-time investors deciding whether buy-to-let is right for them",
      "Existing landlords rethinking their portfolio after recent law and tax changes",
      "Investors moving from one strategy to another, such as single lets to HMOs",
    ],
    faqs: [
      {
        question: "Should I buy in my own name or through a limited company?",
        answer:
          "It depends on your income, plans and circumstances, and it is a tax question. We can set out the practical differences in managing each, but you should take advice from a qualified accountant or tax adviser before deciding.",
      },
      {
        question: "Are HMOs a better investment than single lets?",
        answer:
          "HMOs can produce higher gross yields but involve licensing, stricter fire safety standards, more management and, in many areas, planning restrictions under Article 4 directions. We set out the real costs and risks so you can compare like for like.",
      },
      {
        question: "What about holiday lets?",
        answer:
          "The furnished holiday lettings tax regime was abolished from April 2025, and many areas are tightening planning and registration rules for short-term lets. We include these changes when comparing strategies.",
      },
    ],
  },
  {
    slug: "market-analysis",
    title: "Market Analysis",
    summary:
      "Local rental evidence on rents, demand, yields and regulation, so decisions rest on data rather than guesswork.",
    icon: ChartColumn,
    body: [
      "Every rental market is local. Two streets apart, rents, tenant demand and letting times can differ sharply. Our market analysis brings together comparable lets, demand indicators and local regulation for the areas you care about.",
      "We explain what the data means for a decision you are actually facing: whether to buy, what rent to set, whether to refurbish or whether to sell.",
    ],
    included: [
      "Comparable rental evidence for similar properties nearby",
      "Demand indicators: enquiry levels, letting times and tenant profiles",
      "Gross and net yield estimates with the assumptions shown",
      "Local licensing schemes and Article 4 directions",
      "Energy efficiency and compliance considerations for the local housing stock",
      "A written summary with a clear recommendation",
    ],
    steps: [
      {
        title: "Define the question",
        description: "We agree what you need to decide and which areas or properties to analyse.",
      },
      {
        title: "Gather evidence",
        description: "We collect comparable lets, demand data and local regulatory information.",
      },
      {
        title: "Analyse",
        description: "We model rents, yields and risks, showing our assumptions so you can test them.",
      },
      {
        title: "Recommend",
        description: "You receive a written report and a call to talk it through.",
      },
    ],
    audience: [
      "Investors comparing areas before buying",
      "Landlords checking whether their rent is in line with the market",
      "Landlords deciding whether to refurbish, re-let or sell",
    ],
    faqs: [
      {
        question: "What is the difference between gross and net yield?",
        answer:
          "Gross yield is annual rent divided by the property's value or price. Net yield deducts running costs such as management, repairs, insurance, service charges, compliance and an allowance for empty periods. Net yield is the better guide to real return; our analysis gives both.",
      },
      {
        question: "Where does your data come from?",
        answer:
          "From comparable lets, enquiry and letting-time data from properties we market, and public sources such as council licensing registers, planning policies and EPC records. We show where each figure comes from.",
      },
      {
        question: "Is this a valuation?",
        answer:
          "No. Our analysis covers the rental market. For a formal valuation of a property's capital value, for example for a mortgage, you need a RICS registered valuer.",
      },
    ],
  },
  {
    slug: "portfolio-management",
    title: "Portfolio Management",
    summary:
      "One view of every property you own: rent, compliance, costs and performance, with a plan for the portfolio as a whole.",
    icon: ChartPie,
    body: [
      "As a portfolio grows, problems hide in the gaps: a certificate that lapsed at one property, a rent well under market at another, a mortgage deal about to end. Portfolio management brings every property into one view so nothing is missed.",
      "We look at the portfolio as a whole, not only property by property. Which properties are carrying the others? Which need investment? Which should be sold? We give you the figures and a recommendation, and you make the decision.",
    ],
    included: [
      "A single dashboard for every property, tenancy and document",
      "Certificate expiry dates for every property in one compliance view",
      "Performance benchmarking across properties",
      "Portfolio reviews with hold, improve or sell recommendations",
      "Consistent processes and standards across all properties",
      "Coordination with your accountant, broker and solicitor",
      "Preparation for the private rented sector database as it is introduced",
    ],
    steps: [
      {
        title: "Bring it together",
        description:
          "We gather the details of every property, tenancy, certificate and finance arrangement in one place.",
      },
      {
        title: "Review",
        description: "We identify compliance gaps, under-market rents and underperforming properties.",
      },
      {
        title: "Plan",
        description: "We agree priorities and a timetable for improvements, disposals or acquisitions.",
      },
      {
        title: "Manage and report",
        description: "We run the portfolio day to day and report on progress every quarter.",
      },
    ],
    audience: [
      "Landlords with several properties across different areas",
      "Landlords who currently use several agents and want one view",
      "Property companies and family investment businesses",
    ],
    faqs: [
      {
        question: "Do you need to manage every property to provide this service?",
        answer:
          "No. We can report on properties managed by other agents or by you, as long as we have access to the information. Many clients start this way and move management to us over time.",
      },
      {
        question: "Can I see everything online?",
        answer:
          "Yes. Your dashboard shows every property, tenancy, rent ledger, open issue and document, with filters by area, status and date.",
      },
      {
        question: "What is the private rented sector database?",
        answer:
          "The Renters' Rights Act 2025 creates a database of private landlords and their properties in England, being introduced in stages from late 2026. We will help you register and keep your details up to date when it applies to you.",
      },
    ],
  },
  {
    slug: "property-acquisition",
    title: "Property Acquisition",
    summary:
      "Support finding, assessing and buying rental property, with lettings due diligence built in from the start.",
    icon: Landmark,
    body: [
      "Buying the right rental property is about far more than the asking price. We help you find properties that match your strategy and look at them the way a letting agent would: will they let, to whom, for how much, and what will they cost to make compliant and keep that way?",
      "We coordinate with your surveyor, mortgage broker and conveyancing solicitor so the purchase runs smoothly, and we plan the letting before completion so the property earns from day one.",
    ],
    included: [
      "Property search against your agreed criteria",
      "Lettings due diligence: achievable rent, demand and tenant profile",
      "Compliance review: EPC, licensing, fire safety and likely upgrade costs",
      "Review of leasehold terms, service charges and restrictions on letting",
      "Guidance on refurbishment scope and budget",
      "Coordination with your surveyor, broker and solicitor",
      "A letting plan ready for completion day",
    ],
    steps: [
      {
        title: "Brief",
        description: "We agree your criteria: budget, areas, property type and target return.",
      },
      {
        title: "Search and shortlist",
        description: "We find and assess properties, and share a shortlist with our analysis of each.",
      },
      {
        title: "Due diligence",
        description:
          "We review lettings and compliance risks while your surveyor and solicitor carry out their checks.",
      },
      {
        title: "Completion and letting",
        description: "We prepare the property for its first tenancy so it can be let as soon as you own it.",
      },
    ],
    audience: [
      "Investors buying a first or additional buy-to-let property",
      "Investors buying in an area they don't know well",
      "Landlords replacing an underperforming property",
    ],
    faqs: [
      {
        question: "Do I pay extra stamp duty on a buy-to-let?",
        answer:
          "Usually yes. In England and Northern Ireland, buying an additional residential property normally attracts the higher rates of Stamp Duty Land Tax, and Scotland and Wales have their own equivalents. Your solicitor or tax adviser will confirm the amount for your purchase.",
      },
      {
        question: "Why do leasehold terms matter for letting?",
        answer:
          "Some leases restrict subletting, require the freeholder's consent or ban short lets, and service charges and ground rent affect your return. We flag these points early so your solicitor can investigate before you commit.",
      },
      {
        question: "Will you tell me not to buy a property?",
        answer:
          "Yes, if our analysis shows it is unlikely to meet your goals. A property you don't buy costs nothing; the wrong one can cost a great deal.",
      },
    ],
  },
];

const customServices: ServiceEntry[] = [
  {
    slug: "security",
    title: "Property and Data Security",
    summary:
      "Protection for empty properties, keys and access, and the sensitive documents every tenancy creates.",
    icon: ShieldCheck,
    body: [
      "Security in lettings covers two things: the physical property and the personal information that comes with it. We help with both, from checks on empty properties and controlled key handling to secure storage of identity documents, references and certificates.",
      "On our platform, documents are only available to the people entitled to see them, every access to sensitive records is logged, and files are checked by their content before they are stored.",
    ],
    included: [
      "Regular inspections of empty properties, with photo reports",
      "Key logging and controlled key release to contractors and tenants",
      "Lock changes between tenancies on request",
      "Advice on alarms, lighting and door and window security",
      "Secure storage for identity documents, references and certificates",
      "Role-based access so each person sees only what they need",
      "An audit trail of access to sensitive records",
    ],
    steps: [
      {
        title: "Assess",
        description: "We review how keys, access and documents are handled today and where the risks are.",
      },
      {
        title: "Recommend",
        description:
          "We propose practical measures, from inspection schedules to moving documents to secure storage.",
      },
      {
        title: "Put in place",
        description: "We implement the agreed measures and brief everyone involved.",
      },
      {
        title: "Monitor",
        description: "We carry out inspections, keep logs and report anything unusual straight away.",
      },
    ],
    audience: [
      "Owners of properties that are empty between tenancies or during works",
      "Agents and landlords who hold tenants' personal data and want to handle it properly",
      "Portfolio owners with many sets of keys and contractors",
    ],
    faqs: [
      {
        question: "How long do you keep tenants' identity documents?",
        answer:
          "Only as long as the law requires or allows. For example, Right to Rent check records in England should be kept for the length of the tenancy and for one year after it ends. Our privacy policy sets out our retention periods.",
      },
      {
        question: "Does my landlord insurance cover an empty property?",
        answer:
          "Many policies have conditions for empty properties, such as regular inspections or limits after a set number of days. Check your policy; we can carry out and record the inspections your insurer requires.",
      },
      {
        question: "Who can see the documents stored on the platform?",
        answer:
          "Only the people linked to the property or tenancy they belong to, such as the landlord, the managing agent and, for their own tenancy, the tenant, plus our authorised staff. Private files are only released after checking the person's right to see them.",
      },
    ],
  },
  {
    slug: "business",
    title: "Business and Corporate Lettings",
    summary:
      "Homes for your staff, company lets and relocation support, arranged through one account with consolidated reporting.",
    icon: Building2,
    body: [
      "When your people need somewhere to live, whether for a month-long project or a two-year secondment, finding and managing homes can take up a surprising amount of management time. We arrange suitable homes, handle the paperwork and give you one place to manage every stay.",
      "We also work with businesses that own residential property, such as employers with staff housing and companies holding rental property, to provide management and reporting that fits how they operate.",
    ],
    included: [
      "Sourcing homes and serviced accommodation for staff",
      "Company let agreements where the business is the tenant",
      "Relocation support: area guidance, viewings and move-in",
      "One account for bookings, documents and communication",
      "Consolidated reporting across all stays and properties",
      "Management of company-owned residential property",
    ],
    steps: [
      {
        title: "Understand your needs",
        description: "We learn how many people you house, where, for how long and what standards you expect.",
      },
      {
        title: "Set up your account",
        description:
          "We agree processes, approvals and reporting, and add your team members to the platform.",
      },
      {
        title: "Arrange homes",
        description: "We find and prepare homes and handle the agreements and check-ins.",
      },
      {
        title: "Manage and report",
        description: "We look after each stay and send you regular reports on occupancy and costs.",
      },
    ],
    audience: [
      "HR and mobility teams relocating staff",
      "Contractors and consultancies housing project teams",
      "Businesses that own or lease residential property for staff",
    ],
    faqs: [
      {
        question: "What is a company let?",
        answer:
          "A tenancy where the tenant is a company rather than an individual. Because a company cannot have an assured tenancy, company lets are contractual tenancies governed mainly by the agreement itself. We make sure the terms are clear for everyone.",
      },
      {
        question: "Can staff contact you directly?",
        answer:
          "Yes. Residents can raise repairs and questions through their own portal access, and you can see the overall picture through your company account.",
      },
      {
        question: "Do you work outside London?",
        answer: "Yes, we work with businesses across England, Scotland and Wales.",
      },
    ],
  },
  {
    slug: "management",
    title: "Bespoke Management",
    summary:
      "Management packages designed around unusual properties and portfolios, from HMOs and blocks to build-to-rent.",
    icon: Layers,
    body: [
      "Not every property fits a standard management package. Houses in multiple occupation, blocks of flats, mixed-use buildings and build-to-rent schemes each bring their own regulations and day-to-day demands. We design a management service around what your property actually needs.",
      "You choose the elements you want us to handle and the level of reporting you need, and we agree clear responsibilities so nothing falls between us, you and your other advisers.",
    ],
    included: [
      "HMO management, including licence conditions and fire safety checks",
      "Management of whole blocks and mixed-use buildings",
      "Build-to-rent resident management and amenity bookings",
      "Communal area cleaning, inspections and fire risk assessments",
      "Tailored reporting and key performance indicators",
      "A named account manager",
    ],
    steps: [
      {
        title: "Scope",
        description:
          "We visit the property, review its licences and obligations and understand your priorities.",
      },
      {
        title: "Design",
        description:
          "We propose a management plan with clear responsibilities, service levels and reporting.",
      },
      {
        title: "Mobilise",
        description: "We take over records, contractors and resident communication in a planned handover.",
      },
      {
        title: "Run and refine",
        description: "We manage the property and review the plan with you regularly.",
      },
    ],
    audience: [
      "HMO landlords and owners of shared housing",
      "Owners of blocks, mixed-use buildings and build-to-rent schemes",
      "Landlords whose needs don't fit a standard package",
    ],
    faqs: [
      {
        question: "When does an HMO need a licence?",
        answer:
          "In England, a mandatory licence is needed when five or more people forming more than one household share facilities such as a kitchen or bathroom. Many councils also require licences for smaller HMOs under additional licensing schemes, and some require all rented homes in an area to be licensed under selective licensing.",
      },
      {
        question: "Can you take over from our current managing agent?",
        answer:
          "Yes. We plan the handover so that deposits, documents, contractor arrangements and resident communication move across without gaps.",
      },
      {
        question: "Do you manage communal fire safety?",
        answer:
          "Yes. For buildings with common parts we arrange fire risk assessments, alarm and emergency lighting testing and the actions that follow from them.",
      },
    ],
  },
  {
    slug: "relations",
    title: "Tenant and Stakeholder Relations",
    summary:
      "Clear, fair communication between landlords, tenants, neighbours and councils, and early help when relationships get difficult.",
    icon: Handshake,
    body: [
      "Most lettings problems become serious because of poor communication, not bad intentions. We keep landlords, tenants, neighbours, freeholders and councils informed and listened to, and we step in early when a relationship starts to go wrong.",
      "Where a disagreement does arise, we aim to resolve it fairly and quickly, with a clear record of what was said and agreed. When independent help is needed, we know where to find it.",
    ],
    included: [
      "A single communication channel for each tenancy, with a full history",
      "Regular updates to landlords and tenants on anything that affects them",
      "Early intervention in disputes between tenants, or between tenants and neighbours",
      "Informal mediation between landlords and tenants",
      "Liaison with councils, freeholders and managing agents",
      "Feedback surveys and resident engagement for larger buildings",
    ],
    steps: [
      {
        title: "Listen",
        description: "We hear from everyone involved and establish the facts.",
      },
      {
        title: "Explain",
        description: "We set out each side's rights and responsibilities in plain English.",
      },
      {
        title: "Agree",
        description: "We help the parties reach a practical agreement and put it in writing.",
      },
      {
        title: "Follow up",
        description:
          "We check the agreement is working and point to independent routes such as redress schemes if it isn't.",
      },
    ],
    audience: [
      "Landlords who want tenants to stay longer and look after the home",
      "Shared houses and blocks where neighbours' issues affect everyone",
      "Landlords and tenants facing a disagreement they want to resolve without court",
    ],
    faqs: [
      {
        question: "Are you on the landlord's side or the tenant's?",
        answer:
          "When we act for a landlord, we represent their interests, but we always treat tenants fairly and within the law. Fair treatment leads to longer tenancies, better-kept homes and fewer disputes, which is in everyone's interest.",
      },
      {
        question: "What if mediation doesn't work?",
        answer:
          "We explain the independent routes available: the deposit scheme's dispute service for deposits, the redress scheme for complaints about an agent, the local council for housing conditions, and the courts or tribunal where needed.",
      },
      {
        question: "Can you deal with anti-social behaviour?",
        answer:
          "We investigate reports, keep records, work with the tenant and, where needed, the council and police. Serious anti-social behaviour can also be a ground for possession, which we will explain to the landlord.",
      },
    ],
  },
];

const categoryDetails: Record<CategorySlug, Pick<ServiceCategory, "body" | "highlights" | "services">> = {
  landlord: {
    body: [
      "Whether you have one flat or a growing portfolio, letting a home in the UK means juggling tenants, money, repairs and a long list of legal requirements. Our landlord services take on as much or as little of that as you want.",
      "You stay in control through one dashboard showing rent received, repairs in progress, documents and their expiry dates, and every message with your tenants.",
    ],
    highlights: [
      {
        title: "Compliance built in",
        description:
          "Gas safety, EICR, EPC, alarms, deposits and Right to Rent tracked for every property, with renewals booked before they lapse.",
      },
      {
        title: "Full visibility",
        description:
          "Rent, costs, repairs and documents are visible as they happen, not at the end of the month.",
      },
      {
        title: "Your decisions, our work",
        description: "You set spending limits and approve the important choices; we handle the rest.",
      },
    ],
    services: landlordServices,
  },
  tenant: {
    body: [
      "Renting should be straightforward and fair. Our tenant services give you clear information before you rent, an easy way to pay and track your rent, quick repairs and support whenever you have a question.",
      "Your tenant portal keeps your tenancy agreement, deposit certificate, safety certificates and every conversation in one place.",
    ],
    highlights: [
      {
        title: "No hidden fees",
        description: "We only ask for payments the law allows and we explain every one of them up front.",
      },
      {
        title: "Repairs you can track",
        description: "Report a problem with photos and see who is coming and when.",
      },
      {
        title: "Your documents, always available",
        description: "Tenancy agreement, deposit protection and safety certificates are all in your portal.",
      },
    ],
    services: tenantServices,
  },
  investor: {
    body: [
      "Residential property can be a rewarding long-term investment, but changes in tax, regulation and interest rates have made the numbers harder. Our investor services combine practical lettings knowledge with clear financial reporting.",
      "We help you decide what to buy, buy it well, run it efficiently and understand exactly how each property performs. We work alongside your accountant, broker and solicitor and do not give regulated financial advice.",
    ],
    highlights: [
      {
        title: "Grounded in lettings",
        description: "Our analysis uses real letting evidence and real running costs, not brochure yields.",
      },
      {
        title: "Portfolio-wide view",
        description: "Every property's income, costs and compliance in one place, with quarterly reviews.",
      },
      {
        title: "Ahead of regulation",
        description: "We factor in the Renters' Rights Act 2025, energy efficiency standards and licensing.",
      },
    ],
    services: investorServices,
  },
  custom: {
    body: [
      "Some needs don't fit a standard package: housing a project team, managing a block of flats, securing empty properties or repairing a strained relationship with tenants. Our custom services are designed around the situation in front of us.",
      "We start by understanding what you need, then agree a clear scope, responsibilities and reporting before any work begins.",
    ],
    highlights: [
      {
        title: "Scoped with you",
        description: "Every engagement starts with a conversation and a written scope.",
      },
      {
        title: "One platform",
        description:
          "Custom work uses the same dashboard, documents and audit trail as everything else we do.",
      },
      {
        title: "Named contact",
        description: "You work with one account manager who knows your properties.",
      },
    ],
    services: customServices,
  },
};

export const serviceCategories: ServiceCategory[] = categorySummaries.map((c) => ({
  ...c,
  ...categoryDetails[c.slug],
}));

export function findCategory(slug: string | undefined): ServiceCategory | undefined {
  return serviceCategories.find((c) => c.slug === slug);
}

export function findService(
  categorySlug: string | undefined,
  serviceSlug: string | undefined,
): { category: ServiceCategory; service: ServiceEntry } | undefined {
  const category = findCategory(categorySlug);
  const service = category?.services.find((s) => s.slug === serviceSlug);
  return category && service ? { category, service } : undefined;
}

/** Maps a `/services/...` URL to its content; undefined when nothing exists there. */
export function resolveServicePath(
  path: string,
): { category: ServiceCategory; service?: ServiceEntry } | undefined {
  const [root, categorySlug, serviceSlug, ...rest] = path.replace(/^\/+|\/+$/g, "").split("/");
  if (root !== "services" || rest.length) return undefined;
  if (serviceSlug === undefined) {
    const category = findCategory(categorySlug);
    return category && { category };
  }
  return findService(categorySlug, serviceSlug);
}
