/** Demo articles (England unless stated). `daysAgo: null` is a draft. */
export interface DemoArticle {
  title: string;
  slug: string;
  excerpt: string;
  tags: string[];
  /** Local part of the demo author's e-mail. */
  author: string;
  daysAgo: number | null;
  palette: [string, string, string];
  content: string;
}

export const demoArticles: DemoArticle[] = [
  {
    title: "Tenancy deposits explained: protection, deductions and getting your money back",
    slug: "tenancy-deposits-explained",
    excerpt:
      "How much a landlord can take, where it must be protected, what can fairly be deducted and how to resolve a dispute without going to court.",
    tags: ["deposits", "tenants", "landlords", "compliance"],
    author: "agent",
    daysAgo: 3,
    palette: ["#1f4e79", "#2f7ab8", "#f2c14e"],
    content: `A deposit is the tenant's money, held as security. The rules around it are strict, and most disputes come from skipping a step at the start of the tenancy rather than at the end.

## How much can be taken

Under the Tenant Fees Act 2019 a tenancy deposit in England is capped at:

- **five weeks' rent** where the annual rent is under £50,000;
- **six weeks' rent** where the annual rent is £50,000 or more.

A holding deposit to reserve a property is capped separately at one week's rent, and must normally be returned or put towards the first rent or deposit.

## Protection within 30 days

For an assured shorthold tenancy, the landlord (or agent) must:

1. Protect the deposit in a government-approved scheme (Deposit Protection Service, mydeposits or the Tenancy Deposit Scheme) **within 30 days** of receiving it.
2. Give the tenant the **prescribed information** within the same 30 days: which scheme, how to get the deposit back and what to do in a dispute.

A court can order a landlord who misses either step to pay the tenant between one and three times the deposit, and an unprotected deposit also weakens the landlord's position in possession proceedings.

## What can be deducted

Deductions must be for a genuine loss, and the landlord has to show it. Typical fair claims are unpaid rent, damage beyond **fair wear and tear**, missing items from the inventory, and cleaning needed to return the property to the condition recorded at check-in.

Fair wear and tear is the gradual decline from normal use: lightly scuffed paint, worn carpet in a hallway, faded curtains. A landlord cannot charge for it, and cannot charge "new for old": a five-year-old carpet with a ten-year life is worth half its replacement cost.

> Tip for both sides: a detailed check-in inventory with dated photos, signed by the tenant, settles most arguments before they start.

## Getting it back

At the end of the tenancy, either side can ask for the return. Once you agree the amount, the scheme pays out within **10 days**. If you can't agree, each scheme offers a **free alternative dispute resolution** service: an adjudicator reads the evidence (inventory, photos, invoices, correspondence) and decides. It's usually quicker and cheaper than the small claims court.

## Checklist

- Tenant: keep the prescribed information, photograph the property on day one and on the last day, and give a forwarding address.
- Landlord: protect on time, keep the inventory current, and put any proposed deductions in writing with evidence.

In Keyhold, the deposit amount, scheme reference and protection date sit on the tenancy record, so the 30-day deadline is visible from day one.`,
  },
  {
    title: "EPC ratings for rental homes: the rules and the cheapest ways to improve",
    slug: "epc-ratings-for-rental-homes",
    excerpt:
      "Privately rented homes need an EPC of at least E. What the certificate measures, when exemptions apply and which upgrades give the most points for the money.",
    tags: ["epc", "energy efficiency", "landlords", "compliance"],
    author: "agent2",
    daysAgo: 9,
    palette: ["#1b5e20", "#43a047", "#ffeb3b"],
    content: `An Energy Performance Certificate (EPC) rates a home from **A** (most efficient) to **G** (least), with a score from 1 to 100. It also estimates running costs and lists recommended improvements with their likely effect.

## The rules for landlords

- A valid EPC is needed before a property is marketed, and a copy must be given to the tenant before the tenancy starts.
- An EPC is valid for **10 years**. A newer certificate replaces the old one.
- Under the Minimum Energy Efficiency Standard (MEES), a privately rented home in England and Wales must be rated **E or above** to be let, including existing tenancies. Local authorities can issue penalties of up to £5,000 per property for breaches.
- The government has consulted on raising the minimum to **C** for rentals around 2030. Planning improvements now spreads the cost and avoids a rush on installers later.

### Exemptions

If a property can't reach E after spending up to the **£3,500 cost cap** (including VAT) on recommended measures, or for some other listed reasons such as third-party consent being refused, the landlord can register an exemption on the PRS Exemptions Register. Exemptions normally last five years and must be registered, not just assumed.

## Where the points are

The cheapest gains usually come first:

| Measure | Typical cost | Why it helps |
|---|---|---|
| Loft insulation to 270 mm | £300–£600 | Heat loss through the roof is often the largest single loss |
| LED lighting throughout | under £100 | Small, but lighting is in the calculation |
| Heating controls (programmer, room thermostat, TRVs) | £200–£500 | Better use of the same boiler |
| Hot water cylinder jacket | £20 | Cheap and counted |
| Cavity wall insulation | £1,000–£2,500 | Big improvement where walls are unfilled |
| Boiler replacement | £2,500+ | Worth it when an old boiler is near its end anyway |

Costs vary by region and property; get quotes from accredited installers and check whether grants (for example the Great British Insulation Scheme or ECO4, which depend on the tenant's circumstances and the property's band) can contribute.

## For tenants

A better EPC means lower bills. The certificate is public: you can look up any address on the government register before you view. If your home is rated F or G and no exemption is registered, raise it with your landlord or the council.

## Keep the paperwork together

Store the EPC with its expiry date alongside gas safety and electrical certificates. Keyhold's documents area tracks expiry dates, so a renewal never sneaks up on you in the middle of a tenancy.`,
  },
  {
    title: "End of tenancy checklist for tenants and landlords",
    slug: "end-of-tenancy-checklist",
    excerpt:
      "From giving notice to the final meter readings: the steps that make moving out smooth and get the deposit back without a dispute.",
    tags: ["end of tenancy", "tenants", "landlords", "deposits"],
    author: "agent",
    daysAgo: 17,
    palette: ["#4a148c", "#7b1fa2", "#ffab40"],
    content: `A tenancy ends well when both sides know what happens, and when. This checklist follows the order things usually happen in.

## 1. Notice

- Check your tenancy agreement and the current law for the notice period that applies. Tenants in England on a periodic tenancy generally give at least two months' notice, ending in line with the rent period unless agreed otherwise.
- Give notice **in writing** and keep proof of when it was sent.
- Landlords must use the correct statutory notice and grounds to end a tenancy; a text message or an informal letter is not enough.

## 2. Plan the check-out

- Agree a date and time for the check-out inspection, ideally with the tenant present.
- Landlord or agent: dig out the check-in inventory and any mid-term inspection reports. The check-out is compared against them, not against a perfect standard.
- Tenant: read the inventory now, so you know what condition the property was in when you arrived.

## 3. Cleaning and repairs

- Clean to the standard recorded at check-in. A landlord cannot require you to pay for a *professional* clean as a condition of the tenancy (the Tenant Fees Act bans that), but you will be charged if the property is left dirtier than you found it.
- Don't forget the oven, extractor filters, limescale in bathrooms, skirting boards, inside cupboards and the fridge-freezer (defrosted and left open).
- Fix small damage you caused (picture hooks, a broken curtain pole) or agree a fair amount with the landlord.
- Report any repairs the landlord still owes, in writing, so they aren't mistaken for damage.

## 4. Utilities and admin

- Take **dated photos of the meters** (gas, electricity, water) on the last day and send the readings to each supplier.
- Tell the council for council tax, and cancel or move broadband and TV licence.
- Set up Royal Mail redirection and give the landlord a forwarding address for the deposit.

## 5. Handover

- Return **every key and fob**, including spares you had cut, and get a receipt.
- Walk round with your own phone camera: every room, every wall, inside appliances.

## 6. The deposit

The landlord or agent should send any proposed deductions promptly, with evidence. Once you agree, the protection scheme pays within 10 days; if you don't, use the scheme's free dispute service.

With Keyhold, check-in reports, photos and messages about repairs stay attached to the tenancy, so the evidence is already in one place when the tenancy ends.`,
  },
  {
    title: "Who fixes what? Repairs and maintenance responsibilities in a rented home",
    slug: "repairs-and-maintenance-responsibilities",
    excerpt:
      "The landlord's legal repairing duties, the tenant's part, the safety checks that are due every year and every five years, and how to report a repair properly.",
    tags: ["maintenance", "repairs", "tenants", "landlords", "safety"],
    author: "admin",
    daysAgo: 26,
    palette: ["#b71c1c", "#e57373", "#ffe082"],
    content: `When something breaks, the first question is whose job it is. The law gives a clear starting point.

## The landlord's repairing duties

Section 11 of the Landlord and Tenant Act 1985 makes the landlord responsible for keeping in repair:

- the **structure and exterior**: roof, walls, windows, external doors, gutters and drains;
- installations for **water, gas, electricity and sanitation**: pipes, wiring, basins, sinks, baths and toilets;
- installations for **space heating and hot water**: the boiler, radiators and hot water cylinder.

These duties can't be passed to the tenant by the tenancy agreement. The home must also be **fit for human habitation** throughout the tenancy, which covers serious damp and mould, lack of hot water, pests and other hazards.

## Safety checks that are always due

- **Gas safety**: every gas appliance, fitting and flue checked by a Gas Safe registered engineer **every 12 months**; the tenant gets a copy of the record within 28 days.
- **Electrical safety**: an Electrical Installation Condition Report (EICR) by a qualified electrician at least **every five years**, with a copy to the tenant.
- **Alarms**: a working smoke alarm on every storey used as living accommodation, and a carbon monoxide alarm in any room with a fixed combustion appliance (except gas cookers). Landlords must repair or replace alarms once told they are faulty.

## The tenant's part

Tenants must use the property in a "tenant-like manner": the small jobs a sensible occupier does.

- Change light bulbs and smoke alarm batteries where they are replaceable, and test alarms regularly.
- Keep the home reasonably clean, heated and ventilated; wipe condensation and use extractor fans.
- Unblock sinks and toilets blocked by their own use, and bleed radiators if shown how.
- Repair damage caused by themselves, their household or guests.
- **Report problems promptly.** A landlord's duty to repair normally starts when they know about the problem, and a small leak reported late can become a large claim.

## Reporting a repair the right way

1. Report in writing (a ticket, e-mail or the portal) and include photos, the room and when it started.
2. Say whether it is urgent: no heating or hot water, a gas smell, a serious leak or an electrical hazard need action within hours, not weeks. For a gas smell, call the National Gas Emergency line on 0800 111 999 first.
3. Give access at reasonable times; landlords must normally give at least 24 hours' notice except in an emergency.
4. If nothing happens, follow up in writing. The council's private sector housing team can inspect and enforce where repairs are ignored.

## Damp and mould

Mould is a health hazard, not a lifestyle issue. The landlord should find the cause (leaks, poor insulation, failed extractor fans) and fix it; the tenant should ventilate and report. Awaab's Law already sets strict timescales for social landlords, and the government has said it will extend similar requirements to private rentals.

Keyhold's support tickets record who reported what and when, with priorities and response targets, so repairs don't get lost in a text thread.`,
  },
  {
    title: "Rent increases: how they work and how to challenge an unfair one",
    slug: "rent-increases-how-they-work",
    excerpt:
      "How often rent can go up, the notice a landlord must give, how to judge whether a new rent is fair, and what a tenant can do if it isn't.",
    tags: ["rent", "tenants", "landlords"],
    author: "agent2",
    daysAgo: 38,
    palette: ["#0d47a1", "#26a69a", "#ffd54f"],
    content: `Rents change, but the way they change in England is regulated. Landlords who follow the process keep good tenants; tenants who know it can challenge an increase that goes beyond the market.

## How often and with what notice

Under the Renters' Rights Act reforms for assured tenancies in England:

- rent can be increased **at most once a year**;
- the landlord must use the statutory **section 13 notice** and give at least **two months' notice** of the new rent;
- rent review clauses in tenancy agreements can no longer be used to raise the rent by another route.

An increase can also be agreed in writing between landlord and tenant at any time, but a tenant doesn't have to agree to anything they think is unfair.

## Is the new rent fair?

The benchmark is the **open market rent**: what a similar property in the same area, in similar condition, would let for now. Useful evidence:

- current asking rents for comparable homes on the major portals (same size, type and area);
- the ONS price index of private rents for your region, which shows the trend;
- the condition of the property: outstanding repairs or poor energy efficiency reduce its market value.

A good landlord shows their working. Sharing two or three comparables with the notice prevents most arguments.

## How a tenant can challenge

1. Talk first. Many landlords prefer a slightly lower rise to a void and re-letting costs.
2. If you can't agree, apply to the **First-tier Tribunal (Property Chamber)** before the new rent starts. The tribunal decides the market rent for the property.
3. The tribunal cannot set a rent higher than the landlord proposed, and the new rent doesn't start before the tribunal decides. Where paying it straight away would cause undue hardship, the tribunal can delay the start by up to two months.

## Practical tips for landlords

- Review rent annually rather than letting it fall far behind the market and then asking for a large jump.
- Keep a note of improvements made: a new kitchen or a better EPC rating justifies a higher rent.
- Balance the increase against the cost of a tenant leaving: a month's void plus letting fees often outweighs a year of a modest increase.

In Keyhold the rent schedule and its history live on the tenancy, and tenants see changes and their effective dates in their own portal.`,
  },
  {
    title: "Investing in buy-to-let: yields, costs and tax before you buy",
    slug: "investing-in-buy-to-let",
    excerpt:
      "Gross and net yield, the real running costs, mortgage stress tests, stamp duty on additional homes and the tax rules on mortgage interest, in one place.",
    tags: ["investing", "buy-to-let", "landlords", "tax"],
    author: "admin",
    daysAgo: 52,
    palette: ["#263238", "#546e7a", "#ffca28"],
    content: `Buy-to-let can be a steady long-term investment, but the margin between a good and a poor purchase is often decided before you buy. Run the numbers honestly first.

## Yield: gross and net

**Gross yield** = annual rent ÷ purchase price. A £240,000 flat letting at £1,200 a month earns £14,400 a year: a 6% gross yield.

**Net yield** takes off the running costs. For the same flat:

| Cost | Per year |
|---|---|
| Letting and management (12% incl. VAT) | £1,728 |
| Maintenance (about 1% of value) | £2,400 |
| Insurance, certificates (gas, EICR, EPC) | £600 |
| Service charge and ground rent | £1,500 |
| Voids (one month in twelve) | £1,200 |
| **Total** | **£7,428** |

That leaves £6,972, a **2.9% net yield before mortgage costs and tax**. The gap between gross and net is why a headline yield alone is not a reason to buy.

## Mortgages and stress tests

Lenders usually want the rent to cover the mortgage interest by **125% to 145%** at a stressed interest rate, depending on your tax band and whether you buy personally or through a company. Expect to put down a deposit of at least 25%. Fixed rates make costs predictable; check the early repayment charges if you may sell.

## Stamp duty on additional homes

Buying a second home or a buy-to-let in England attracts a **5% surcharge** on top of the standard Stamp Duty Land Tax rates (since 31 October 2024). On a £240,000 purchase that's a significant cash cost on day one: include it in your return calculation.

## Tax on rental profits

- For properties owned personally, mortgage interest is **not deducted** from rental income; instead you get a tax credit of 20% of the interest. Higher-rate taxpayers can pay tax on profits they haven't really made once the mortgage is large.
- Owning through a **limited company** lets the company deduct interest, but brings corporation tax, extra accounting costs and tax on drawing money out. It suits some portfolios, not all. Take advice from a qualified tax adviser before you choose.
- Allowable expenses include letting fees, repairs (not improvements), insurance, accountancy and the replacement of domestic items like furniture.

## Choosing where to buy

- Look for steady tenant demand: transport links, employers, universities, hospitals.
- Check comparable rents and how long similar homes sit empty.
- Prefer properties that already meet EPC E and could reach C without major works.
- Read the lease and service charge history for flats carefully.

## Plan for being a landlord

Compliance (deposits, gas and electrical safety, EPC, right to rent), repairs and tenant communication are part of the investment. Keyhold's landlord dashboard brings rent, certificates and repairs for each property into one view, so you can see your real net return, not just the headline yield.`,
  },
  {
    title: "Right to Rent checks: a step-by-step guide",
    slug: "right-to-rent-checks-guide",
    excerpt: "Who must be checked, which documents to accept, and how long to keep the records.",
    tags: ["compliance", "landlords"],
    author: "agent",
    daysAgo: null,
    palette: ["#3e2723", "#8d6e63", "#ffcc80"],
    content: `*Draft: to be reviewed before publishing.*

Landlords and agents in England must check that every adult tenant has the right to rent before the tenancy starts.

## Who must be checked

Every adult (18 or over) who will live in the property as their main home, whether or not they are named on the tenancy agreement.

## How to check

1. Ask for original documents, or use the Home Office online service with a share code.
2. Check the documents in the tenant's presence (in person or by video).
3. Keep a dated copy for the whole tenancy and for a year after it ends.`,
  },
];
