// `npm start`: builds when the build is missing or older than the sources,
// then runs the production server (embedded database created, migrated and
// seeded on first start).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const sources = [
  "app",
  "public",
  "server.ts",
  "drizzle",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const marker = "build/server.js";
const stale =
  !existsSync(marker) ||
  !existsSync("build/server/index.js") ||
  Math.max(...sources.map(newest)) > statSync(marker).mtimeMs;
if (stale) {
  console.log(
    existsSync(marker) ? "The sources changed since the last build." : "First start: no build yet.",
  );
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
// The quick start on the embedded database is a demo: it runs with the placeholder business details
// and says so (a start on PostgreSQL is a deployment and must be given them: see .env.example).
if (!process.env.DATABASE_URL) process.env.DEMO_MODE ??= "true";
const { main } = await import(path.resolve("build/server.js"));
await main();
