// `npm run bench`: installs the bench's own tools on first use (bench/ is a
// separate package: Lighthouse and autocannon stay out of the app's install),
// then runs bench/run.mjs with the given options (see that file).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { outOfDatePackages } from "./install-check.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (outOfDatePackages("bench").length > 0) {
  console.error("[bench] installing Lighthouse and autocannon into bench/node_modules (first run only)…");
  const install = spawnSync(
    "npm",
    ["ci", "--prefix", "bench", "--no-audit", "--no-fund", "--loglevel=error"],
    {
      stdio: "inherit",
    },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const run = spawnSync(process.execPath, ["bench/run.mjs", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(run.status ?? 1);
