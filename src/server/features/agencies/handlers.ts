/** Handlers of agencies and engagements (data work in service-agency and service-engagements). */
import type { Context } from "hono";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { imageCacheHeaders, readUpload } from "../../storage";
import type * as lr from "./logo-routes";
import type * as r from "./routes";
import * as agency from "./service-agency";
import * as engagements from "./service-engagements";
import * as logo from "./service-logo";

const mailDeps = (c: Context<AppEnv>) => {
  const { database, mailer, config } = c.get("deps");
  return { db: database.db, mailer, config };
};

export const getMyAgency: Handler<typeof r.getMyAgencyRoute> = async (c) =>
  c.json(await agency.myAgency(dbOf(c), currentUser(c)), 200);

export const createAgency: Handler<typeof r.createAgencyRoute> = async (c) =>
  c.json(await agency.createAgency(...acting(c), c.req.valid("json")), 201);

export const updateAgency: Handler<typeof r.updateAgencyRoute> = async (c) =>
  c.json(await agency.updateAgency(...acting(c), c.req.valid("json")), 200);

export const changeAgencyMember: Handler<typeof r.changeAgencyMemberRoute> = async (c) =>
  c.json(await agency.changeMemberRole(...acting(c), c.req.valid("param").id, c.req.valid("json").role), 200);

export const removeAgencyMember: Handler<typeof r.removeAgencyMemberRoute> = async (c) =>
  c.json(await agency.removeMember(...acting(c), c.req.valid("param").id), 200);

export const inviteAgencyMember: Handler<typeof r.inviteAgencyMemberRoute> = async (c) => {
  const [, user, actor] = acting(c);
  return c.json(await agency.inviteMember(mailDeps(c), user, actor, c.req.valid("json")), 200);
};

export const revokeAgencyInvitation: Handler<typeof r.revokeAgencyInvitationRoute> = async (c) =>
  c.json(await agency.revokeInvitation(...acting(c), c.req.valid("param").id), 200);

export const acceptAgencyInvitation: Handler<typeof r.acceptAgencyInvitationRoute> = async (c) =>
  c.json(await agency.acceptInvitation(...acting(c), c.req.valid("json").token), 200);

export const inviteLandlord: Handler<typeof r.inviteLandlordRoute> = async (c) => {
  const [, user, actor] = acting(c);
  await engagements.inviteLandlord(mailDeps(c), user, actor, c.req.valid("json").email);
  return c.json({ ok: true as const }, 200);
};

export const searchAgencies: Handler<typeof r.searchAgenciesRoute> = async (c) =>
  c.json({ items: await agency.searchAgencies(dbOf(c), c.req.valid("query").q) }, 200);

export const listEngagements: Handler<typeof r.listEngagementsRoute> = async (c) =>
  c.json({ items: await engagements.engagementsOfLandlord(dbOf(c), currentUser(c)) }, 200);

export const requestEngagement: Handler<typeof r.requestEngagementRoute> = async (c) =>
  c.json({ items: await engagements.requestEngagement(...acting(c), c.req.valid("json").agencyId) }, 200);

export const acceptEngagement: Handler<typeof r.acceptEngagementRoute> = async (c) => {
  await engagements.acceptEngagement(...acting(c), c.req.valid("param").id, c.req.valid("json").token);
  return c.json({ ok: true as const }, 200);
};

export const endEngagement: Handler<typeof r.endEngagementRoute> = async (c) => {
  await engagements.endEngagement(...acting(c), c.req.valid("param").id);
  return c.json({ ok: true as const }, 200);
};

export const uploadAgencyLogo: Handler<typeof lr.uploadAgencyLogoRoute> = async (c) => {
  const { database, storage, config } = c.get("deps");
  const [, user, actor] = acting(c);
  const logoUrl = await logo.setLogo({ db: database.db, storage }, user, actor, () =>
    readUpload(c, { maxBytes: config.uploadMaxBytes, accept: "image" }),
  );
  return c.json({ logoUrl }, 201);
};

export const removeAgencyLogo: Handler<typeof lr.removeAgencyLogoRoute> = async (c) => {
  const { database, storage } = c.get("deps");
  const [, user, actor] = acting(c);
  await logo.removeLogo({ db: database.db, storage }, user, actor);
  return c.json({ logoUrl: null }, 200);
};

export const getAgencyLogo: Handler<typeof lr.getAgencyLogoRoute> = async (c) => {
  const { logoId, width } = c.req.valid("param");
  const { database, storage } = c.get("deps");
  const file = await logo.readLogo({ db: database.db, storage }, logoId, width);
  return c.body(new Uint8Array(file.body), 200, {
    "Content-Type": file.contentType,
    ...imageCacheHeaders.public,
  }) as never;
};
