import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Browser journeys on the system Chromium (never a downloaded browser),
 * against the production build on a fresh embedded database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["line"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // Timed pop-ups (discount offer) stay off in journeys unless a test turns them on.
    storageState: {
      cookies: [],
      origins: [
        { origin: `http://localhost:${port}`, localStorage: [{ name: "timedPopups", value: "off" }] },
      ],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  // Journeys that change what every visitor sees (staff publishing a job on
  // /placements, answering doubts) run after the read-only journeys, so that
  // counts asserted there never race with them.
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: /staff.*\.spec\.ts$/ },
    {
      name: "staff",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /staff.*\.spec\.ts$/,
      dependencies: ["chromium"],
    },
  ],
  webServer: {
    command: "node tests/e2e/support/serve.mjs",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // The journey server prepares its accounts in several steps before it opens: on a busy 2-core machine that took over 2 minutes.
    timeout: 300_000,
    env: { PORT: String(port) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
