import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, ticketAttachments } from "../../db/schema";
import { type ErrorBody, pngBytes, supportFixtures } from "./support.factories";

const s = supportFixtures();

const pdfBytes = () => new TextEncoder().encode("%PDF-1.4\n<html><script>alert(1)</script></html>\n");

/** A tenant's repair ticket, about their home. */
async function repair(subject = "Black mould behind the wardrobe") {
  const tenant = await s.tenant();
  const ticket = await s.raise(tenant, { subject, location: "bedroom" });
  return { tenant, ticket };
}

describe("attachments", () => {
  it("the creator attaches a photo; readers of the ticket fetch it, nobody else can", async () => {
    const { tenant, ticket } = await repair();
    const admin = await s.user("admin");
    const strangers = [
      await s.tenant(),
      await s.user("landlord"),
      await s.user("landlord"),
      await s.user("agent"),
    ];
    const res = await s.upload(tenant, ticket.id, await pngBytes(), "mould.png");
    expect(res.status, await res.clone().text()).toBe(201);
    const { attachment } = (await res.json()) as {
      attachment: { id: string; url: string; contentType: string };
    };
    expect(attachment.contentType).toBe("image/webp");
    for (const who of [tenant, admin]) {
      const file = await s.request(who, attachment.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    for (const who of strangers) {
      expect((await s.request(who, attachment.url)).status, who.role).toBe(404);
    }
    expect((await s.request(undefined, attachment.url)).status).toBe(401);
    const d = await s.detailOf(tenant, ticket.id);
    expect(d.attachments.map((a) => a.id)).toContain(attachment.id);
    const [entry] = await s
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ticket.id), eq(auditLog.action, "attach")));
    expect(entry).toBeDefined();
    expect(entry).toMatchObject({ actorId: tenant.id, details: { attachmentId: attachment.id } });
  });

  it("checks content, not names: text named .png is 400; a PDF is accepted; too large is 413", async () => {
    const { tenant, ticket } = await repair();
    const png = await pngBytes();
    const fake = await s.upload(
      tenant,
      ticket.id,
      new TextEncoder().encode("not really an image"),
      "photo.png",
    );
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as ErrorBody).error.fields).toHaveProperty("file");
    const pdf = await s.upload(tenant, ticket.id, new TextEncoder().encode("%PDF-1.4\n%test\n"), "quote.pdf");
    expect(pdf.status).toBe(201);
    const big = new Uint8Array(400 * 1024);
    big.set(png.subarray(0, 8));
    expect((await s.upload(tenant, ticket.id, big, "huge.png")).status).toBe(413);
    const none = await s.ctx().app.request(`/api/support/tickets/${ticket.id}/attachments`, {
      method: "POST",
      headers: { cookie: tenant.cookie },
      body: new FormData(),
    });
    expect(none.status).toBe(400);
  });

  it("strangers can't upload to a ticket (404); files on internal notes stay with staff", async () => {
    const { tenant, ticket } = await repair();
    const [otherTenant, admin] = [await s.tenant(), await s.user("admin")];
    const png = await pngBytes();
    expect((await s.upload(otherTenant, ticket.id, png, "x.png")).status).toBe(404);
    expect((await s.upload(undefined, ticket.id, png, "x.png")).status).toBe(401);
    const note = await s.reply(admin, ticket.id, { body: "Contractor's invoice attached.", internal: true });
    const { message } = (await note.json()) as { message: { id: string } };
    // Only the author may attach to a message.
    expect((await s.upload(tenant, ticket.id, png, "x.png", message.id)).status).toBe(400);
    const res = await s.upload(admin, ticket.id, png, "invoice.png", message.id);
    expect(res.status).toBe(201);
    const { attachment } = (await res.json()) as { attachment: { id: string; url: string } };
    expect((await s.request(admin, attachment.url)).status).toBe(200);
    expect((await s.request(tenant, attachment.url)).status).toBe(404);
    const d = await s.detailOf(tenant, ticket.id);
    expect(d.attachments.map((a) => a.id)).not.toContain(attachment.id);
  });

  it("a closed ticket takes no files (409) until reopened", async () => {
    const { tenant, ticket } = await repair("Photos of the broken window");
    expect((await s.patch(tenant, ticket.id, { status: "closed" })).status).toBe(200);
    const refused = await s.upload(tenant, ticket.id, pdfBytes(), "quote.pdf");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("ticket_closed");
    expect((await s.patch(tenant, ticket.id, { status: "open" })).status).toBe(200);
    expect((await s.upload(tenant, ticket.id, pdfBytes(), "quote.pdf")).status).toBe(201);
  });
});

describe("attachment limits and downloads", () => {
  it("holds 30 files per ticket even under 35 parallel uploads; the rest get 409 with a clear message", async () => {
    const { tenant, ticket } = await repair("Many photos of the damp wall");
    const results = await Promise.all(
      Array.from({ length: 35 }, (_, i) => s.upload(tenant, ticket.id, pdfBytes(), `quote-${i}.pdf`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((st) => st === 201)).toHaveLength(30);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.status).toBe(409);
      const body = (await r.json()) as ErrorBody;
      expect(body.error.code).toBe("too_many_files");
      expect(body.error.message).toContain("at most 30 files");
    }
    const d = await s.detailOf(tenant, ticket.id);
    expect(d.attachments).toHaveLength(30);
  });

  it("downloads as an attachment named after the detected type, not the uploader's extension", async () => {
    const { tenant, ticket } = await repair("Quote for the new boiler");
    const res = await s.upload(tenant, ticket.id, pdfBytes(), "invoice.html");
    expect(res.status, await res.clone().text()).toBe(201);
    const { attachment } = (await res.json()) as { attachment: { url: string; fileName: string } };
    expect(attachment.fileName).toBe("invoice.pdf");
    const file = await s.request(tenant, attachment.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    const disposition = file.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain("invoice.pdf");
    expect(disposition).not.toContain(".html");

    const png = await pngBytes(8, 8, "#123456");
    const photo = await s.upload(tenant, ticket.id, png, "leak.svg.html");
    const { attachment: image } = (await photo.json()) as { attachment: { url: string; fileName: string } };
    expect(image.fileName).toBe("leak.svg.webp");
    const img = await s.request(tenant, image.url);
    expect(img.headers.get("content-type")).toBe("image/webp");
    expect(img.headers.get("content-disposition")).toMatch(/^attachment;.*leak\.svg\.webp/);
  });

  it("a file stored under an old uploader's name is still served under a safe one", async () => {
    const { tenant, ticket } = await repair("Old upload from last year");
    const res = await s.upload(tenant, ticket.id, pdfBytes(), "report.pdf");
    const { attachment } = (await res.json()) as { attachment: { id: string; url: string } };
    // As rows stored before this fix may hold: the uploader's own name.
    await s
      .db()
      .update(ticketAttachments)
      .set({ fileName: 'evil"\r\nX-Evil: 1.html' })
      .where(eq(ticketAttachments.id, attachment.id));
    const file = await s.request(tenant, attachment.url);
    const disposition = file.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toMatch(/\.pdf"?($|;)/);
    expect(disposition).not.toContain(".html");
    expect(file.headers.get("x-evil")).toBeNull();
  });
});
