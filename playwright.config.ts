import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * A port of its own, so the suite never talks to a dev server or `npm start` left running.
 * E2E_PORT picks another one; the data and result directories follow it, so runs can overlap.
 */
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  // 60 s: signed-in pages now render inside the back-office shell, and journeys with axe checks on
  // several of them went past 30 s on the shared 2-core CI machine (dashboards, compliance clock,
  // fee income) while passing alone.
  timeout: 60_000,
  // 15 s: a signed-in page's first load (shell, route chunk, its API calls) went past 7.5 s on the
  // loaded 2-core CI machine while passing alone; a passing check never waits for it.
  expect: { timeout: 15_000 },
  outputDir: `test-results/e2e-${port}`,
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    locale: "en-GB",
    timezoneId: "Europe/London",
    // A trace records every step of every test; kept only for a retry it cost about 12 % of the
    // suite's time (measured on 12 public pages: 143 s of test time against 125 s without).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // The system Chromium: Playwright never downloads a browser for this project.
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium" }],
  webServer: {
    // Fresh PGlite data dir per run, then the production server over the built SPA (dist/web).
    command: "node --import tsx e2e/support/server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    // Stopped as a deployment stops it, so it closes its database and removes its scratch data.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.resolve(`.tmp/e2e/${port}/data`),
      // Always the embedded engine in the scratch dir, even if the shell has DATABASE_URL set.
      DATABASE_URL: "",
      FORM_RATE_LIMIT: "1000",
      // Every test signs in from 127.0.0.1: the per-address limit is tested in the API suite.
      AUTH_RATE_LIMIT: "10000",
      LOG_LEVEL: "warn",
      // Mail is queued and delivered as in production, to a port where e2e/email.spec.ts starts a
      // small SMTP server when it needs one (refused until then: mail waits for a retry).
      SMTP_URL: `smtp://127.0.0.1:${port + 9}`,
    },
  },
});
