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

    const enquiry = (propertyId: string, e: Parameters<typeof seedEnquiry>[2]) =>
      seedEnquiry(db, propertyId, e);
    const reply = (enquiryId: string, host: typeof agent, body: string, sent: Date) =>
      db.insert(enquiryMessages).values({
        enquiryId,
        sender: "staff",
        authorId: host.id,
        authorName: host.name,
        body,
        createdAt: sent,
      });
    const viewing = (
      enquiryId: string,
      propertyId: string,
      host: typeof agent,
      startsAt: Date,
      status: ViewingStatus,
      extra: { interest?: ViewingInterest; note?: string } = {},
    ) =>
      db.insert(viewings).values({
        enquiryId,
        propertyId,
        hostId: host.id,
        startsAt,
        durationMinutes: 30,
        status,
        interest: extra.interest ?? null,
        note: extra.note ?? null,
      });

    await enquiry(h1.id, {
      name: "Nadia Okafor",
      email: "nadia.okafor@example.com",
      phone: "07700 900481",
      message: "Hello, is the flat still available from next month? I have a small, quiet cat.",
      status: "new",
      sent: ago(3),
    });

    const offered = await enquiry(h2.id, {
      name: "Tom Bradley",
      email: "tom.bradley@example.com",
      message: "Could I arrange a viewing? I work from home, so weekdays are fine.",
      status: "contacted",
      sent: at(-1, 9, 40),
    });
    await reply(
      offered,
      agent,
      "Thanks Tom, it is still available. Here are a few times for a viewing.",
      at(-1, 11, 10),
    );
    for (const [d, h] of [
      [2, 10],
      [3, 14],
      [4, 11],
    ] as const)
      await viewing(offered, h2.id, agent, at(d, h), "proposed");

    const tomorrow = await enquiry(h1.id, {
      name: "Ewa Nowak",
      email: "ewa.nowak@example.com",
      phone: "07700 900733",
      message: "I'd love to see the flat after work if possible.",
      status: "viewing_booked",
      sent: at(-2, 12, 15),
    });
    await reply(tomorrow, agent, "Of course. I can do an evening slot this week.", at(-2, 14, 30));
    await db.insert(enquiryMessages).values({
      enquiryId: tomorrow,
      sender: "applicant",
      authorName: "Ewa Nowak",
      body: "The evening slot you offered is perfect, thank you.",
      createdAt: at(-2, 17, 50),
    });
    await viewing(tomorrow, h1.id, agent, at(1, 17, 30), "booked");

    const later = await enquiry(h3.id, {
      name: "Rhys Evans",
      email: "rhys.evans@example.com",
      message: "Is parking included? I'd like to view it with my partner.",
      status: "viewing_booked",
      sent: at(-3, 10, 5),
    });
    await reply(
      later,
      agent,
      "There is one allocated space. Pick a time that suits you both.",
      at(-3, 12, 40),
    );
    await viewing(later, h3.id, agent, at(5, 12), "booked");

    const held = await enquiry(h2.id, {
      name: "Amira Haddad",
      email: "amira.haddad@example.com",
      phone: "07700 900912",
      message: "Please let me know when I can view the property.",
      status: "viewing_booked",
      sent: at(-6, 11, 30),
    });
    await reply(
      held,
      agent,
      "An afternoon viewing this week works for me, if it does for you.",
      at(-5, 9, 15),
    );
    await viewing(held, h2.id, agent, at(-3, 15), "attended", {
      interest: "wants_to_apply",
      note: "Loved the light in the living room; asked about the deposit and a June move.",
    });

    const own = await enquiry(landlordHomes[0].id, {
      name: "Oliver Grant",
      email: "oliver.grant@example.com",
      message: "Is the property available for a 12-month let?",
      status: "viewing_booked",
      sent: at(-1, 8, 20),
    });
    await reply(own, landlord, "Yes, a 12-month tenancy is fine. These times work for me.", at(-1, 10, 0));
    await viewing(own, landlordHomes[0].id, landlord, at(2, 18), "booked");
  },
};
