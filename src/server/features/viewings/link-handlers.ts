/** Handlers of the applicant's link: no session; the token is the key (service-link.ts). */
import type { Handler } from "../../lib/handler-kit";
import { anonymous, requestActor } from "../audit";
import type * as r from "./link-routes";
import * as link from "./service-link";

export const getApplicantView: Handler<typeof r.getApplicantViewRoute> = async (c) =>
  c.json({ view: await link.applicantView(c.get("deps"), c.req.valid("param").token) }, 200);

export const bookApplicantViewing: Handler<typeof r.bookApplicantViewingRoute> = async (c) => {
  const { token } = c.req.valid("param");
  const view = await link.bookViewing(
    c.get("deps"),
    anonymous(requestActor(c)),
    token,
    c.req.valid("json").viewingId,
  );
  return c.json({ view }, 200);
};

export const cancelApplicantViewing: Handler<typeof r.cancelApplicantViewingRoute> = async (c) => {
  const { token } = c.req.valid("param");
  const view = await link.cancelBooking(
    c.get("deps"),
    anonymous(requestActor(c)),
    token,
    c.req.valid("json").viewingId,
  );
  return c.json({ view }, 200);
};

export const postApplicantMessage: Handler<typeof r.postApplicantMessageRoute> = async (c) => {
  const { token } = c.req.valid("param");
  const view = await link.applicantMessage(
    c.get("deps"),
    anonymous(requestActor(c)),
    token,
    c.req.valid("json"),
  );
  return c.json({ view }, 201);
};
