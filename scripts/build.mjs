// `npm run build`: the browser and server builds (react-router build), then the Node entry
// (scripts/build-server.mjs). Prints what a person needs: that it is building, warnings and
// errors, and how long it took (docs/decisions/191-quiet-quick-build.md).
// BUILD_VERBOSE=1 shows Vite's file list; BUILD_TIMINGS=1 the plugin timings and the chunk plan.
import { performance } from "node:perf_hooks";
import { reactRouterBin, runQuietly } from "./quiet-run.mjs";

const started = performance.now();
console.log("Building the site…");
const code = await runQuietly(reactRouterBin, ["build"]);
if (code !== 0) {
  console.error("The build failed (see above).");
  process.exit(code ?? 1);
}
await import("./build-server.mjs");
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s (build/).`);
