/**
 * Accessibility sweep over every signed-in page of every role, at 1280 and 375 px: no serious or
 * critical axe violation, unique landmark names, no console error, and at 375 px no sideways
 * scrolling of the page. Each role signs in once per worker; its session is reused for every page.
 */
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

import {
  test as base,
  DEMO_PASSWORD,
  expect,
  isExpectedApiClientError,
  type Page,
  seriousA11yViolations,
} from "./fixtures";
import { type DetailIds, detailKinds, type SweepRole, signedInRoutes } from "./support/routes";

interface Session {
  state: StorageState;
  routes: string[];
}

const test = base.extend<{ role: SweepRole }, { sessions: (role: SweepRole) => Promise<Session> }>({
  role: ["landlord", { option: true }],
  sessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the fixture argument destructured
    async ({}, use, workerInfo) => {
      const cache = new Map<SweepRole, Promise<Session>>();
      const baseURL = workerInfo.project.use.baseURL;
      await use((role) => {
        let session = cache.get(role);
        if (!session) {
          session = signIn(role, baseURL);
          cache.set(role, session);
        }
        return session;
      });
    },
    { scope: "worker" },
  ],
  storageState: async ({ role, sessions }, use) => {
    await use((await sessions(role)).state);
  },
});

/** Signs in through the API once, and finds a real row of each kind the role's detail pages need. */
async function signIn(role: SweepRole, baseURL: string | undefined): Promise<Session> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const res = await api.post("/api/auth/sign-in", {
      data: { email: `${role}@keyhold.example`, password: DEMO_PASSWORD },
    });
    expect(res.status(), `sign-in as ${role}`).toBe(200);
    const lists: Record<keyof DetailIds, string> = {
      property: "/api/manage/properties?pageSize=1",
      tenancy: "/api/tenancies",
      ticket: "/api/support/tickets",
      blog: "/api/manage/blogs",
    };
    const ids: DetailIds = {};
    for (const kind of detailKinds[role]) {
      const list = await api.get(lists[kind]);
      expect(list.status(), `${role}: GET ${lists[kind]}`).toBe(200);
      const id = ((await list.json()) as { items: { id: string }[] }).items[0]?.id;
      expect(id, `the demo data gives ${role} a ${kind} to open`).toBeTruthy();
      ids[kind] = id;
    }
    return { state: await api.storageState(), routes: signedInRoutes(role, ids) };
  } finally {
    await api.dispose();
  }
}

/**
 * Waits until the page has rendered its heading and finished loading its data. Generous timeouts:
 * the sweep runs beside the rest of the suite on two cores, and a slow page is not what it tests.
 */
async function settle(page: Page, path: string) {
  const timeout = 30_000;
  await expect(page.locator("main h1").first(), `${path} shows its heading`).toBeVisible({ timeout });
  await expect(page.locator("#app-loader")).toHaveCount(0, { timeout });
  await expect(
    page.locator("main [aria-busy='true'], main .animate-pulse"),
    `${path} finishes loading`,
  ).toHaveCount(0, { timeout });
}

/** Opens each page in turn and collects every problem, so one run lists them all. */
async function sweep(page: Page, routes: string[], width: number) {
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !isExpectedApiClientError(msg.text(), msg.location().url)) {
      consoleErrors.push(msg.text());
    }
  });
  page.on("pageerror", (err) => consoleErrors.push(`${err.name}: ${err.message}`));

  let loaded = false;
  for (const path of routes) {
    consoleErrors.length = 0;
    if (!loaded) {
      await page.goto(path);
      loaded = true;
    } else {
      // In-app navigation, as a person clicking through: the SPA is not booted again for each page,
      // which keeps the sweep fast (the router follows a history change like a back/forward step).
      // Focus leaves the old page first; the shell focuses the new page's heading once it has
      // rendered (src/web/shell/RouteFocus.tsx), which tells the new page is there.
      await page.evaluate((to) => {
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.history.pushState(null, "", to);
        window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
      }, path);
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const active = document.activeElement;
              return active?.tagName === "H1" && Boolean(document.getElementById("main")?.contains(active));
            }),
          { message: `${path} focuses its heading`, timeout: 30_000 },
        )
        .toBe(true);
    }
    await settle(page, path);
    expect.soft(new URL(page.url()).pathname, `${path} opens without a redirect`).toBe(path);
    expect.soft(await seriousA11yViolations(page), `axe on ${path} at ${width} px`).toEqual([]);
    if (width < 640) {
      const overflow = await page.evaluate(() => {
        const el = document.scrollingElement ?? document.documentElement;
        return el.scrollWidth - el.clientWidth;
      });
      expect.soft(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(1);
    }
    expect.soft(consoleErrors, `console errors on ${path}`).toEqual([]);
  }
}

const roles: SweepRole[] = ["admin", "agent", "landlord", "tenant"];
const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
/** Pages per test: small enough to spread over the workers, large enough to keep sign-ins few. */
const CHUNK = 6;

for (const role of roles) {
  for (const viewport of widths) {
    test.describe(`${role} at ${viewport.width} px`, () => {
      test.use({ role, viewport, hasTouch: viewport.width < 640 });
      // The page count does not depend on the ids, so the chunks are known before signing in.
      const chunks = Math.ceil(signedInRoutes(role, {}).length / CHUNK);
      for (let chunk = 0; chunk < chunks; chunk++) {
        test(`signed-in pages, part ${chunk + 1} of ${chunks}`, async ({ page, sessions }) => {
          test.setTimeout(180_000);
          const { routes } = await sessions(role);
          await sweep(page, routes.slice(chunk * CHUNK, (chunk + 1) * CHUNK), viewport.width);
        });
      }
    });
  }
}
