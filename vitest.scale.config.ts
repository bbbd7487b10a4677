import { defineConfig } from "vitest/config";

// Two production instances on one PostgreSQL (TEST_DATABASE_URL) and a
// database outage: needs `npm run build` first. See tests/scale/.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/scale/**/*.test.ts"],
    setupFiles: ["tests/setup/each-file.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
