import { openDatabase } from "../app/server/db/client.server";
const t0 = performance.now();
const handle = await openDatabase({ dataDir: process.argv[2], template: "build/pglite-template.tar.gz" });
console.log("open", Math.round(performance.now() - t0));
for (const [name, mod, fn] of [["jobs", "../app/server/jobs-seed.server", "seedJobOpenings"], ["catalogue", "../app/server/catalogue-seed.server", "seedCatalogue"], ["portal", "../app/server/portal/seed.server", "seedPortal"], ["certificates", "../app/server/certificate-seed.server", "seedCertificates"]] as const) {
  const t = performance.now(); const m: any = await import(mod); const ti = performance.now();
  await m[fn](handle.db);
  console.log(name, "import", Math.round(ti - t), "run", Math.round(performance.now() - ti));
}
process.exit(0);
