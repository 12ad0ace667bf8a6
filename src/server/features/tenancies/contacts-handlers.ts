/** Handlers of a tenancy's contacts and rent payment details (data work in service-contacts). */
import { currentUser } from "../../auth/session";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import type { getTenancyContactsRoute, setTenancyContactsRoute } from "./contacts-routes";
import { getContacts, setContacts } from "./service-contacts";

export const getTenancyContacts: Handler<typeof getTenancyContactsRoute> = async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ contacts: await getContacts(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);
};

export const setTenancyContacts: Handler<typeof setTenancyContactsRoute> = async (c) => {
  c.header("Cache-Control", "no-store");
  const contacts = await setContacts(...acting(c), c.req.valid("param").id, c.req.valid("json"));
  return c.json({ contacts }, 200);
};
