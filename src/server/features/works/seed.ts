import { count, eq, inArray } from "drizzle-orm";
import { contractors, properties, supportTickets, users, worksOrders } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { newLink } from "./service-access";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Who = "landlord" | "agent" | "admin";

/**
 * The demo contractor books: whose book, and when each one's insurance ends (days from today).
 * Their areas fit the homes: landlord@'s gas engineer works in south-east London, where tenant@'s
 * boiler is (SE10); their plumber is in Leeds (outside their areas for the London home), their
 * electrician has no areas recorded; agent@'s builder covers Manchester, where tenant3@ lives
 * (M21), and the damp specialists Edinburgh, where tenant2@'s mould is (EH3).
 */
const CONTRACTORS: ({ owner: Who; insuredForDays: number } & Omit<
  typeof contractors.$inferInsert,
  "ownerId" | "insuranceExpiresOn"
>)[] = [
  {
    owner: "landlord",
    name: "Sam Boyle",
    company: "Boyle Heating Ltd",
    trade: "gas_engineer",
    areas: ["SE", "E14", "E16"],
    email: "sam@boyle-heating.example",
    phone: "020 7946 0101",
    insuredForDays: 200,
    gasSafeNumber: "537281",
  },
  {
    owner: "landlord",
    name: "Priya Shah",
    company: "Shah Plumbing",
    trade: "plumber",
    areas: ["LS1", "LS2", "LS3", "LS4", "LS6"],
    email: "priya@shah-plumbing.example",
    phone: "0113 496 0102",
    insuredForDays: 12,
  },
  {
    owner: "landlord",
    name: "Tom Reid",
    company: null,
    trade: "electrician",
    areas: [],
    email: "tom.reid@sparks.example",
    insuredForDays: 400,
    niceicNumber: "NIC604121",
  },
  {
    owner: "agent",
    name: "Dale Hughes",
    company: "Hughes Property Care",
    trade: "builder",
    areas: ["M", "SK4", "SK8"],
    email: "dale@hughes-care.example",
    insuredForDays: 90,
  },
  {
    owner: "admin",
    name: "Keyhold Damp Team",
    company: "DryWall Damp Specialists",
    trade: "builder",
    areas: ["EH"],
    email: "jobs@drywall-damp.example",
    phone: "0131 496 0105",
    insuredForDays: 300,
  },
];

/**
 * The demo works orders, each on landlord@'s ticket whose subject starts so: the contractor, who
 * raised it, and the rest of the order (`now` is the seeding time).
 */
const ORDERS: {
  ticket: string;
  contractor: string;
  createdBy: Who;
  order: (
    now: number,
    people: Record<Who, string>,
  ) => Omit<typeof worksOrders.$inferInsert, "ticketId" | "propertyId" | "contractorId" | "createdBy">;
}[] = [
  {
    ticket: "Boiler",
    contractor: "Sam Boyle",
    createdBy: "landlord",
    order: (now, people) => {
      const visit = new Date(now + 2 * DAY);
      visit.setUTCHours(9, 0, 0, 0);
      return {
        description: "Boiler shows F28 (ignition failure): diagnose and repair, check the gas valve and PCB.",
        budgetPence: 35_000,
        status: "scheduled",
        approvalLimitPence: 25_000,
        approvedBy: people.landlord,
        approvedAt: new Date(now - DAY),
        appointmentAt: visit,
        ...newLink(new Date(now - DAY)).columns,
      };
    },
  },
  {
    ticket: "Black mould",
    contractor: "Keyhold Damp Team",
    createdBy: "admin",
    order: () => ({
      description:
        "Treat the black mould on the bedroom wall, find the cause and fit a humidity-controlled extractor.",
      budgetPence: 68_000,
      status: "awaiting_approval",
      approvalLimitPence: 25_000,
    }),
  },
];

/**
 * Contractors for landlord@ and agent@ (one with insurance expiring within the month), and two
 * works orders: tenant@'s boiler repair booked with landlord@'s gas engineer, and tenant2@'s
 * mould repair above the landlord's £250 limit, waiting for landlord@'s approval.
 */
export const demoWorksSeeder: Seeder = {
  name: "works",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(contractors);
    if ((existing?.n ?? 0) > 0) return;
    const found = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, ["landlord@keyhold.example", "agent@keyhold.example", "admin@keyhold.example"]),
      );
    const id = (local: string) => found.find((p) => p.email === `${local}@keyhold.example`)?.id;
    const landlord = id("landlord");
    const agent = id("agent");
    const admin = id("admin");
    if (!landlord || !agent || !admin) return;
    const people: Record<Who, string> = { landlord, agent, admin };
    const now = Date.now();
    const book = await db
      .insert(contractors)
      .values(
        CONTRACTORS.map(({ owner, insuredForDays, ...c }) => ({
          ownerId: people[owner],
          ...c,
          insuranceExpiresOn: isoDay(now + insuredForDays * DAY),
        })),
      )
      .returning();
    const tickets = await db
      .select({
        id: supportTickets.id,
        subject: supportTickets.subject,
        propertyId: supportTickets.propertyId,
      })
      .from(supportTickets)
      .innerJoin(properties, eq(properties.id, supportTickets.propertyId))
      .where(eq(properties.landlordId, landlord));
    for (const o of ORDERS) {
      const ticket = tickets.find((t) => t.subject.startsWith(o.ticket));
      if (!ticket?.propertyId) continue;
      await db.insert(worksOrders).values({
        ticketId: ticket.id,
        propertyId: ticket.propertyId,
        contractorId: book.find((c) => c.name === o.contractor)!.id,
        createdBy: people[o.createdBy],
        ...o.order(now, people),
      });
    }
  },
};
