// `npm run build`: the browser and server builds (react-router build), then the Node entry
// (scripts/build-server.mjs). Prints what a person needs: that it is building, warnings and
// errors, and how long it took (docs/decisions/191-quiet-quick-build.md).
// BUILD_VERBOSE=1 shows Vite's file list; BUILD_TIMINGS=1 the plugin timings and the chunk plan.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { stripVTControlCharacters } from "node:util";

/**
 * Lines that need no action from anyone here: @react-router/dev 7 starts its own Vite servers
 * with a deprecated option (fixed in React Router 8), and announces the Vite Environment API.
 */
const NOISE = [/The `envFile` option is deprecated/, /^Using Vite Environment API/];

const started = performance.now();
console.log("Building the site…");
const bin = new URL("../node_modules/.bin/react-router", import.meta.url).pathname;
const child = spawn(bin, ["build"], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  let rest = "";
  from.setEncoding("utf8");
  from.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines)
      if (!NOISE.some((n) => n.test(stripVTControlCharacters(line)))) to.write(`${line}\n`);
  });
  from.on("end", () => rest && to.write(rest));
}
const code = await new Promise((resolve) => child.on("close", resolve));
if (code !== 0) {
  console.error("The build failed (see above).");
  process.exit(code ?? 1);
}
await import("./build-server.mjs");
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s (build/).`);
