// `npm run build`: the browser and server builds (react-router build), then the Node entry
// (scripts/build-server.mjs). Prints what a person needs: that it is building, warnings and
// errors, and how long it took (docs/decisions/191-quiet-quick-build.md).
// BUILD_VERBOSE=1 shows Vite's file list; BUILD_TIMINGS=1 the plugin timings and the chunk plan.
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const started = performance.now();
console.log("Building the site…");
// The embedded database's template is made beside the Vite builds (it needs only the
// migrations), in a folder of its own: React Router empties build/ when it starts.
const templateDir = mkdtempSync(path.join(tmpdir(), "techpro-template-"));
const templateFile = path.join(templateDir, "pglite-template.tar.gz");
const templateMaker = spawn(process.execPath, ["scripts/build-template.mjs", templateFile], {
  stdio: "inherit",
});
const template = new Promise((resolve) => templateMaker.on("close", resolve));
// React Router 8's build prints only warnings and errors (vite.config.ts sets the level).
const reactRouter = spawn(new URL("../node_modules/.bin/react-router", import.meta.url).pathname, ["build"], {
  stdio: ["ignore", "inherit", "inherit"],
});
const code = await new Promise((resolve) => reactRouter.on("close", resolve));
if (code !== 0) {
  templateMaker.kill();
  rmSync(templateDir, { recursive: true, force: true });
  console.error("The build failed (see above).");
  process.exit(code ?? 1);
}
await import("./build-server.mjs");
if ((await template) !== 0) {
  console.error("Making the embedded database's template failed (see above).");
  process.exit(1);
}
copyFileSync(templateFile, "build/pglite-template.tar.gz");
rmSync(templateDir, { recursive: true, force: true });
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s (build/).`);
