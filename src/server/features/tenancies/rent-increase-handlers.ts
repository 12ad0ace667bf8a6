/** Handlers of the rent history and section 13 rent increases: validated input → service → answer. */
import { currentUser } from "../../auth/session";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import type {
  challengeRentIncreaseRoute,
  decideRentIncreaseRoute,
  getTenancyRentsRoute,
  proposeRentIncreaseRoute,
  rentIncreasePdfRoute,
  serveRentIncreaseRoute,
  updateRentIncreaseRoute,
  withdrawRentIncreaseRoute,
} from "./rent-increase-routes";
import { getTenancyRents as readRents } from "./service-rent-history";
import { form4aPdf } from "./service-rent-increase-pdf";
import * as increases from "./service-rent-increases";

export const getTenancyRents: Handler<typeof getTenancyRentsRoute> = async (c) =>
  c.json(await readRents(dbOf(c), currentUser(c), c.req.valid("param").id), 200);

export const proposeRentIncrease: Handler<typeof proposeRentIncreaseRoute> = async (c) => {
  const notice = await increases.proposeRentIncrease(
    ...acting(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return c.json({ notice }, 201);
};

export const updateRentIncrease: Handler<typeof updateRentIncreaseRoute> = async (c) => {
  const { id, nid } = c.req.valid("param");
  const notice = await increases.updateRentIncrease(...acting(c), id, nid, c.req.valid("json"));
  return c.json({ notice }, 200);
};

export const withdrawRentIncrease: Handler<typeof withdrawRentIncreaseRoute> = async (c) => {
  const { id, nid } = c.req.valid("param");
  const notice = await increases.withdrawRentIncrease(...acting(c), id, nid);
  return c.json({ notice }, 200);
};

export const serveRentIncrease: Handler<typeof serveRentIncreaseRoute> = async (c) => {
  const { id, nid } = c.req.valid("param");
  const notice = await increases.serveRentIncrease(...acting(c), id, nid, c.req.valid("json"));
  return c.json({ notice }, 200);
};

export const challengeRentIncrease: Handler<typeof challengeRentIncreaseRoute> = async (c) => {
  const { id, nid } = c.req.valid("param");
  const notice = await increases.challengeRentIncrease(...acting(c), id, nid, c.req.valid("json"));
  return c.json({ notice }, 200);
};

export const decideRentIncrease: Handler<typeof decideRentIncreaseRoute> = async (c) => {
  const { id, nid } = c.req.valid("param");
  const notice = await increases.decideRentIncrease(...acting(c), id, nid, c.req.valid("json"));
  return c.json({ notice }, 200);
};

export const rentIncreasePdf: Handler<typeof rentIncreasePdfRoute> = async (c) => {
  const { id, nid } = c.req.valid("param");
  const { bytes, fileName } = await form4aPdf(dbOf(c), currentUser(c), id, nid);
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
  }) as never;
};
