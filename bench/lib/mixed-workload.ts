import type autocannon from "autocannon";

export const DEMO_PASSWORD = "keyhold-demo-2026";

export async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export type Requests = NonNullable<Parameters<typeof autocannon>[0]["requests"]>;

/** The listing search every workload repeats. */
export const SEARCH = "/api/properties?city=London&minBeds=1&sort=rent_asc";

/**
 * The mixed workload on the demo data (bench:mixed and bench:scale): each connection cycles
 * through public listing search, a property page, the landlord dashboard, a tenant creating a
 * ticket and replying to another. Signs in and creates the replied-to ticket through `base`.
 */
export async function mixedWorkload(base: string): Promise<Requests> {
  const listing = (await (await fetch(`${base}/api/properties?pageSize=20`)).json()) as {
    items: { id: string; city: string }[];
  };
  const ids = listing.items.map((i) => i.id);
  if (!ids.length) throw new Error("no published listings in the demo data");
  const landlord = await signIn(base, "landlord@keyhold.example");
  const tenant = await signIn(base, "tenant2@keyhold.example");
  const ticketRes = await fetch(`${base}/api/support/tickets`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: tenant },
    body: JSON.stringify({
      subject: "Bench ticket",
      description: "A ticket the benchmark replies to, again and again.",
      category: "other",
    }),
  });
  const ticketId = ((await ticketRes.json()) as { ticket: { id: string } }).ticket.id;
  const json = { "content-type": "application/json" };
  let n = 0;
  return [
    { method: "GET", path: SEARCH },
    {
      method: "GET",
      setupRequest: (r: object) => ({ ...r, path: `/api/properties/${ids[n++ % ids.length]}` }),
    },
    { method: "GET", path: "/api/dashboards/landlord", headers: { cookie: landlord } },
    {
      method: "POST",
      path: "/api/support/tickets",
      headers: { ...json, cookie: tenant },
      body: JSON.stringify({
        subject: "Dripping tap",
        description: "The kitchen tap drips all night long.",
        category: "other",
      }),
    },
    {
      method: "POST",
      path: `/api/support/tickets/${ticketId}/messages`,
      headers: { ...json, cookie: tenant },
      body: JSON.stringify({ body: "Any news on this one?" }),
    },
  ] as Requests;
}
