// Is node_modules what package-lock.json asks for? After a pull that adds a dependency,
// TypeScript, Vitest and Vite otherwise fail with "Cannot find module …", which does not
// say that `npm install` is the fix. npm records what it installed in
// node_modules/.package-lock.json; this compares the two (a few milliseconds).
//   node scripts/install-check.mjs        (exits 1 with the fix when they differ)
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Packages the lockfile needs that `dir`'s node_modules lacks or holds at another version. */
export function outOfDatePackages(dir = ".") {
  const wanted = JSON.parse(readFileSync(path.join(dir, "package-lock.json"), "utf8")).packages ?? {};
  const recordPath = path.join(dir, "node_modules", ".package-lock.json");
  const installed = existsSync(recordPath)
    ? (JSON.parse(readFileSync(recordPath, "utf8")).packages ?? {})
    : {};
  return Object.entries(wanted)
    .filter(([key, entry]) => key.startsWith("node_modules/") && !entry.optional)
    .filter(([key, entry]) => installed[key]?.version !== entry.version)
    .map(([key]) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length));
}

/** The message for a person, or null when node_modules is up to date. */
export function installAdvice(dir = ".", command = "npm install") {
  const stale = outOfDatePackages(dir);
  if (stale.length === 0) return null;
  const named = stale.slice(0, 5).join(", ") + (stale.length > 5 ? ` and ${stale.length - 5} more` : "");
  return `node_modules does not match package-lock.json (${named}). Run \`${command}\` first.`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const advice = installAdvice();
  if (advice) {
    console.error(advice);
    process.exit(1);
  }
}
