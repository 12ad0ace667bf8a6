import { addDays, startOfLondonDay, today } from "@shared/dates";
import type { ViewingInterest, ViewingStatus } from "@shared/schemas/viewings";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { enquiryMessages, properties, propertyEnquiries, users, viewings } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { seedEnquiry } from "../properties/seed";

const HOUR = 3_600_000;
/** `hour` o'clock (London) `days` from today. */
const at = (days: number, hour: number, minute = 0) =>
  new Date(startOfLondonDay(addDays(today(), days)).getTime() + hour * HOUR + minute * 60_000);
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** A moment as days from today at a London hour, or hours ago. */
type When = readonly [days: number, hour: number, minute?: number] | { hoursAgo: number };
const when = (w: When) => ("hoursAgo" in w ? ago(w.hoursAgo) : at(w[0], w[1], w[2]));

type Home = "h1" | "h2" | "h3" | "own";
type Host = "agent" | "landlord";

/** One demo enquiry: its home and host, what the applicant sent, the thread after it, its viewings. */
interface DemoEnquiry {
  home: Home;
  host: Host;
  enquiry: Omit<Parameters<typeof seedEnquiry>[2], "sent">;
  sent: When;
  thread: { from: "staff" | "applicant"; body: string; at: When }[];
  viewings: { at: When; status: ViewingStatus; interest?: ViewingInterest; note?: string }[];
}

/** h1-h3: agent@'s first three homes on the market; own: landlord@'s first. In seeding order. */
const ENQUIRIES: DemoEnquiry[] = [
  {
    home: "h1",
    host: "agent",
    enquiry: {
      name: "Nadia Okafor",
      email: "nadia.okafor@example.com",
      phone: "07700 900481",
      message: "Hello, is the flat still available from next month? I have a small, quiet cat.",
      status: "new",
    },
    sent: { hoursAgo: 3 },
    thread: [],
    viewings: [],
  },
  {
    home: "h2",
    host: "agent",
    enquiry: {
      name: "Tom Bradley",
      email: "tom.bradley@example.com",
      message: "Could I arrange a viewing? I work from home, so weekdays are fine.",
      status: "contacted",
    },
    sent: [-1, 9, 40],
    thread: [
      {
        from: "staff",
        body: "Thanks Tom, it is still available. Here are a few times for a viewing.",
        at: [-1, 11, 10],
      },
    ],
    viewings: [
      { at: [2, 10], status: "proposed" },
      { at: [3, 14], status: "proposed" },
      { at: [4, 11], status: "proposed" },
    ],
  },
  {
    home: "h1",
    host: "agent",
    enquiry: {
      name: "Ewa Nowak",
      email: "ewa.nowak@example.com",
      phone: "07700 900733",
      message: "I'd love to see the flat after work if possible.",
      status: "viewing_booked",
    },
    sent: [-2, 12, 15],
    thread: [
      { from: "staff", body: "Of course. I can do an evening slot this week.", at: [-2, 14, 30] },
      { from: "applicant", body: "The evening slot you offered is perfect, thank you.", at: [-2, 17, 50] },
    ],
    viewings: [{ at: [1, 17, 30], status: "booked" }],
  },
  {
    home: "h3",
    host: "agent",
    enquiry: {
      name: "Rhys Evans",
      email: "rhys.evans@example.com",
      message: "Is parking included? I'd like to view it with my partner.",
      status: "viewing_booked",
    },
    sent: [-3, 10, 5],
    thread: [
      {
        from: "staff",
        body: "There is one allocated space. Pick a time that suits you both.",
        at: [-3, 12, 40],
      },
    ],
    viewings: [{ at: [5, 12], status: "booked" }],
  },
  {
    home: "h2",
    host: "agent",
    enquiry: {
      name: "Amira Haddad",
      email: "amira.haddad@example.com",
      phone: "07700 900912",
      message: "Please let me know when I can view the property.",
      status: "viewing_booked",
    },
    sent: [-6, 11, 30],
    thread: [
      {
        from: "staff",
        body: "An afternoon viewing this week works for me, if it does for you.",
        at: [-5, 9, 15],
      },
    ],
    viewings: [
      {
        at: [-3, 15],
        status: "attended",
        interest: "wants_to_apply",
        note: "Loved the light in the living room; asked about the deposit and a June move.",
      },
    ],
  },
  {
    home: "own",
    host: "landlord",
    enquiry: {
      name: "Oliver Grant",
      email: "oliver.grant@example.com",
      message: "Is the property available for a 12-month let?",
      status: "viewing_booked",
    },
    sent: [-1, 8, 20],
    thread: [
      { from: "staff", body: "Yes, a 12-month tenancy is fine. These times work for me.", at: [-1, 10, 0] },
    ],
    viewings: [{ at: [2, 18], status: "booked" }],
  },
];

/**
 * Enquiries and viewings on homes to let: agent@ (Harbour & Vale) has a new enquiry waiting for a
 * reply, one offered three times, a viewing booked for tomorrow evening and one later in the week,
 * and a viewing held three days ago (the applicant wants to apply); landlord@ has a viewing of a
 * home of their own booked in two days. Runs once, on a database with no enquiries yet.
 */
export const demoViewingsSeeder: Seeder = {
  name: "viewings",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(propertyEnquiries);
    if ((existing?.n ?? 0) > 0) return;
    const people = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.email, ["agent@keyhold.example", "landlord@keyhold.example"]));
    const agent = people.find((p) => p.email === "agent@keyhold.example");
    const landlord = people.find((p) => p.email === "landlord@keyhold.example");
    if (!agent || !landlord) return;
    const onMarket = (where: ReturnType<typeof eq>) =>
      db
        .select({ id: properties.id })
        .from(properties)
        .where(and(where, eq(properties.published, true), eq(properties.status, "available")))
        .orderBy(asc(properties.createdAt), asc(properties.id))
        .limit(3);
    const agentHomes = await onMarket(eq(properties.agentId, agent.id));
    const landlordHomes = await onMarket(eq(properties.landlordId, landlord.id));
    const [h1, h2, h3] = agentHomes;
    if (!h1 || !h2 || !h3 || !landlordHomes[0]) return;
    const homes: Record<Home, string> = { h1: h1.id, h2: h2.id, h3: h3.id, own: landlordHomes[0].id };
    const hosts: Record<Host, typeof agent> = { agent, landlord };

    for (const e of ENQUIRIES) {
      const propertyId = homes[e.home];
      const host = hosts[e.host];
      const enquiryId = await seedEnquiry(db, propertyId, { ...e.enquiry, sent: when(e.sent) });
      for (const m of e.thread) {
        await db.insert(enquiryMessages).values(
          m.from === "staff"
            ? {
                enquiryId,
                sender: "staff",
                authorId: host.id,
                authorName: host.name,
                body: m.body,
                createdAt: when(m.at),
              }
            : {
                enquiryId,
                sender: "applicant",
                authorName: e.enquiry.name,
                body: m.body,
                createdAt: when(m.at),
              },
        );
      }
      for (const v of e.viewings) {
        await db.insert(viewings).values({
          enquiryId,
          propertyId,
          hostId: host.id,
          startsAt: when(v.at),
          durationMinutes: 30,
          status: v.status,
          interest: v.interest ?? null,
          note: v.note ?? null,
        });
      }
    }
  },
};
