import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../app/server/db/client.server";
const counts = new Map<string, { n: number; ms: number }>();
let current = "open";
for (const k of ["query", "exec"] as const) {
  const orig = (PGlite.prototype as any)[k];
  (PGlite.prototype as any)[k] = async function (this: any, ...a: any[]) {
    const t = performance.now();
    try { return await orig.apply(this, a); } finally {
      const c = counts.get(current) ?? { n: 0, ms: 0 }; c.n++; const d = performance.now() - t; c.ms += d; counts.set(current, c); if (d > 15) console.log('  ', Math.round(d), String(a[0]).slice(0, 90).replace(/\s+/g, ' '), Array.isArray(a[1]) ? a[1].length : '');
    }
  };
}
const handle = await openDatabase({ dataDir: process.argv[2], template: "build/pglite-template.tar.gz" });
for (const [name, mod, fn] of [["jobs", "../app/server/jobs-seed.server", "seedJobOpenings"], ["catalogue", "../app/server/catalogue-seed.server", "seedCatalogue"], ["portal", "../app/server/portal/seed.server", "seedPortal"], ["certificates", "../app/server/certificate-seed.server", "seedCertificates"]] as const) {
  const m: any = await import(mod); current = name; const t = performance.now();
  await m[fn](handle.db);
  console.log(name, "run", Math.round(performance.now() - t), counts.get(name));
}
console.log("open", counts.get("open"));
process.exit(0);
