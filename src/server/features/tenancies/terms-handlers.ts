/** Handlers of a tenancy's terms, written terms and notices (data work in service-terms/-notices). */
import { currentUser } from "../../auth/session";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { giveNotice, listNotices, withdrawNotice } from "./service-notices";
import { getTenancy } from "./service-tenancies";
import { recordWrittenTerms, updateDraftTerms } from "./service-terms";
import type {
  giveTenancyNoticeRoute,
  listTenancyNoticesRoute,
  recordWrittenTermsRoute,
  updateTenancyTermsRoute,
  withdrawTenancyNoticeRoute,
} from "./terms-routes";

export const updateTenancyTerms: Handler<typeof updateTenancyTermsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  await updateDraftTerms(...acting(c), id, c.req.valid("json"));
  return c.json({ tenancy: await getTenancy(dbOf(c), currentUser(c), id) }, 200);
};

export const recordTenancyWrittenTerms: Handler<typeof recordWrittenTermsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  await recordWrittenTerms(...acting(c), id, c.req.valid("json"));
  return c.json({ tenancy: await getTenancy(dbOf(c), currentUser(c), id) }, 200);
};

export const listTenancyNotices: Handler<typeof listTenancyNoticesRoute> = async (c) =>
  c.json({ items: await listNotices(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);

export const giveTenancyNotice: Handler<typeof giveTenancyNoticeRoute> = async (c) => {
  const { id } = c.req.valid("param");
  await giveNotice(...acting(c), id, c.req.valid("json"));
  return c.json({ tenancy: await getTenancy(dbOf(c), currentUser(c), id) }, 201);
};

export const withdrawTenancyNotice: Handler<typeof withdrawTenancyNoticeRoute> = async (c) => {
  const { id, noticeId } = c.req.valid("param");
  await withdrawNotice(...acting(c), id, noticeId);
  return c.json({ tenancy: await getTenancy(dbOf(c), currentUser(c), id) }, 200);
};
