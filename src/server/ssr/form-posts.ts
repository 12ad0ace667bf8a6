import { AppError } from "@shared/errors";
/**
 * The public forms as plain HTML posts. A server-rendered page's enquiry and contact forms work
 * before the page's script has run: pressed early, the browser posts the form to the page's own
 * address. The post gets the API route's checks in the same order (cross-site refusal, size, rate
 * limit per address, the same zod schema, the same service and audit row), then either:
 * - taken: 303 back to the page with `?sent=<outcome>` (post, redirect, get: a reload sends
 *   nothing twice), where the form shows that it was sent (src/web/lib/posted-form.ts);
 * - refused: the page rendered again (422, 429, 409...) with what the visitor wrote and each
 *   field's reason, never kept and never cached.
 * Once the page has hydrated the forms send JSON to the API as before.
 */
import { contactInputSchema } from "@shared/schemas/contact";
import { enquiryInputSchema } from "@shared/schemas/properties";
import { type PostedForm, type PostedFormName, SENT_PARAM, sentOutcomes } from "@shared/ssr";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodType } from "zod";
import { getSessionUser } from "../auth/session";
import type { ServerConfig } from "../config";
import { type AppEnv, createRouter } from "../context";
import { requestActor } from "../features/audit";
import { submitContact } from "../features/contact";
import { submitEnquiry } from "../features/properties";
import { clientIp } from "../lib/client-ip";
import { statusOf, zodFields } from "../lib/errors";
import { hasNul, NUL_MESSAGE } from "../lib/nul-guard";
import { RateLimiter, tooManyMessages } from "../lib/rate-limit";
import { sameOriginPosts } from "../lib/same-origin";

/** A form of a few text fields: the longest message allowed is 5,000 characters. */
export const FORM_POST_MAX_BYTES = 32 * 1024;

/** Renders the page at the request's path again with the refused post (the static handler). */
type PageHandler = (c: Context<AppEnv>) => Promise<Response>;

interface FormSpec {
  name: PostedFormName;
  fields: readonly string[];
  schema: ZodType;
  limiter: RateLimiter;
  /** The key the API route counts this address under, so both share one allowance. */
  limitKey: (ip: string) => string[];
  /** Takes the valid form; answers the page to go back to and its `?sent=` outcome. */
  take: (c: Context<AppEnv>, input: never) => Promise<{ page: string; outcome: string }>;
}

type Refusal = { status: ContentfulStatusCode; refusal: Omit<PostedForm, "form" | "values"> };

/** The posted values of the form's own fields; anything else in the body is dropped. */
async function postedValues(c: Context<AppEnv>, spec: FormSpec): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const values: Record<string, string> = {};
  for (const field of spec.fields) {
    const value = body[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * The API route's checks before the service, in its order: the address's allowance (429, with
 * Retry-After), NUL characters, the schema. Answers the valid input or the refusal.
 */
async function checkPost(
  c: Context<AppEnv>,
  spec: FormSpec,
  values: Record<string, string>,
): Promise<{ input: unknown } | Refusal> {
  const db = c.get("deps").database.db;
  const { allowed, retryAfterSec } = await spec.limiter.hit(db, ...spec.limitKey(clientIp(c)));
  if (!allowed) {
    c.header("Retry-After", String(retryAfterSec));
    return { status: 429, refusal: { fields: {}, message: tooManyMessages(retryAfterSec) } };
  }
  const withNul = Object.keys(values).filter((k) => hasNul(values[k]!));
  if (withNul.length) {
    return { status: 422, refusal: { fields: Object.fromEntries(withNul.map((k) => [k, NUL_MESSAGE])) } };
  }
  const parsed = spec.schema.safeParse(values);
  if (!parsed.success) return { status: 422, refusal: { fields: zodFields(parsed.error) } };
  return { input: parsed.data };
}

/** The public forms' specs: which fields, schema and allowance each has, and the service taking it. */
function formSpecs(config: Pick<ServerConfig, "publicFormLimit">): Record<PostedFormName, FormSpec> {
  const { max, windowMs } = config.publicFormLimit;
  // The same limiters (by name, in the shared counters table) as the API routes' own.
  const enquiries = new RateLimiter("enquiry", max, windowMs);
  const forms = new RateLimiter("form", max, windowMs);
  return {
    enquiry: {
      name: "enquiry",
      fields: ["name", "email", "phone", "message", "preferredTimes", "website"],
      schema: enquiryInputSchema,
      limiter: enquiries,
      limitKey: (ip) => [ip],
      take: async (c, input) => {
        const { database, mailer, config: serverConfig } = c.get("deps");
        const actor = requestActor(c, await getSessionUser(c));
        const id = c.req.param("id") ?? "";
        await submitEnquiry({ db: database.db, mailer, config: serverConfig }, actor, id, input);
        return { page: `/properties/${encodeURIComponent(id)}`, outcome: sentOutcomes.enquiry };
      },
    },
    contact: {
      name: "contact",
      fields: ["name", "email", "phone", "topic", "message", "website"],
      schema: contactInputSchema,
      limiter: forms,
      limitKey: (ip) => [`contact:${ip}`],
      take: async (c, input) => {
        const { waitlisted } = await submitContact(c.get("deps").database.db, requestActor(c), input);
        return { page: "/contact", outcome: waitlisted ? sentOutcomes.waitlist : sentOutcomes.message };
      },
    },
  };
}

export function formPostRoutes(
  config: Pick<ServerConfig, "publicUrl" | "publicFormLimit">,
  page: PageHandler,
) {
  const specs = formSpecs(config);

  // Browsers send Origin with every form post: one from another site is refused (403).
  const sameSite = sameOriginPosts(config.publicUrl);
  const small = bodyLimit({
    maxSize: FORM_POST_MAX_BYTES,
    onError: (c) => c.text("The form is too large.", 413),
  });
  const guard: MiddlewareHandler<AppEnv> = (c, next) =>
    sameSite(c, async () => {
      const refused = await small(c, next);
      if (refused instanceof Response) c.res = refused;
    });

  const post = (spec: FormSpec) => async (c: Context<AppEnv>) => {
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    if (!type.startsWith("application/x-www-form-urlencoded")) {
      return c.text("This address takes the page's own form only.", 415);
    }
    const values = await postedValues(c, spec);
    const refuse = ({ status, refusal }: Refusal) => {
      c.set("postedForm", { form: { form: spec.name, values, ...refusal }, status });
      return page(c);
    };
    const checked = await checkPost(c, spec, values);
    if (!("input" in checked)) return refuse(checked);
    try {
      const { page: back, outcome } = await spec.take(c, checked.input as never);
      return c.redirect(`${back}?${SENT_PARAM}=${outcome}`, 303);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return refuse({ status: statusOf(err), refusal: { fields: err.fields ?? {}, message: err.message } });
    }
  };

  return createRouter()
    .post("/properties/:id", guard, post(specs.enquiry))
    .post("/contact", guard, post(specs.contact));
}
