/** Handlers of the compliance evidence records: validated input, the caller, one service call. */
import type { Context } from "hono";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { requestActor } from "../audit";
import type * as r from "./records-routes";
import type * as s from "./served-routes";
import * as checks from "./service-checks";
import * as licences from "./service-licences";
import { setRemedial as saveRemedial } from "./service-remedial";
import * as served from "./service-served";

const mailDeps = (c: Context<AppEnv>) => {
  const { database, mailer, config } = c.get("deps");
  return { db: database.db, mailer, config };
};

export const listLicences: Handler<typeof r.listLicencesRoute> = async (c) =>
  c.json(
    { items: await licences.listLicences(dbOf(c), currentUser(c), c.req.valid("param").propertyId) },
    200,
  );

export const createLicence: Handler<typeof r.createLicenceRoute> = async (c) => {
  const { propertyId } = c.req.valid("param");
  const licence = await licences.createLicence(...acting(c), propertyId, c.req.valid("json"));
  return c.json({ licence }, 201);
};

export const updateLicence: Handler<typeof r.updateLicenceRoute> = async (c) => {
  const { propertyId, licenceId } = c.req.valid("param");
  const licence = await licences.updateLicence(...acting(c), propertyId, licenceId, c.req.valid("json"));
  return c.json({ licence }, 200);
};

export const deleteLicence: Handler<typeof r.deleteLicenceRoute> = async (c) => {
  const { propertyId, licenceId } = c.req.valid("param");
  await licences.deleteLicence(...acting(c), propertyId, licenceId);
  return c.json({ ok: true as const }, 200);
};

export const listAlarmChecks: Handler<typeof r.listAlarmChecksRoute> = async (c) =>
  c.json(await checks.listAlarmChecks(dbOf(c), currentUser(c), c.req.valid("param").tenancyId), 200);

export const createAlarmCheck: Handler<typeof r.createAlarmCheckRoute> = async (c) => {
  const { tenancyId } = c.req.valid("param");
  const check = await checks.createAlarmCheck(...acting(c), tenancyId, c.req.valid("json"));
  return c.json({ check }, 201);
};

export const listRightToRent: Handler<typeof r.listRightToRentRoute> = async (c) =>
  c.json(await checks.listRightToRent(dbOf(c), currentUser(c), c.req.valid("param").tenancyId), 200);

export const createRightToRent: Handler<typeof r.createRightToRentRoute> = async (c) => {
  const { tenancyId } = c.req.valid("param");
  const check = await checks.createRightToRent(...acting(c), tenancyId, c.req.valid("json"));
  return c.json({ check }, 201);
};

export const setAdultOccupiers: Handler<typeof r.setAdultOccupiersRoute> = async (c) => {
  const { tenancyId } = c.req.valid("param");
  return c.json(await checks.setAdultOccupiers(...acting(c), tenancyId, c.req.valid("json")), 200);
};

export const deleteRightToRent: Handler<typeof r.deleteRightToRentRoute> = async (c) => {
  const { tenancyId, checkId } = c.req.valid("param");
  await checks.deleteRightToRent(...acting(c), tenancyId, checkId);
  return c.json({ ok: true as const }, 200);
};

export const setRemedial: Handler<typeof s.setRemedialRoute> = async (c) => {
  const remedial = await saveRemedial(...acting(c), c.req.valid("param").id, c.req.valid("json"));
  return c.json({ remedial }, 200);
};

export const listServices: Handler<typeof s.listServicesRoute> = async (c) =>
  c.json({ items: await served.listServices(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);

export const serveDocument: Handler<typeof s.serveDocumentRoute> = async (c) => {
  const user = currentUser(c);
  const service = await served.serveDocument(
    mailDeps(c),
    user,
    requestActor(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return c.json({ service }, 201);
};

export const deleteService: Handler<typeof s.deleteServiceRoute> = async (c) => {
  const { id, serviceId } = c.req.valid("param");
  await served.deleteService(...acting(c), id, serviceId);
  return c.json({ ok: true as const }, 200);
};

export const listCertificates: Handler<typeof s.listCertificatesRoute> = async (c) =>
  c.json({ items: await served.certificatesFor(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);
