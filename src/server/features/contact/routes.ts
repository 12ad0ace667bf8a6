import { createRoute } from "@hono/zod-openapi";
import { contactInputSchema, contactResultSchema } from "@shared/schemas/contact";
import { apiErrorSchema } from "@shared/schemas/errors";
import { createRouter } from "../../context";
import { clientIp } from "../../lib/client-ip";
import { errorBody } from "../../lib/errors";
import { RateLimiter } from "../../lib/rate-limit";
import { submitContact } from "./service";

const errorContent = { "application/json": { schema: apiErrorSchema } };

const submitRoute = createRoute({
  method: "post",
  path: "/contact",
  tags: ["contact"],
  summary: "Send a contact message or join the early-access waitlist",
  request: { body: { required: true, content: { "application/json": { schema: contactInputSchema } } } },
  responses: {
    201: { description: "Stored", content: { "application/json": { schema: contactResultSchema } } },
    400: { description: "Invalid input", content: errorContent },
    429: { description: "Too many messages from this address", content: errorContent },
  },
});

export function contactRoutes(limit: { max: number; windowMs: number }) {
  const limiter = new RateLimiter(limit.max, limit.windowMs);
  return createRouter().openapi(submitRoute, async (c) => {
    const input = c.req.valid("json");
    const ip = clientIp(c);
    const { allowed, retryAfterSec } = limiter.hit(ip);
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
    // Bots fill the hidden field: answer as if stored so they learn nothing, store nothing.
    if (input.website) return c.json({ ok: true as const, waitlisted: input.topic === "early_access" }, 201);
    const { waitlisted } = await submitContact(c.get("deps").database.db, input, {
      ip,
      userAgent: c.req.header("user-agent"),
    });
    return c.json({ ok: true as const, waitlisted }, 201);
  });
}
