import { createRoute, z } from "@hono/zod-openapi";
import { paged } from "@shared/schemas/admin";
import {
  enquiryInputSchema,
  enquiryPatchSchema,
  enquiryQuerySchema,
  enquirySchema,
  imageOrderSchema,
  imageSchema,
  listingQuerySchema,
  listingSchema,
  managedPropertySchema,
  managedRowSchema,
  manageQuerySchema,
  personSchema,
  propertyInputSchema,
  propertyPatchSchema,
  publicPropertySchema,
} from "@shared/schemas/properties";
import { currentUser, getSessionUser, requireFeature, requireRole } from "../../auth/session";
import { createRouter } from "../../context";
import { propertyEnquiries } from "../../db/schema";
import { clientIp } from "../../lib/client-ip";
import { errorBody } from "../../lib/errors";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { RateLimiter } from "../../lib/rate-limit";
import {
  deleteImageVariants,
  imageCacheHeaders,
  processImageUpload,
  readUpload,
  storeImageVariants,
  uploadBodyLimit,
} from "../../storage";
import { variantKey } from "../../storage/images";
import { audit } from "../audit/service";
import { recordListingView } from "../dashboards/listing-views";
import {
  arrangeImages,
  assertRoomForImage,
  countImages,
  createProperty,
  findEnquirable,
  findImageForViewer,
  findManaged,
  getManaged,
  getPublicView,
  insertImage,
  listEnquiries,
  listingsChanged,
  listManaged,
  listPublic,
  removeImage,
  searchPeople,
  setEnquiryStatus,
  updateProperty,
} from "./service";

const tags = ["properties"];
const idParam = z.object({ id: z.string().min(1).max(100) });
const propertyResponse = z.object({ property: managedPropertySchema });
const manage = requireFeature("properties");
const notFoundResponse = errorResponse("Not found, or not yours to see");

export function propertyRoutes(options: {
  publicFormLimit: { max: number; windowMs: number };
  uploadMaxBytes: number;
}) {
  const app = createRouter();
  const enquiryLimiter = new RateLimiter(options.publicFormLimit.max, options.publicFormLimit.windowMs);

  // ---- Public ------------------------------------------------------------------------------

  app.openapi(
    createRoute({
      method: "get",
      path: "/properties",
      tags,
      summary: "Search published listings (public): free text, filters, sort, pages",
      request: { query: listingQuerySchema },
      responses: {
        200: jsonResponse(paged(listingSchema), "A page of listings with the total count"),
        400: errorResponse("Bad filter"),
      },
    }),
    async (c) => c.json(await listPublic(c.get("deps").database.db, c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/properties/{id}",
      tags,
      summary: "A property page: public when published; its landlord, agent and admins may preview it",
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ property: publicPropertySchema }), "The property"),
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const user = await getSessionUser(c);
      const { db } = c.get("deps").database;
      const property = await getPublicView(db, c.req.valid("param").id, user);
      await recordListingView(db, property.id, user);
      return c.json({ property }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/properties/{id}/enquiries",
      tags,
      summary: "Send an enquiry or viewing request about a published property (public)",
      request: { params: idParam, ...jsonBody(enquiryInputSchema) },
      responses: {
        201: jsonResponse(z.object({ ok: z.literal(true) }), "Sent to the landlord and agent"),
        400: errorResponse("Invalid input"),
        404: notFoundResponse,
        429: errorResponse("Too many messages from this address"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const { database, mailer, config } = c.get("deps");
      const { allowed, retryAfterSec } = enquiryLimiter.hit(clientIp(c));
      if (!allowed) {
        c.header("Retry-After", String(retryAfterSec));
        return c.json(
          errorBody(
            "rate_limited",
            `Too many messages from your network. Please try again in ${Math.ceil(retryAfterSec / 60)} minutes.`,
          ),
          429,
        );
      }
      const { property, staff } = await findEnquirable(database.db, id);
      // Bots fill the hidden field: answer as if sent, store nothing.
      if (input.website) return c.json({ ok: true as const }, 201);
      const user = await getSessionUser(c);
      await database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(propertyEnquiries)
          .values({
            propertyId: property.id,
            name: input.name,
            email: input.email,
            phone: input.phone,
            message: input.message,
            preferredTimes: input.preferredTimes,
            ip: clientIp(c),
          })
          .returning({ id: propertyEnquiries.id });
        await audit(
          c,
          {
            action: "create",
            entity: "property_enquiry",
            entityId: row!.id,
            details: { propertyId: property.id, email: input.email },
            actor: user ? { id: user.id, email: user.email } : null,
          },
          tx,
        );
      });
      const link = `${config.publicUrl}/properties/${property.id}`;
      for (const person of staff) {
        await mailer.send({
          to: person.email,
          kind: "property_enquiry",
          subject: `New enquiry: ${property.title}`,
          text: [
            `Hello ${person.name},`,
            "",
            `${input.name} has sent an enquiry about ${property.title}, ${property.city}.`,
            "",
            `E-mail: ${input.email}`,
            input.phone ? `Phone: ${input.phone}` : null,
            input.preferredTimes ? `Preferred viewing times: ${input.preferredTimes}` : null,
            "",
            input.message,
            "",
            `Listing: ${link}`,
            `Reply from your enquiries inbox in ${config.site.appName}.`,
          ]
            .filter((l) => l !== null)
            .join("\n"),
        });
      }
      return c.json({ ok: true as const }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/property-images/{imageId}/{width}",
      tags,
      summary: "A photo variant (WebP). Public photos are cached for a year; others need access.",
      request: {
        params: z.object({ imageId: z.string().min(1).max(100), width: z.coerce.number().int() }),
      },
      responses: {
        200: { description: "The image", content: { "image/webp": { schema: z.string() } } },
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const { imageId, width } = c.req.valid("param");
      const { database, storage } = c.get("deps");
      // The session is only looked up when the photo is not public.
      const found =
        (await findImageForViewer(database.db, imageId, null)) ??
        (await findImageForViewer(database.db, imageId, await getSessionUser(c)));
      if (!found?.image.widths.includes(width)) {
        return c.json(errorBody("not_found", "Image not found"), 404);
      }
      const file = await storage.get(variantKey(found.image.storageKey, width));
      if (!file) return c.json(errorBody("not_found", "Image not found"), 404);
      const headers = found.public ? imageCacheHeaders.public : imageCacheHeaders.private;
      return c.body(new Uint8Array(file.body), 200, {
        ...headers,
        "Content-Type": file.contentType,
        "X-Content-Type-Options": "nosniff",
      }) as never;
    },
  );

  // ---- Management (landlord own, agent assigned, admin all) --------------------------------

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/properties",
      tags,
      middleware: manage,
      summary: "Properties the caller manages (landlord: own; agent: assigned; admin: all)",
      request: { query: manageQuerySchema },
      responses: {
        200: jsonResponse(paged(managedRowSchema), "A page of properties"),
        400: errorResponse("Bad query"),
        ...authErrors,
      },
    }),
    async (c) =>
      c.json(await listManaged(c.get("deps").database.db, currentUser(c), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/properties",
      tags,
      middleware: manage,
      summary: "Add a property (landlords to their own portfolio; admins for any landlord)",
      request: jsonBody(propertyInputSchema),
      responses: {
        201: jsonResponse(propertyResponse, "Created"),
        400: errorResponse("Invalid input"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const input = c.req.valid("json");
      const property = await c.get("deps").database.db.transaction(async (tx) => {
        const created = await createProperty(tx, user, input);
        await audit(
          c,
          {
            action: "create",
            entity: "property",
            entityId: created.id,
            details: {
              title: created.title,
              landlordId: created.landlord.id,
              agentId: created.agent?.id ?? null,
            },
          },
          tx,
        );
        return created;
      });
      listingsChanged();
      return c.json({ property }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/properties/{id}",
      tags,
      middleware: manage,
      summary: "One managed property with its people, photos and new-enquiry count",
      request: { params: idParam },
      responses: {
        200: jsonResponse(propertyResponse, "The property"),
        404: notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const property = await getManaged(c.get("deps").database.db, currentUser(c), c.req.valid("param").id);
      return c.json({ property }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/properties/{id}",
      tags,
      middleware: manage,
      summary:
        "Partial update: details, publish/unpublish, status (archived archives), agent; landlord only by admins",
      request: { params: idParam, ...jsonBody(propertyPatchSchema) },
      responses: {
        200: jsonResponse(propertyResponse, "Updated"),
        400: errorResponse("Invalid input"),
        404: notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const patch = c.req.valid("json");
      const property = await c.get("deps").database.db.transaction(async (tx) => {
        const result = await updateProperty(tx, user, id, patch);
        await audit(
          c,
          {
            action: result.action,
            entity: "property",
            entityId: id,
            details: {
              title: result.after.title,
              changed: result.changed,
              ...(result.action === "reassign"
                ? {
                    landlord: { from: result.before.landlordId, to: result.after.landlordId },
                    agent: { from: result.before.agentId, to: result.after.agentId },
                  }
                : {}),
              ...(result.before.status !== result.after.status
                ? { status: { from: result.before.status, to: result.after.status } }
                : {}),
            },
          },
          tx,
        );
        return result.dto;
      });
      listingsChanged();
      return c.json({ property }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/agents",
      tags,
      middleware: requireRole("landlord", "admin"),
      summary: "Find letting agents by name or e-mail (to assign one to a property)",
      request: { query: z.object({ q: z.string().trim().max(100).optional() }) },
      responses: {
        200: jsonResponse(z.object({ items: z.array(personSchema) }), "Up to 20 agents"),
        ...authErrors,
      },
    }),
    async (c) =>
      c.json({ items: await searchPeople(c.get("deps").database.db, "agent", c.req.valid("query").q) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/landlords",
      tags,
      middleware: requireRole("admin"),
      summary: "Find landlords by name or e-mail (admins, to add or reassign a property)",
      request: { query: z.object({ q: z.string().trim().max(100).optional() }) },
      responses: {
        200: jsonResponse(z.object({ items: z.array(personSchema) }), "Up to 20 landlords"),
        ...authErrors,
      },
    }),
    async (c) =>
      c.json(
        { items: await searchPeople(c.get("deps").database.db, "landlord", c.req.valid("query").q) },
        200,
      ),
  );

  // ---- Photos ------------------------------------------------------------------------------

  app.use("/manage/properties/:id/images", async (c, next) =>
    c.req.method === "POST" ? uploadBodyLimit(options.uploadMaxBytes)(c, next) : next(),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/properties/{id}/images",
      tags,
      middleware: manage,
      summary: 'Upload one photo (multipart field "file"; JPEG, PNG or WebP by content; UPLOAD_MAX_MB)',
      request: {
        params: idParam,
        body: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: z.object({
                file: z.any().openapi({ type: "string", format: "binary" }),
                alt: z.string().optional(),
              }),
            },
          },
        },
      },
      responses: {
        201: jsonResponse(z.object({ image: imageSchema }), "Stored, resized to WebP variants"),
        400: errorResponse("Not an image we accept, or unreadable"),
        404: notFoundResponse,
        409: errorResponse("Too many photos"),
        413: errorResponse("File too large"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { database, storage, config } = c.get("deps");
      const property = await findManaged(database.db, user, id);
      assertRoomForImage(await countImages(database.db, id));
      const upload = await readUpload(c, { maxBytes: config.uploadMaxBytes, accept: "image" });
      const processed = await processImageUpload(upload.buffer);
      const imageId = crypto.randomUUID();
      const storageKey = `properties/${id}/${imageId}`;
      await storeImageVariants(storage, storageKey, processed);
      try {
        const image = await database.db.transaction(async (tx) => {
          await findManaged(tx, user, id, true);
          const created = await insertImage(tx, {
            id: imageId,
            propertyId: id,
            storageKey,
            widths: processed.widths,
            width: processed.width,
            height: processed.height,
            alt: (upload.fields.alt ?? "").trim().slice(0, 200) || `Photo of ${property.title}`,
            uploadedBy: user.id,
          });
          await audit(
            c,
            {
              action: "image_upload",
              entity: "property",
              entityId: id,
              details: {
                imageId,
                fileName: upload.name,
                type: upload.contentType,
                bytes: upload.buffer.length,
              },
            },
            tx,
          );
          return created;
        });
        return c.json({ image }, 201);
      } catch (err) {
        await deleteImageVariants(storage, storageKey, processed.widths);
        throw err;
      }
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/properties/{id}/images",
      tags,
      middleware: manage,
      summary: "Reorder the photos (every id once) and/or choose the cover",
      request: { params: idParam, ...jsonBody(imageOrderSchema) },
      responses: {
        200: jsonResponse(z.object({ images: z.array(imageSchema) }), "The photos in their new order"),
        400: errorResponse("Invalid order or cover"),
        404: notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const images = await c.get("deps").database.db.transaction(async (tx) => {
        await findManaged(tx, user, id, true);
        const arranged = await arrangeImages(tx, id, input);
        await audit(
          c,
          {
            action: input.coverId && !input.order ? "image_cover" : "image_reorder",
            entity: "property",
            entityId: id,
            details: { order: input.order ?? null, coverId: input.coverId ?? null },
          },
          tx,
        );
        return arranged;
      });
      return c.json({ images }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/properties/{id}/images/{imageId}",
      tags,
      middleware: manage,
      summary: "Delete a photo (the next one becomes the cover if it was the cover)",
      request: { params: z.object({ id: z.string().min(1).max(100), imageId: z.string().min(1).max(100) }) },
      responses: {
        200: jsonResponse(z.object({ ok: z.literal(true) }), "Deleted"),
        404: notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id, imageId } = c.req.valid("param");
      const { database, storage } = c.get("deps");
      const removed = await database.db.transaction(async (tx) => {
        await findManaged(tx, user, id, true);
        const row = await removeImage(tx, id, imageId);
        await audit(
          c,
          { action: "image_delete", entity: "property", entityId: id, details: { imageId } },
          tx,
        );
        return row;
      });
      await deleteImageVariants(storage, removed.storageKey, removed.widths);
      return c.json({ ok: true as const }, 200);
    },
  );

  // ---- Enquiries inbox ---------------------------------------------------------------------

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/enquiries",
      tags,
      middleware: manage,
      summary: "Enquiries about the properties the caller manages, newest first",
      request: { query: enquiryQuerySchema },
      responses: {
        200: jsonResponse(paged(enquirySchema), "A page of enquiries"),
        400: errorResponse("Bad query"),
        ...authErrors,
      },
    }),
    async (c) =>
      c.json(await listEnquiries(c.get("deps").database.db, currentUser(c), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/enquiries/{id}",
      tags,
      middleware: manage,
      summary: "Move an enquiry along: new, contacted, viewing booked, closed",
      request: { params: idParam, ...jsonBody(enquiryPatchSchema) },
      responses: {
        200: jsonResponse(z.object({ enquiry: enquirySchema }), "Updated"),
        400: errorResponse("Invalid status"),
        404: notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { status } = c.req.valid("json");
      const enquiry = await c.get("deps").database.db.transaction(async (tx) => {
        const result = await setEnquiryStatus(tx, user, id, status);
        await audit(
          c,
          {
            action: "status_change",
            entity: "property_enquiry",
            entityId: id,
            details: { from: result.before, to: status, propertyId: result.enquiry.property.id },
          },
          tx,
        );
        return result.enquiry;
      });
      return c.json({ enquiry }, 200);
    },
  );

  return app;
}
