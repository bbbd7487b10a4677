import { defineConfig } from "vitest/config";

// The same data-layer tests, against a real PostgreSQL (TEST_DATABASE_URL).
// Each test file gets its own freshly created and migrated database.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // The security regression suite too: its races (parallel sign-ins, two links used at once) need a real server.
    include: [
      "app/server/**/*.test.ts",
      "app/routes/**/*.test.{ts,tsx}",
      "tests/unit/security/*.test.ts",
      "tests/unit/emails-arrive.test.ts",
    ],
    setupFiles: ["tests/setup/each-file.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
