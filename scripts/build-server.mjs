// Bundles server.ts (and the app/server code it imports) into build/server.js.
// Packages stay external: they are resolved from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  sourcemap: true,
  logLevel: "warning",
});

// Pre-compress the browser build (gzip and brotli, maximum level) once, so the
// server streams .br/.gz files instead of compressing every asset request.
const { readdirSync, readFileSync, statSync, writeFileSync } = await import("node:fs");
const { brotliCompressSync, constants, gzipSync } = await import("node:zlib");
const path = await import("node:path");
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html|map)$/;
function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (compressible.test(entry)) yield full;
  }
}
for (const file of files("build/client")) {
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
}

// The embedded database's starting point: initdb plus every migration, done
// once here. A fresh ./data loads this dump instead of running initdb
// (seconds of WebAssembly work), which is most of a cold start.
const { PGlite } = await import("@electric-sql/pglite");
const { drizzle } = await import("drizzle-orm/pglite");
const { migrate } = await import("drizzle-orm/pglite/migrator");
const template = await PGlite.create();
await migrate(drizzle(template), { migrationsFolder: "drizzle" });
const dump = await template.dumpDataDir("gzip");
writeFileSync("build/pglite-template.tar.gz", Buffer.from(await dump.arrayBuffer()));
await template.close();
