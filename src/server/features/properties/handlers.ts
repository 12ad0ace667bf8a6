/**
 * Property handlers: read the validated input, name the caller, call a service, answer. The data
 * work, transactions and audit entries are in the service*.ts files.
 */
import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { getQueryStrings } from "hono/utils/url";
import { currentUser, getSessionUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { clientIp } from "../../lib/client-ip";
import { errorBody } from "../../lib/errors";
import { isAnonymous, sendPublicJson } from "../../lib/http-cache";
import { type RateLimiter, tooManyMessages } from "../../lib/rate-limit";
import { imageCacheHeaders, readUpload } from "../../storage";
import { requestActor } from "../audit";
import type {
  createPropertyRoute,
  getManagedPropertyRoute,
  listManagedPropertiesRoute,
  listPropertyEnquiriesRoute,
  pickAgenciesRoute,
  searchAgentsRoute,
  searchLandlordsRoute,
  updatePropertyEnquiryRoute,
  updatePropertyRoute,
} from "./manage-routes";
import type {
  arrangePropertyImagesRoute,
  deletePropertyImageRoute,
  uploadPropertyImageRoute,
} from "./photo-routes";
import type {
  createPropertyEnquiryRoute,
  getPropertyImageRoute,
  getPublicPropertyRoute,
  listPublicPropertiesRoute,
} from "./routes";
import * as enquiries from "./service-enquiries";
import * as images from "./service-images";
import * as listing from "./service-listing";
import * as managing from "./service-manage";
import * as pickers from "./service-pickers";
import * as propertyPage from "./service-property-page";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

// ---- Public ------------------------------------------------------------------------------------

/**
 * A repeated anonymous search is answered before its query is parsed again: the answer kept under
 * its exact query string (filled by listPublicProperties from a query that validated).
 */
export const keptPublicProperties: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET" || !isAnonymous(c)) return next();
  const kept = listing.keptAnswer(c.get("deps").database.db, getQueryStrings(c.req.url));
  if (kept) return sendPublicJson(c, kept);
  return next();
};

/**
 * The search answer is the same for every viewer, so it comes from the short-lived cache for all;
 * only an anonymous request gets the public caching headers and its 304 (a signed-in one stays
 * `private, no-store`, app.ts).
 */
export const listPublicProperties: Handler<typeof listPublicPropertiesRoute> = async (c) => {
  const db = c.get("deps").database.db;
  const entry = await listing.listPublicJsonFor(db, c.req.valid("query"), getQueryStrings(c.req.url));
  if (isAnonymous(c)) return sendPublicJson(c, entry) as never;
  return c.body(entry.body, 200, { "Content-Type": "application/json" }) as never;
};

/**
 * A repeated anonymous view of a property page is answered before its id is validated again: the
 * page kept for that id (filled by getPublicProperty from an id that validated), its view counted.
 */
export const keptPublicProperty: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET" || !isAnonymous(c)) return next();
  const kept = propertyPage.keptAnonymousView(c.get("deps").database.db, c.req.param("id") ?? "");
  if (kept) return sendPublicJson(c, kept);
  return next();
};

/** Anonymous visitors get the cached page (with its ETag); a signed-in one may see a preview. */
export const getPublicProperty: Handler<typeof getPublicPropertyRoute> = async (c) => {
  const db = c.get("deps").database.db;
  const { id } = c.req.valid("param");
  const user = isAnonymous(c) ? null : await getSessionUser(c);
  if (!user) return sendPublicJson(c, await propertyPage.viewPropertyAnonymous(db, id)) as never;
  return c.json({ property: await propertyPage.viewProperty(db, id, user) }, 200);
};

/** Enquiries are rate limited per client address before anything else is looked at. */
export const createPropertyEnquiry =
  (limiter: RateLimiter): Handler<typeof createPropertyEnquiryRoute> =>
  async (c) => {
    const { allowed, retryAfterSec } = await limiter.hit(c.get("deps").database.db, clientIp(c));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSec));
      return c.json(errorBody("rate_limited", tooManyMessages(retryAfterSec)), 429);
    }
    const { database, mailer, config } = c.get("deps");
    const actor = requestActor(c, await getSessionUser(c));
    await enquiries.submitEnquiry(
      { db: database.db, mailer, config },
      actor,
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json({ ok: true as const }, 201);
  };

export const getPropertyImage: Handler<typeof getPropertyImageRoute> = async (c) => {
  const { imageId, width } = c.req.valid("param");
  const { database, storage } = c.get("deps");
  const variant = await images.readImageVariant({ db: database.db, storage }, imageId, width, () =>
    getSessionUser(c),
  );
  const headers = variant.public ? imageCacheHeaders.public : imageCacheHeaders.private;
  return c.body(new Uint8Array(variant.file.body), 200, {
    ...headers,
    "Content-Type": variant.file.contentType,
    "X-Content-Type-Options": "nosniff",
  }) as never;
};

// ---- Management ----------------------------------------------------------------------------------

export const listManagedProperties: Handler<typeof listManagedPropertiesRoute> = async (c) =>
  c.json(await managing.listManaged(c.get("deps").database.db, currentUser(c), c.req.valid("query")), 200);

export const createProperty: Handler<typeof createPropertyRoute> = async (c) => {
  const db = c.get("deps").database.db;
  const property = await managing.createProperty(db, currentUser(c), requestActor(c), c.req.valid("json"));
  return c.json({ property }, 201);
};

export const getManagedProperty: Handler<typeof getManagedPropertyRoute> = async (c) => {
  const property = await managing.getManaged(
    c.get("deps").database.db,
    currentUser(c),
    c.req.valid("param").id,
  );
  return c.json({ property }, 200);
};

export const updateProperty: Handler<typeof updatePropertyRoute> = async (c) => {
  const db = c.get("deps").database.db;
  const { id } = c.req.valid("param");
  const property = await managing.updateProperty(
    db,
    currentUser(c),
    requestActor(c),
    id,
    c.req.valid("json"),
  );
  return c.json({ property }, 200);
};

export const searchAgents: Handler<typeof searchAgentsRoute> = async (c) => {
  const { q, agencyId } = c.req.valid("query");
  return c.json(
    { items: await pickers.searchPeople(c.get("deps").database.db, "agent", q, currentUser(c), agencyId) },
    200,
  );
};

export const pickAgencies: Handler<typeof pickAgenciesRoute> = async (c) => {
  const { q } = c.req.valid("query");
  return c.json({ items: await pickers.pickableAgencies(c.get("deps").database.db, currentUser(c), q) }, 200);
};

export const searchLandlords: Handler<typeof searchLandlordsRoute> = async (c) => {
  const { q } = c.req.valid("query");
  return c.json({ items: await pickers.searchPeople(c.get("deps").database.db, "landlord", q) }, 200);
};

// ---- Photos ------------------------------------------------------------------------------------

export const uploadPropertyImage: Handler<typeof uploadPropertyImageRoute> = async (c) => {
  const { database, storage, config } = c.get("deps");
  const image = await images.addImage(
    { db: database.db, storage },
    currentUser(c),
    requestActor(c),
    c.req.valid("param").id,
    () => readUpload(c, { maxBytes: config.uploadMaxBytes, accept: "image" }),
  );
  return c.json({ image }, 201);
};

export const arrangePropertyImages: Handler<typeof arrangePropertyImagesRoute> = async (c) => {
  const db = c.get("deps").database.db;
  const { id } = c.req.valid("param");
  const arranged = await images.arrangeImages(db, currentUser(c), requestActor(c), id, c.req.valid("json"));
  return c.json({ images: arranged }, 200);
};

export const deletePropertyImage: Handler<typeof deletePropertyImageRoute> = async (c) => {
  const { database, storage } = c.get("deps");
  const { id, imageId } = c.req.valid("param");
  await images.deleteImage({ db: database.db, storage }, currentUser(c), requestActor(c), id, imageId);
  return c.json({ ok: true as const }, 200);
};

// ---- Enquiries inbox -----------------------------------------------------------------------------

export const listPropertyEnquiries: Handler<typeof listPropertyEnquiriesRoute> = async (c) =>
  c.json(await enquiries.listEnquiries(c.get("deps").database.db, currentUser(c), c.req.valid("query")), 200);

export const updatePropertyEnquiry: Handler<typeof updatePropertyEnquiryRoute> = async (c) => {
  const db = c.get("deps").database.db;
  const { id } = c.req.valid("param");
  const { status } = c.req.valid("json");
  const enquiry = await enquiries.setEnquiryStatus(db, currentUser(c), requestActor(c), id, status);
  return c.json({ enquiry }, 200);
};
