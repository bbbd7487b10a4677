// The embedded database's starting point (build/pglite-template.tar.gz): initdb plus every
// migration. A fresh ./data loads this dump instead of running initdb, which is most of a cold
// start. Making it is ~6 s of single-threaded WebAssembly, so `npm run build` runs this script
// beside the Vite builds (docs/decisions/194-build-start-and-bench-budgets.md), and keeps the
// result in node_modules/.cache keyed by the migrations and the two packages that write it: a
// rebuild with the same migrations copies it.
//
// `node scripts/build-template.mjs <out>` writes the template to <out>.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const out = process.argv[2] ?? "build/pglite-template.tar.gz";
const root = path.resolve(new URL("..", import.meta.url).pathname);

function migrationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

const hash = createHash("sha256");
for (const pkg of ["@electric-sql/pglite", "drizzle-orm"]) {
  hash.update(
    `${pkg}@${JSON.parse(readFileSync(path.join(root, "node_modules", pkg, "package.json"), "utf8")).version}\n`,
  );
}
for (const file of migrationFiles(path.join(root, "drizzle"))) {
  hash.update(path.relative(root, file));
  hash.update(readFileSync(file));
}
const cacheDir = path.join(root, "node_modules", ".cache", "techpro-build");
const cached = path.join(cacheDir, `pglite-template-${hash.digest("hex").slice(0, 16)}.tar.gz`);

mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
if (existsSync(cached)) {
  copyFileSync(cached, out);
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const template = await PGlite.create();
  await migrate(drizzle(template), { migrationsFolder: path.join(root, "drizzle") });
  const dump = Buffer.from(await (await template.dumpDataDir("gzip")).arrayBuffer());
  await template.close();
  writeFileSync(out, dump);
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(`${cached}.tmp`, dump);
    renameSync(`${cached}.tmp`, cached);
  } catch {
    // A read-only node_modules only means the next build makes it again.
  }
}
