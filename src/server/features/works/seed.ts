import { count, eq, inArray } from "drizzle-orm";
import { contractors, properties, supportTickets, users, worksOrders } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { newLink } from "./service-access";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

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
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, ["landlord@keyhold.example", "agent@keyhold.example", "admin@keyhold.example"]),
      );
    const id = (local: string) => people.find((p) => p.email === `${local}@keyhold.example`)?.id;
    const landlord = id("landlord");
    const agent = id("agent");
    const admin = id("admin");
    if (!landlord || !agent || !admin) return;
    const now = Date.now();
    const book = await db
      .insert(contractors)
      .values([
        {
          ownerId: landlord,
          name: "Sam Boyle",
          company: "Boyle Heating Ltd",
          trade: "gas_engineer",
          areas: ["LS1", "LS2", "LS6"],
          email: "sam@boyle-heating.example",
          phone: "0113 496 0101",
          insuranceExpiresOn: isoDay(now + 200 * DAY),
          gasSafeNumber: "537281",
        },
        {
          ownerId: landlord,
          name: "Priya Shah",
          company: "Shah Plumbing",
          trade: "plumber",
          areas: ["LS1", "LS3"],
          email: "priya@shah-plumbing.example",
          phone: "0113 496 0102",
          insuranceExpiresOn: isoDay(now + 12 * DAY),
        },
        {
          ownerId: landlord,
          name: "Tom Reid",
          company: null,
          trade: "electrician",
          areas: ["LS2"],
          email: "tom.reid@sparks.example",
          insuranceExpiresOn: isoDay(now + 400 * DAY),
          niceicNumber: "NIC604121",
        },
        {
          ownerId: agent,
          name: "Dale Hughes",
          company: "Hughes Property Care",
          trade: "builder",
          areas: ["M1", "M4", "LS1"],
          email: "dale@hughes-care.example",
          insuranceExpiresOn: isoDay(now + 90 * DAY),
        },
        {
          ownerId: admin,
          name: "Keyhold Damp Team",
          company: "DryWall Damp Specialists",
          trade: "builder",
          areas: ["LS1", "LS2", "LS3"],
          email: "jobs@drywall-damp.example",
          insuranceExpiresOn: isoDay(now + 300 * DAY),
        },
      ])
      .returning();
    const byName = (n: string) => book.find((c) => c.name === n)!;
    const tickets = await db
      .select({
        id: supportTickets.id,
        subject: supportTickets.subject,
        propertyId: supportTickets.propertyId,
      })
      .from(supportTickets)
      .innerJoin(properties, eq(properties.id, supportTickets.propertyId))
      .where(eq(properties.landlordId, landlord));
    const boiler = tickets.find((t) => t.subject.startsWith("Boiler"));
    const mould = tickets.find((t) => t.subject.startsWith("Black mould"));
    if (boiler?.propertyId) {
      const visit = new Date(now + 2 * DAY);
      visit.setUTCHours(9, 0, 0, 0);
      await db.insert(worksOrders).values({
        ticketId: boiler.id,
        propertyId: boiler.propertyId,
        contractorId: byName("Sam Boyle").id,
        createdBy: landlord,
        description: "Boiler shows F28 (ignition failure): diagnose and repair, check the gas valve and PCB.",
        budgetPence: 35_000,
        status: "scheduled",
        approvalLimitPence: 25_000,
        approvedBy: landlord,
        approvedAt: new Date(now - DAY),
        appointmentAt: visit,
        ...newLink(new Date(now - DAY)).columns,
      });
    }
    if (mould?.propertyId) {
      await db.insert(worksOrders).values({
        ticketId: mould.id,
        propertyId: mould.propertyId,
        contractorId: byName("Keyhold Damp Team").id,
        createdBy: admin,
        description:
          "Treat the black mould on the bedroom wall, find the cause and fit a humidity-controlled extractor.",
        budgetPence: 68_000,
        status: "awaiting_approval",
        approvalLimitPence: 25_000,
      });
    }
  },
};
