import type { MaintenanceLocation } from "@shared/schemas/support";
import type { TicketCategory, TicketPriority, TicketStatus } from "@shared/support-vocab";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, supportTickets, tenancies, ticketMessages, users } from "../../db/schema";
import type { Seeder } from "../../db/seeder";

const HOUR = 3_600_000;

type Person = "admin" | "landlord" | "tenant" | "tenant2" | "tenant3";
/**
 * A person, or one of the raiser's home: its handler (its agent, else the admin team) or its
 * staff (its agent, else its landlord).
 */
type Who = Person | "handler" | "staff";

interface DemoTicket {
  createdBy: Person;
  subject: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  location?: MaintenanceLocation;
  /** A repair about the home its raiser rents. */
  aboutHome?: true;
  assignedTo?: Who;
  hoursAgo: number;
  thread?: { author: Who; body: string; internal?: boolean; hoursAgo: number }[];
}

const TICKETS: DemoTicket[] = [
  {
    createdBy: "tenant",
    subject: "Boiler showing F28 and no heating or hot water",
    description:
      "The combi boiler stopped this morning and shows fault code F28. I've checked the gas meter and topped up the pressure to 1.2 bar but it still won't fire. No heating or hot water, and we have a baby at home.",
    category: "maintenance",
    priority: "urgent",
    status: "open",
    location: "kitchen",
    aboutHome: true,
    hoursAgo: 6,
  },
  {
    createdBy: "tenant2",
    subject: "Black mould spreading on the bedroom wall",
    description:
      "There's black mould on the outside wall of the main bedroom, behind the wardrobe and around the window. We open the windows daily and use the extractor but it keeps coming back. The wall feels damp to the touch.",
    category: "maintenance",
    priority: "high",
    status: "in_progress",
    location: "bedroom",
    aboutHome: true,
    assignedTo: "handler",
    hoursAgo: 50,
    thread: [
      {
        author: "handler",
        body: "Thanks for reporting this. A damp surveyor will visit on Thursday between 10am and 12pm. Please move the wardrobe away from the wall if you can.",
        hoursAgo: 44,
      },
      {
        author: "handler",
        body: "Likely penetrating damp from the blocked gutter above. Roofer quoted £240; landlord approved.",
        internal: true,
        hoursAgo: 40,
      },
    ],
  },
  {
    createdBy: "tenant2",
    subject: "Landing smoke alarm chirping and won't test",
    description:
      "The smoke alarm on the upstairs landing chirps every minute and the test button does nothing, even after I changed the battery. The one downstairs still works.",
    category: "safety_alarm",
    priority: "high",
    status: "open",
    location: "hallway",
    aboutHome: true,
    // Over 72 hours: reported two London days ago or more at any hour, so the repair clock's
    // one-day target is overdue whenever the demo is seeded (30 h was overdue only before 6 am).
    hoursAgo: 80,
  },
  {
    createdBy: "tenant3",
    subject: "Kitchen tap dripping constantly",
    description:
      "The hot tap at the kitchen sink drips all the time, even when fully closed. It's getting worse and there's limescale building up on the sink.",
    category: "maintenance",
    priority: "low",
    status: "resolved",
    location: "kitchen",
    aboutHome: true,
    hoursAgo: 120,
    thread: [
      {
        author: "staff",
        body: "A plumber replaced the tap washer this morning. Let us know if it starts again.",
        hoursAgo: 30,
      },
    ],
  },
  {
    createdBy: "tenant",
    subject: "Rent charged twice in March",
    description:
      "My bank statement shows two rent payments to Keyhold on the 1st of last month. Could you check and refund the duplicate, please? Reference on the statement: KH-RENT-0301.",
    category: "billing",
    priority: "medium",
    status: "awaiting_reply",
    assignedTo: "admin",
    hoursAgo: 26,
    thread: [
      {
        author: "admin",
        body: "Sorry about that. Could you send the last four digits of the card or account the payments came from so we can match them?",
        hoursAgo: 20,
      },
    ],
  },
  {
    createdBy: "landlord",
    subject: "Can't add my co-owner to my account",
    description:
      "My wife co-owns two of our properties and should see the statements too. Is there a way to add a second person to a landlord account?",
    category: "account",
    priority: "low",
    status: "open",
    hoursAgo: 3,
  },
];

const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

type Resolved = Omit<DemoTicket, "createdBy" | "assignedTo" | "thread"> & {
  createdBy: string;
  propertyId: string | null;
  assignedTo: string | null;
  thread: { author: string; body: string; internal?: boolean; hoursAgo: number }[];
};

/** Inserts one ticket with its thread, and the status change that brought it where it is. */
async function insertTicket(tx: Db, t: Resolved, admin: string) {
  const createdAt = ago(t.hoursAgo);
  const staffReplies = t.thread.filter((m) => !m.internal && m.author !== t.createdBy);
  const firstResponse = staffReplies.length ? ago(Math.max(...staffReplies.map((m) => m.hoursAgo))) : null;
  const [row] = await tx
    .insert(supportTickets)
    .values({
      createdBy: t.createdBy,
      subject: t.subject,
      description: t.description,
      category: t.category,
      priority: t.priority,
      status: t.status,
      location: t.location ?? null,
      propertyId: t.propertyId,
      assignedTo: t.assignedTo,
      createdAt,
      updatedAt: t.thread.length ? ago(Math.min(...t.thread.map((m) => m.hoursAgo))) : createdAt,
      firstResponseAt: firstResponse,
      resolvedAt: t.status === "resolved" ? ago(24) : null,
    })
    .returning({ id: supportTickets.id });
  const messages: (typeof ticketMessages.$inferInsert)[] = t.thread.map((m) => ({
    ticketId: row!.id,
    authorId: m.author,
    body: m.body,
    internal: m.internal ?? false,
    createdAt: ago(m.hoursAgo),
  }));
  if (t.status !== "open") {
    messages.push({
      ticketId: row!.id,
      authorId: t.assignedTo ?? admin,
      kind: "status",
      meta: { from: "open", to: t.status },
      createdAt: ago(Math.max(t.hoursAgo - 2, 1)),
    });
  }
  if (messages.length) await tx.insert(ticketMessages).values(messages);
}

/**
 * A handful of realistic tickets for the demo accounts: repairs (a boiler overdue on its urgent
 * SLA, damp and mould, a leaking tap), a billing question and an account problem. Each repair is
 * about the home its raiser rents (the tenancies seeder runs first), so that home's landlord and
 * agent see it; the home's agent (or the admin team) handles it.
 */
export const demoSupportSeeder: Seeder = {
  name: "support",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(supportTickets);
    if ((existing?.n ?? 0) > 0) return;
    const found = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, [
          "admin@keyhold.example",
          "landlord@keyhold.example",
          "tenant@keyhold.example",
          "tenant2@keyhold.example",
          "tenant3@keyhold.example",
        ]),
      );
    const id = (local: string) => found.find((p) => p.email === `${local}@keyhold.example`)?.id;
    const admin = id("admin");
    const landlord = id("landlord");
    const tenant = id("tenant");
    const tenant2 = id("tenant2");
    const tenant3 = id("tenant3");
    if (!admin || !landlord || !tenant || !tenant2 || !tenant3) return;
    const people: Record<Person, string> = { admin, landlord, tenant, tenant2, tenant3 };
    const rented = await db
      .select({
        tenantId: tenancies.tenantId,
        propertyId: properties.id,
        landlordId: properties.landlordId,
        agentId: properties.agentId,
      })
      .from(tenancies)
      .innerJoin(properties, eq(properties.id, tenancies.propertyId))
      .where(and(eq(tenancies.status, "active"), inArray(tenancies.tenantId, [tenant, tenant2, tenant3])));
    const homeOf = (tenantId: string) => rented.find((r) => r.tenantId === tenantId);
    // Without a home (demo tenancies skipped) a repair would reach nobody: leave the tickets out.
    if (!homeOf(tenant) || !homeOf(tenant2) || !homeOf(tenant3)) return;
    const resolve = (t: DemoTicket): Resolved => {
      const raiser = people[t.createdBy];
      const home = homeOf(raiser);
      const who = (w: Who) =>
        w === "handler"
          ? (home!.agentId ?? admin)
          : w === "staff"
            ? (home!.agentId ?? home!.landlordId ?? admin)
            : people[w];
      return {
        ...t,
        createdBy: raiser,
        propertyId: t.aboutHome ? home!.propertyId : null,
        assignedTo: t.assignedTo ? who(t.assignedTo) : null,
        thread: (t.thread ?? []).map((m) => ({ ...m, author: who(m.author) })),
      };
    };
    await db.transaction(async (tx) => {
      for (const t of TICKETS) await insertTicket(tx, resolve(t), admin);
    });
  },
};
