/** Handlers of a home's owners, values and agreement and of fee income: input, caller, one service call. */
import { currentUser } from "../../auth/session";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import type * as r from "./routes";
import * as agreements from "./service-agreements";
import { feeIncome } from "./service-fees";
import * as homes from "./service-homes";
import * as owners from "./service-owners";

const param = (c: { req: { valid(t: "param"): { propertyId: string } } }) => c.req.valid("param").propertyId;

export const listMoneyHomes: Handler<typeof r.listMoneyHomesRoute> = async (c) =>
  c.json(await homes.listHomes(dbOf(c), currentUser(c)), 200);

export const getMoneyHome: Handler<typeof r.getMoneyHomeRoute> = async (c) =>
  c.json({ home: await homes.getHome(dbOf(c), currentUser(c), param(c)) }, 200);

export const getOwners: Handler<typeof r.getOwnersRoute> = async (c) =>
  c.json(await owners.getOwners(dbOf(c), currentUser(c), param(c)), 200);

export const setOwners: Handler<typeof r.setOwnersRoute> = async (c) => {
  const [db, user, actor] = acting(c);
  const { mailer, config } = c.get("deps");
  return c.json(
    await owners.setOwners({ db, mailer, config }, user, actor, param(c), c.req.valid("json")),
    200,
  );
};

export const setValues: Handler<typeof r.setValuesRoute> = async (c) =>
  c.json({ home: await homes.setValues(...acting(c), param(c), c.req.valid("json")) }, 200);

export const getAgreement: Handler<typeof r.getAgreementRoute> = async (c) =>
  c.json({ agreement: await agreements.getAgreement(dbOf(c), currentUser(c), param(c)) }, 200);

export const setAgreement: Handler<typeof r.setAgreementRoute> = async (c) =>
  c.json({ agreement: await agreements.setAgreement(...acting(c), param(c), c.req.valid("json")) }, 200);

export const deleteAgreement: Handler<typeof r.deleteAgreementRoute> = async (c) => {
  await agreements.deleteAgreement(...acting(c), param(c));
  return c.json({ ok: true as const }, 200);
};

export const getFeeIncome: Handler<typeof r.feeIncomeRoute> = async (c) =>
  c.json(await feeIncome(dbOf(c), currentUser(c), c.req.valid("query")), 200);

export const acceptOwnerInvitation: Handler<typeof r.acceptOwnerInvitationRoute> = async (c) =>
  c.json({ homes: await owners.acceptOwnerInvitation(...acting(c), c.req.valid("json").token) }, 200);
