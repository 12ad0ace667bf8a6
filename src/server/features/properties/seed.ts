import { londonDate } from "@shared/dates";
import {
  type CouncilTaxBand,
  type EnquiryStatus,
  type EpcRating,
  type Furnished,
  monthlyRent,
  type PropertyStatus,
  type PropertyType,
  type RentPeriod,
} from "@shared/schemas/properties";
import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, propertyEnquiries, propertyImages, users } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { type ProcessedImage, processImageUpload, storeImageVariants } from "../../storage";

interface Place {
  city: string;
  areas: { area: string; street: string; postcode: string }[];
}

const places: Place[] = [
  {
    city: "London",
    areas: [
      { area: "Islington", street: "Upper Street", postcode: "N1 2XE" },
      { area: "Clapham", street: "Lavender Hill", postcode: "SW11 5RW" },
      { area: "Hackney", street: "Mare Street", postcode: "E8 3RH" },
      { area: "Greenwich", street: "Royal Hill", postcode: "SE10 8RT" },
      { area: "Camden", street: "Parkway", postcode: "NW1 7AH" },
      { area: "Shoreditch", street: "Curtain Road", postcode: "EC2A 3NQ" },
      { area: "Ealing", street: "Mattock Lane", postcode: "W5 5BG" },
      { area: "Brixton", street: "Acre Lane", postcode: "SW2 5SG" },
    ],
  },
  {
    city: "Manchester",
    areas: [
      { area: "Ancoats", street: "Blossom Street", postcode: "M4 6AJ" },
      { area: "Didsbury", street: "Lapwing Lane", postcode: "M20 2WR" },
      { area: "Chorlton", street: "Beech Road", postcode: "M21 9EG" },
      { area: "Northern Quarter", street: "Thomas Street", postcode: "M4 1EU" },
      { area: "Salford Quays", street: "The Quays", postcode: "M50 3AZ" },
    ],
  },
  {
    city: "Leeds",
    areas: [
      { area: "Headingley", street: "Otley Road", postcode: "LS6 3AA" },
      { area: "Chapel Allerton", street: "Harrogate Road", postcode: "LS7 4NY" },
      { area: "City Centre", street: "Wellington Street", postcode: "LS1 4LT" },
      { area: "Roundhay", street: "Street Lane", postcode: "LS8 2ET" },
    ],
  },
  {
    city: "Bristol",
    areas: [
      { area: "Clifton", street: "Whiteladies Road", postcode: "BS8 2PH" },
      { area: "Redland", street: "Cotham Hill", postcode: "BS6 6LA" },
      { area: "Harbourside", street: "Canons Way", postcode: "BS1 5LL" },
      { area: "Southville", street: "North Street", postcode: "BS3 1HT" },
    ],
  },
  {
    city: "Edinburgh",
    areas: [
      { area: "Marchmont", street: "Warrender Park Road", postcode: "EH9 1EG" },
      { area: "Leith", street: "Constitution Street", postcode: "EH6 7BT" },
      { area: "Stockbridge", street: "Raeburn Place", postcode: "EH4 1HN" },
      { area: "New Town", street: "Dundas Street", postcode: "EH3 6QG" },
    ],
  },
  {
    city: "Birmingham",
    areas: [
      { area: "Jewellery Quarter", street: "Vyse Street", postcode: "B18 6LP" },
      { area: "Edgbaston", street: "Hagley Road", postcode: "B16 8LB" },
      { area: "Moseley", street: "Alcester Road", postcode: "B13 8EE" },
      { area: "Harborne", street: "High Street", postcode: "B17 9NT" },
    ],
  },
  {
    city: "Glasgow",
    areas: [
      { area: "West End", street: "Byres Road", postcode: "G12 8TB" },
      { area: "Merchant City", street: "Candleriggs", postcode: "G1 1LD" },
    ],
  },
  {
    city: "Cardiff",
    areas: [
      { area: "Pontcanna", street: "Cathedral Road", postcode: "CF11 9HA" },
      { area: "Cardiff Bay", street: "Bute Street", postcode: "CF10 5AW" },
    ],
  },
  {
    city: "Liverpool",
    areas: [
      { area: "Baltic Triangle", street: "Jamaica Street", postcode: "L1 0AH" },
      { area: "Georgian Quarter", street: "Rodney Street", postcode: "L1 9EF" },
    ],
  },
];

interface Template {
  type: PropertyType;
  beds: number;
  baths: number;
  sqm: number;
  title: (area: string) => string;
  description: (area: string, city: string) => string;
  features: string[];
  furnished: Furnished;
  rent: number; // pounds per month in London; scaled by city below
  period?: RentPeriod;
  /** Material information and the home's facts (issue 16); see `homeFacts` for the exceptions. */
  epc: EpcRating;
  band: CouncilTaxBand;
  storeys: number;
  combustionRooms: number;
  gas?: boolean;
  occupiers?: number;
  households?: number;
}

const templates: Template[] = [
  {
    type: "flat",
    beds: 2,
    baths: 1,
    sqm: 68,
    title: (a) => `Bright two-bedroom flat in ${a}`,
    description: (a, c) =>
      `A light-filled second-floor flat in the heart of ${a}, ${c}. Open-plan living room and kitchen with integrated appliances, two double bedrooms and a modern bathroom with a rainfall shower. Close to shops, cafés and transport links.`,
    features: ["Double glazing", "Gas central heating", "Bike storage", "Integrated appliances"],
    furnished: "unfurnished",
    rent: 1950,
    epc: "C",
    band: "C",
    storeys: 1,
    combustionRooms: 1,
  },
  {
    type: "house",
    beds: 3,
    baths: 2,
    sqm: 112,
    title: (a) => `Three-bedroom family house with garden, ${a}`,
    description: (a, c) =>
      `A well-kept Victorian terrace on a quiet residential street in ${a}, ${c}. Through lounge with a period fireplace, kitchen-diner opening onto a south-facing garden, three bedrooms and a family bathroom plus a downstairs shower room. Good local schools nearby.`,
    features: ["Private garden", "Period features", "Two bathrooms", "Permit parking", "Pets considered"],
    furnished: "unfurnished",
    rent: 2850,
    epc: "C",
    band: "D",
    storeys: 2,
    combustionRooms: 2,
  },
  {
    type: "studio",
    beds: 0,
    baths: 1,
    sqm: 32,
    title: (a) => `Modern studio apartment, ${a}`,
    description: (a, c) =>
      `A smart, compact studio in a managed building in ${a}, ${c}, ideal for a single professional. Fitted kitchenette, shower room, built-in wardrobes and a concierge service. Bills for water included.`,
    features: ["Concierge", "Lift", "Water included", "Gym in building"],
    furnished: "furnished",
    rent: 1250,
    epc: "B",
    band: "A",
    storeys: 1,
    combustionRooms: 0,
    gas: false,
  },
  {
    type: "room",
    beds: 1,
    baths: 1,
    sqm: 14,
    title: (a) => `Double room in a friendly house share, ${a}`,
    description: (a, c) =>
      `A large double room in a clean, sociable house share in ${a}, ${c}. Shared kitchen, lounge and garden; weekly cleaner for communal areas. All bills and fibre broadband included.`,
    features: ["All bills included", "Fibre broadband", "Weekly cleaner", "Garden"],
    furnished: "furnished",
    rent: 190,
    period: "week",
    epc: "C",
    band: "C",
    storeys: 3,
    combustionRooms: 2,
    occupiers: 4,
    households: 3,
  },
  {
    type: "flat",
    beds: 1,
    baths: 1,
    sqm: 48,
    title: (a) => `Stylish one-bedroom apartment, ${a}`,
    description: (a, c) =>
      `A recently refurbished one-bedroom apartment in a converted warehouse in ${a}, ${c}. Exposed brick, high ceilings, a separate bedroom and a sleek kitchen. Secure entry and allocated parking.`,
    features: ["Allocated parking", "Secure entry", "High ceilings", "Washer-dryer"],
    furnished: "part_furnished",
    rent: 1500,
    epc: "C",
    band: "B",
    storeys: 1,
    combustionRooms: 1,
  },
  {
    type: "house",
    beds: 4,
    baths: 2,
    sqm: 150,
    title: (a) => `Spacious four-bedroom semi-detached home, ${a}`,
    description: (a, c) =>
      `A generous semi-detached house in a sought-after part of ${a}, ${c}. Two reception rooms, a large kitchen with utility, four bedrooms (main with en suite), driveway parking for two cars and a landscaped rear garden.`,
    features: ["Driveway parking", "En suite", "Utility room", "Landscaped garden", "Close to schools"],
    furnished: "unfurnished",
    rent: 3400,
    epc: "B",
    band: "F",
    storeys: 3,
    combustionRooms: 1,
  },
  {
    type: "commercial",
    beds: 0,
    baths: 1,
    sqm: 85,
    title: (a) => `Ground-floor retail unit, ${a}`,
    description: (a, c) =>
      `A prominent ground-floor retail unit with a glazed frontage on a busy high street in ${a}, ${c}. Open sales floor, rear storage, staff WC and kitchenette. Suitable for a range of uses (Class E).`,
    features: ["Class E use", "Glazed frontage", "Rear storage", "Staff kitchenette"],
    furnished: "unfurnished",
    rent: 2600,
    epc: "C",
    band: "C",
    storeys: 1,
    combustionRooms: 0,
  },
  {
    type: "flat",
    beds: 3,
    baths: 2,
    sqm: 95,
    title: (a) => `Three-bedroom penthouse with balcony, ${a}`,
    description: (a, c) =>
      `A top-floor penthouse with a wraparound balcony and far-reaching views over ${c}. Open-plan living space, three double bedrooms (two en suite), underfloor heating and a lift to the door. Located in ${a}.`,
    features: ["Balcony", "Lift", "Underfloor heating", "Two en suites", "Concierge"],
    furnished: "furnished",
    rent: 3200,
    epc: "B",
    band: "E",
    storeys: 1,
    combustionRooms: 0,
  },
];

/**
 * Homes whose facts differ from their template, so the compliance pages have something to show:
 * an all-electric flat (no gas safety duty), an HMO of 6 people from 4 households (mandatory
 * licensing), an EPC F (below the letting minimum) and a D; the rest are C or better.
 */
const homeFacts: Record<number, Partial<Template>> = {
  7: { gas: false, combustionRooms: 0 },
  12: { epc: "F" },
  14: { occupiers: 6, households: 4 },
  35: { epc: "D" },
};

const cityFactor: Record<string, number> = {
  London: 1,
  Manchester: 0.62,
  Leeds: 0.55,
  Bristol: 0.7,
  Edinburgh: 0.68,
  Birmingham: 0.56,
  Glasgow: 0.52,
  Cardiff: 0.54,
  Liverpool: 0.5,
};

/** House-front illustrations in a few palettes: built locally from SVG, no downloads. */
function facadeSvg(wall: string, door: string, roof: string, sky: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">
  <rect width="1600" height="1067" fill="${sky}"/>
  <rect y="880" width="1600" height="187" fill="#7a9a62"/>
  <polygon points="330,380 800,120 1270,380" fill="${roof}"/>
  <rect x="380" y="380" width="840" height="520" fill="${wall}"/>
  <rect x="720" y="640" width="160" height="260" fill="${door}"/>
  <circle cx="855" cy="775" r="9" fill="#e8d27a"/>
  ${[460, 1000]
    .map(
      (
        x,
      ) => `<rect x="${x}" y="450" width="140" height="150" fill="#d9ecf7" stroke="#ffffff" stroke-width="14"/>
  <rect x="${x}" y="680" width="140" height="150" fill="#d9ecf7" stroke="#ffffff" stroke-width="14"/>`,
    )
    .join("\n  ")}
  <rect x="730" y="450" width="140" height="150" fill="#d9ecf7" stroke="#ffffff" stroke-width="14"/>
  <rect x="1120" y="150" width="70" height="170" fill="${roof}"/>
</svg>`;
}

function roomSvg(wall: string, floor: string, sofa: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">
  <rect width="1600" height="760" fill="${wall}"/>
  <rect y="760" width="1600" height="307" fill="${floor}"/>
  <rect x="1040" y="150" width="380" height="440" fill="#dff1fb" stroke="#ffffff" stroke-width="18"/>
  <line x1="1230" y1="150" x2="1230" y2="590" stroke="#ffffff" stroke-width="12"/>
  <rect x="220" y="560" width="620" height="230" rx="40" fill="${sofa}"/>
  <rect x="190" y="520" width="90" height="270" rx="30" fill="${sofa}"/>
  <rect x="780" y="520" width="90" height="270" rx="30" fill="${sofa}"/>
  <rect x="360" y="300" width="280" height="180" fill="#f5efe0" stroke="#8a6d3b" stroke-width="12"/>
  <ellipse cx="1180" cy="900" rx="200" ry="50" fill="#a8734a"/>
  <rect x="120" y="430" width="18" height="360" fill="#555"/>
  <polygon points="80,430 180,430 150,360 110,360" fill="#f2c94c"/>
</svg>`;
}

const palettes = [
  facadeSvg("#c8745a", "#1f3a5f", "#4a4a4a", "#bfe0f5"),
  facadeSvg("#efe6d2", "#2f6b3f", "#6b4a3a", "#cde7f7"),
  facadeSvg("#9fb4c7", "#8b1e2d", "#37474f", "#d7ecfa"),
  facadeSvg("#e3c07a", "#274060", "#5d4037", "#c4e2f2"),
  facadeSvg("#b5b0a7", "#0f5e5e", "#3e3e3e", "#d3e9f6"),
  roomSvg("#f3ece0", "#b98b5e", "#4f6d8f"),
  roomSvg("#dfe8e1", "#8d6e63", "#c0683f"),
  roomSvg("#ece4f2", "#a1887f", "#2e7d6b"),
];

/** The demo portfolio: ~40 properties over the demo landlords, most with an agent; photos made with sharp. */
/** Sets facts of a demo home (what it cost, its EPC rating, no gas) for the other seeders. */
export async function seedHomeFacts(
  db: Db,
  propertyId: string,
  facts: Partial<Omit<typeof properties.$inferInsert, "id">>,
): Promise<void> {
  await db.update(properties).set(facts).where(eq(properties.id, propertyId));
}

/** The demo agent's homes are managed through their agency (the agencies seeder founds it). */
export async function seedAgencyHomes(db: Db, agentId: string, agencyId: string): Promise<void> {
  await db.update(properties).set({ agencyId }).where(eq(properties.agentId, agentId));
}

/** A demo enquiry about a home, sent at `e.sent` (the viewings seeder builds its threads on them). */
export async function seedEnquiry(
  db: Db,
  propertyId: string,
  e: { name: string; email: string; phone?: string; message: string; status: EnquiryStatus; sent: Date },
): Promise<string> {
  const [row] = await db
    .insert(propertyEnquiries)
    .values({
      propertyId,
      name: e.name,
      email: e.email,
      phone: e.phone ?? null,
      message: e.message,
      status: e.status,
      createdAt: e.sent,
      updatedAt: e.sent,
    })
    .returning({ id: propertyEnquiries.id });
  return row!.id;
}

/** Most are on the market; a few are let, under offer, drafts or archived. */
function demoStatus(i: number): PropertyStatus {
  if (i % 13 === 5) return "draft";
  if (i % 17 === 9) return "archived";
  if (i % 7 === 3) return "let";
  if (i % 11 === 4) return "under_offer";
  return "available";
}

const DAY = 24 * 60 * 60 * 1000;

/** Demo home number i: its place and template in turn, its rent by city, its people in turn. */
function demoHomeRow(
  i: number,
  slot: { place: Place; areaIndex: number },
  landlords: string[],
  agents: string[],
  now: number,
): typeof properties.$inferInsert {
  const { place, areaIndex } = slot;
  const area = place.areas[areaIndex]!;
  const t = { ...templates[(i * 3 + areaIndex) % templates.length]!, ...homeFacts[i] };
  const status = demoStatus(i);
  const period = t.period ?? "month";
  const factor = cityFactor[place.city] ?? 0.6;
  const rentPounds =
    period === "week"
      ? Math.round((t.rent * factor) / 5) * 5
      : Math.round((t.rent * factor * (0.9 + (i % 5) * 0.05)) / 25) * 25;
  const rentAmount = rentPounds * 100;
  const created = new Date(now - (i * 2 + 1) * DAY - i * 3_600_000);
  const availableFrom = londonDate(new Date(now + ((i % 6) - 1) * 7 * DAY));
  return {
    landlordId: landlords[i % landlords.length]!,
    agentId: i % 5 === 4 || !agents.length ? null : agents[i % agents.length]!,
    title: t.title(area.area),
    description: t.description(area.area, place.city),
    type: t.type,
    status,
    published: status !== "draft" && status !== "archived",
    addressLine1: `${10 + ((i * 7) % 180)} ${area.street}`,
    addressLine2: t.type === "flat" ? `Flat ${1 + (i % 9)}` : null,
    city: place.city,
    postcode: area.postcode,
    country: "GB",
    bedrooms: t.beds,
    bathrooms: t.baths,
    sizeSqm: t.sqm,
    rentAmount,
    rentPeriod: period,
    rentPcm: monthlyRent(rentAmount, period),
    depositAmount:
      period === "week" ? rentAmount * 4 : Math.round((monthlyRent(rentAmount, period) * 12) / 52) * 5,
    currency: "GBP",
    availableFrom: status === "let" ? null : availableFrom,
    furnished: t.furnished,
    features: t.features,
    epcRating: t.epc,
    councilTaxBand: t.band,
    gasSupply: t.gas ?? true,
    storeys: t.storeys,
    combustionApplianceRooms: t.combustionRooms,
    // Who lives there is known for house shares and let homes; empty homes are left unrecorded.
    occupiers: t.occupiers ?? (status === "let" ? 2 : null),
    households: t.households ?? (status === "let" ? 1 : null),
    createdAt: created,
    updatedAt: created,
  };
}

/**
 * The photos of the homes, from the shared pictures: a front and two rooms (a commercial unit:
 * its front only). Their files go to storage; answers the rows.
 */
async function demoPhotos(
  storage: Parameters<typeof storeImageVariants>[0],
  inserted: { id: string; title: string; type: string }[],
  rendered: ProcessedImage[],
) {
  const imageRows: (typeof propertyImages.$inferInsert)[] = [];
  const writes: Promise<void>[] = [];
  for (const [i, p] of inserted.entries()) {
    const picks = p.type === "commercial" ? [i % 5] : [i % 5, 5 + (i % 3), 5 + ((i + 1) % 3)];
    for (const [position, pick] of picks.entries()) {
      const image = rendered[pick]!;
      const id = crypto.randomUUID();
      const storageKey = `properties/${p.id}/${id}`;
      writes.push(storeImageVariants(storage, storageKey, image));
      imageRows.push({
        id,
        propertyId: p.id,
        position,
        isCover: position === 0,
        alt: position === 0 ? `Front of ${p.title}` : `Living room of ${p.title}`,
        storageKey,
        widths: image.widths,
        width: image.width,
        height: image.height,
      });
    }
  }
  await Promise.all(writes);
  return imageRows;
}

export const demoPropertiesSeeder: Seeder = {
  name: "properties",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(properties);
    if ((existing?.n ?? 0) > 0) return;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, [
          "landlord@keyhold.example",
          "landlord2@keyhold.example",
          "landlord3@keyhold.example",
          "agent@keyhold.example",
          "agent2@keyhold.example",
        ]),
      );
    const byEmail = (e: string) => people.find((p) => p.email === `${e}@keyhold.example`)?.id;
    const landlords = ["landlord", "landlord2", "landlord3"].map(byEmail).filter((x): x is string => !!x);
    const agents = ["agent", "agent2"].map(byEmail).filter((x): x is string => !!x);
    if (!landlords.length) return;

    // Eight distinct pictures, rendered once and shared by every seeded property's rows.
    const { default: sharp } = await import("sharp");
    const rendered: ProcessedImage[] = await Promise.all(
      palettes.map(async (svg) => processImageUpload(await sharp(Buffer.from(svg)).png().toBuffer())),
    );

    const plan: { areaIndex: number; place: Place }[] = [];
    for (const place of places) for (const [i] of place.areas.entries()) plan.push({ areaIndex: i, place });
    const now = Date.now();
    const rows = Array.from({ length: 40 }, (_, i) =>
      demoHomeRow(i, plan[i % plan.length]!, landlords, agents, now),
    );
    const inserted = await db.transaction(async (tx) =>
      tx
        .insert(properties)
        .values(rows)
        .returning({ id: properties.id, title: properties.title, type: properties.type }),
    );
    await db.insert(propertyImages).values(await demoPhotos(deps.storage, inserted, rendered));
  },
};
