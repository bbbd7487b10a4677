import { defineConfig } from "@playwright/test";
export default defineConfig({ testDir: "tests/e2e", testMatch: /restore-drill/, reporter: [["list"]], timeout: 300_000 });
