// npm run bench: builds, measures and compares with bench/budgets.json.
// Options: --no-build  --only=first-start,lighthouse,weight,load,cold,upload  --lighthouse-runs=N (default 3: the median)  --start-timeout=S
//          --cpu-slowdown=N (Lighthouse's CPU slowdown; default: calibrated to this machine, 4 = Lighthouse's default)
//          --cold-runs=N  --duration=S  --connections=N  --port=P  --routes=/,/terms
// Writes bench/results.json; exits 1 when a budget is missed.
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { evaluateBudgets, kb, kib, median } from "./lib/budgets.mjs";
import { calibrateCpuSlowdown, launchChrome, measureLighthouse } from "./lib/lighthouse.mjs";
import { longTasksLine } from "./lib/lighthouse-summary.mjs";
import { contactFormTarget, measureLoad, signIn } from "./lib/load.mjs";
import { childrenCpuSeconds, treeCpuSeconds } from "./lib/proc.mjs";
import { freshDataDir, startServer } from "./lib/server.mjs";
import { measureUpload } from "./lib/upload.mjs";
import { measureWeight } from "./lib/weight.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"];
  }),
);
const only = args.only ? new Set(args.only.split(",")) : null;
const wants = (part) => !only || only.has(part);
const port = Number(args.port ?? process.env.BENCH_PORT ?? 3300);
const NOT_FOUND_PATH = "/bench-no-such-page";
/** How long a server may take to answer its first request (a loaded machine needs longer). */
const startTimeoutMs = Number(args["start-timeout"] ?? 60) * 1000;
const LOAD_TARGETS = [
  { name: "GET /", kind: "page", method: "GET", path: "/" },
  { name: "GET /courses/python-full-stack", kind: "page", method: "GET", path: "/courses/python-full-stack" },
  { name: "GET /placements", kind: "page", method: "GET", path: "/placements" },
  { name: "GET /blog/top-companies", kind: "page", method: "GET", path: "/blog/top-companies" },
  // A signed-in student's page is never served from the page cache: every request renders.
  { name: "GET /dashboard (signed in)", kind: "signed-in", method: "GET", path: "/dashboard" },
  { name: "POST /contact", kind: "form", method: "POST", path: "/contact" },
];
const STUDENT_PASSWORD = "bench-student-password";
const STAFF_PASSWORD = "Bench-Harbour-Lantern-73";
/** A seeded batch (not the demo's) that the bench's administrator uploads a material to. */
const UPLOAD_BATCH = "python-a";
/** Seconds the server is left alone after starting before its idle memory is read. */
const IDLE_SETTLE_S = 5;

const log = (...m) => console.error("[bench]", ...m);

async function main() {
  const budgets = JSON.parse(readFileSync(path.join(here, "budgets.json"), "utf8"));
  const build = args.build !== "false" && !args["no-build"] ? measureBuild() : undefined;
  const results = {
    measuredAt: new Date().toISOString(),
    commit: git("rev-parse --short HEAD"),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
    },
    build,
    firstStart: undefined,
    coldStart: undefined,
    memory: undefined,
    cpuCalibration: undefined,
    routes: [],
    load: [],
    skipped: [],
  };

  if (wants("first-start")) results.firstStart = await measureFirstStart();

  if (wants("cold")) {
    const runs = [];
    const cpu = [];
    for (let i = 0; i < Number(args["cold-runs"] ?? 3); i++) {
      const s = await startServer({ root, port, probePath: "/", timeoutMs: startTimeoutMs });
      runs.push(s.readyMs);
      if (s.readyCpuMs !== null) cpu.push(s.readyCpuMs);
      await s.stop();
      log(`cold start ${i + 1}: ${s.readyMs} ms (server CPU ${s.readyCpuMs} ms)`);
    }
    results.coldStart = {
      runsMs: runs,
      medianMs: median(runs),
      cpuMs: cpu,
      medianCpuMs: cpu.length ? median(cpu) : null,
    };
  }

  // One server for the rest. It trusts X-Forwarded-For so the form load can look like many visitors.
  // Its database is prepared first: the seeded sample student gets a password to sign in with.
  const dataDir = freshDataDir();
  const student = prepareStudent(dataDir);
  const server = await startServer({
    root,
    port,
    env: { TRUST_PROXY: "true" },
    probePath: "/healthz",
    dataDir,
    timeoutMs: startTimeoutMs,
  });
  try {
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_S * 1000));
    results.memory = { idleRssMB: server.rssMB(), afterLoadRssMB: null };
    log(`server RSS idle: ${results.memory.idleRssMB} MB`);
    const routes = await discoverRoutes(server.base);
    if (wants("weight")) {
      const cache = new Map();
      for (const r of routes) r.weight = await measureWeight(server.base, r.path, cache);
    }
    if (wants("lighthouse")) {
      const chrome = await launchChrome();
      try {
        // A production server is warm: a few requests first, so Lighthouse measures the page,
        // not the first-ever render of a route in a fresh process (code not yet optimised).
        const warm = async (pagePath) => {
          for (let i = 0; i < 5; i++) await fetch(server.base + pagePath).then((res) => res.arrayBuffer());
        };
        await warm("/");
        if (args["cpu-slowdown"]) {
          const given = Number(args["cpu-slowdown"]);
          if (!(given >= 1)) throw new Error(`--cpu-slowdown=${args["cpu-slowdown"]}: a number from 1 up`);
          results.cpuCalibration = { cpuSlowdownMultiplier: given, given: true };
        } else {
          log("calibrating Lighthouse's CPU slowdown (3 audits of /)");
          results.cpuCalibration = await calibrateCpuSlowdown(chrome, server.base + "/");
        }
        log(
          `Lighthouse CPU slowdown ${results.cpuCalibration.cpuSlowdownMultiplier}x` +
            (results.cpuCalibration.given
              ? " (given)"
              : ` (benchmarkIndex ${results.cpuCalibration.benchmarkIndex})`),
        );
        // Lighthouse refuses to audit a page answering 404 (ERRORED_DOCUMENT_REQUEST): the not-found
        // page gets its weight measured only.
        for (const r of routes.filter((r) => r.kind !== "not-found")) {
          await warm(r.path);
          log(`Lighthouse ${r.path}`);
          r.lighthouse = await measureLighthouse(
            chrome,
            server.base + r.path,
            Number(args["lighthouse-runs"] ?? 3),
            results.cpuCalibration.cpuSlowdownMultiplier,
          );
        }
      } finally {
        await chrome.kill();
      }
    }
    results.routes = routes;
    if (wants("load")) {
      for (const target of LOAD_TARGETS) {
        const t = { ...target };
        if (t.method === "POST") {
          const form = await contactFormTarget(server.base, t.path);
          if (!form) {
            results.load.push({ ...t, skipped: "no form posting to this path yet (404)" });
            continue;
          }
          t.setupRequest = form.setupRequest;
          t.path = form.action;
          t.formFields = form.fields;
        } else if (t.kind === "signed-in") {
          t.headers = { cookie: await signIn(server.base, student.email, STUDENT_PASSWORD) };
        } else {
          const status = await fetch(server.base + t.path).then((r) => (r.body?.cancel(), r.status));
          if (status === 404) {
            results.load.push({ ...t, skipped: "404: page not built yet" });
            continue;
          }
        }
        log(`load ${t.name}`);
        const { setupRequest: _drop, headers: _secret, ...rest } = t;
        results.load.push({
          ...rest,
          ...(await measureLoad(server.base, t, { ...loadOptions(), serverPid: server.pid })),
        });
      }
      results.memory.afterLoadRssMB = server.rssMB();
    }
    if (wants("upload")) {
      log("upload and download of a 25 MB study material");
      const cookie = await signIn(server.base, student.staffEmail, STAFF_PASSWORD);
      results.memory.upload = await measureUpload(server.base, server.pid, {
        cookie,
        batchId: UPLOAD_BATCH,
      });
    }
  } finally {
    await server.stop();
  }
  results.machine.loadAverageAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);

  const checks = evaluateBudgets(results, budgets);
  results.budgets = checks;
  writeFileSync(path.join(here, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  printTable(results, checks);
  printBudgets(results, checks);
  const missed = checks.filter((c) => !c.ok);
  const skipped = [...results.load.filter((l) => l.skipped), ...results.skipped];
  console.log(
    `\n${checks.length} budget checks, ${missed.length} missed${skipped.length ? `, ${skipped.length} targets skipped` : ""}. Results: bench/results.json`,
  );
  for (const c of missed)
    console.log(`  MISSED ${c.target}: ${c.metric} ${c.measured} (budget ${c.op} ${c.limit})`);
  for (const s of skipped) console.log(`  skipped ${s.name ?? s.path}: ${s.skipped}`);
  process.exitCode = missed.length ? 1 : 0;
}

function loadOptions() {
  return {
    connections: Number(args.connections ?? 50),
    duration: Number(args.duration ?? 10),
    warmup: Number(args.warmup ?? 2),
  };
}

/** Public routes from the sitemap, the demo dashboard, and the not-found page. */
async function discoverRoutes(base) {
  if (args.routes) return args.routes.split(",").map((p) => ({ path: p, kind: "public" }));
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const routes = [...new Set(paths)].map((p) => ({ path: p, kind: "public" }));
  const dashboard = await fetch(`${base}/dashboard`, { redirect: "manual" });
  await dashboard.body?.cancel();
  if (dashboard.status === 200) routes.push({ path: "/dashboard", kind: "demo" });
  else log(`/dashboard answered ${dashboard.status}: not measured`);
  routes.push({ path: NOT_FOUND_PATH, kind: "not-found" });
  return routes;
}

function printTable(results, checks) {
  const failed = new Set(checks.filter((c) => !c.ok).map((c) => `${c.target}|${c.metric}`));
  const mark = (target, metric, text) => (failed.has(`${target}|${metric}`) ? `${text}!` : text);
  const loadByPath = new Map(results.load.filter((l) => l.method === "GET").map((l) => [l.path, l]));
  const header = [
    "route",
    "perf",
    "a11y",
    "bp",
    "seo",
    "FCP s",
    "LCP s",
    "TBT ms",
    "CLS",
    "JS KiB*",
    "JS gz KB",
    "JS req",
    "hdr B",
    "CSS gz KB",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "cpu ms/req",
  ];
  const rows = [];
  const loadCells = (l) =>
    !l
      ? ["", "", "", "", ""]
      : l.skipped
        ? ["skipped", "", "", "", ""]
        : [
            mark(l.name, "req/s", String(l.rps)),
            String(l.p50Ms),
            mark(l.name, "p99 ms", String(l.p99Ms)),
            mark(l.name, "errors", String(l.errors + l.failedResponses)),
            l.serverCpuMsPerRequest === null ? "" : l.serverCpuMsPerRequest.toFixed(2),
          ];
  for (const r of results.routes) {
    const lh = r.lighthouse;
    const name = r.kind === "not-found" ? `${r.path} (404)` : r.kind === "demo" ? `${r.path} (demo)` : r.path;
    rows.push([
      name,
      ...(lh
        ? [
            mark(r.path, "Lighthouse performance", String(lh.scores.performance)),
            mark(r.path, "Lighthouse accessibility", String(lh.scores.accessibility)),
            mark(r.path, "Lighthouse best-practices", String(lh.scores["best-practices"])),
            mark(r.path, "Lighthouse seo", String(lh.scores.seo)),
            (lh.fcpMs / 1000).toFixed(2),
            mark(r.path, "LCP ms", (lh.lcpMs / 1000).toFixed(2)),
            mark(r.path, "TBT ms", String(lh.tbtMs)),
            mark(r.path, "CLS", lh.cls.toFixed(3)),
            mark(r.path, "script transfer KiB", String(kib(lh.jsTransferBytes))),
          ]
        : Array(9).fill("")),
      r.weight ? mark(r.path, "JS gzip KB", String(kb(r.weight.jsGzipBytes))) : "",
      r.weight ? mark(r.path, "script requests", String(r.weight.jsFiles)) : "",
      r.weight ? mark(r.path, "asset header bytes", String(r.weight.maxAssetHeaderBytes)) : "",
      r.weight ? String(kb(r.weight.cssGzipBytes)) : "",
      ...loadCells(loadByPath.get(r.path)),
    ]);
  }
  for (const l of results.load) {
    if (l.method === "GET" && results.routes.some((r) => r.path === l.path)) continue;
    rows.push([l.name, ...Array(13).fill(""), ...loadCells(l)]);
  }
  if (results.coldStart) {
    const cs = results.coldStart;
    const cpu = cs.medianCpuMs === null ? "" : `, server CPU ${(cs.medianCpuMs / 1000).toFixed(2)} s`;
    rows.push([
      `cold start (fresh data dir, process start to first 200 on /): ${mark("server", "cold start ms", `${(cs.medianMs / 1000).toFixed(2)} s`)}${cpu} (median of ${cs.runsMs.length})`,
    ]);
  }
  if (results.memory) {
    const m = results.memory;
    rows.push([
      `server memory (RSS, embedded database): idle ${mark("server", "RSS idle MB", `${m.idleRssMB} MB`)}, after the load ${m.afterLoadRssMB === null ? "(not measured)" : mark("server", "RSS after load MB", `${m.afterLoadRssMB} MB`)}`,
    ]);
    const u = m.upload;
    if (u) {
      rows.push([
        `${u.fileMB} MB study material (peak RSS, VmHWM): upload ${u.uploadStatus}, peak ${u.uploadPeakRssMB} MB = ${mark("server", "upload peak growth MB", `+${u.uploadGrowthMB} MB`)} over ${u.rssBeforeUploadMB} MB; download ${u.downloadStatus} (${u.downloadedMB} MB) ${u.downloadGrowthMB === null ? "(not measured)" : mark("server", "download peak growth MB", `+${u.downloadGrowthMB} MB`)}`,
      ]);
    }
  }
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.filter((r) => r.length > 1).map((r) => (r[i] ?? "").length)),
  );
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${line(header)}`);
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(r.length === 1 ? r[0] : line(r));
  const m = results.machine;
  console.log(
    `\n${m.cpus} CPUs (${m.model}), Node ${m.node}, load average ${m.loadAverageAtStart[0]} at start and ${m.loadAverageAtEnd?.[0]} at end` +
      " (above the CPU count, other processes compete with the server, autocannon and Chromium: times and req/s suffer).",
  );
  console.log(
    `Lighthouse ${"12.8.2"} mobile (simulated throttling${cpuNote(results.cpuCalibration)}); JS KiB* = script transfer in Lighthouse (as served, brotli, headers included);` +
      ` gz = gzip -9 of what the page loads; JS req = script files it loads; hdr B = largest header block of those responses; load = autocannon ${loadOptions().connections} connections, ${loadOptions().duration} s; cpu ms/req = server CPU time per request (1000 / it = req/s one core could serve); ! = budget missed.`,
  );
  const audited = results.routes.filter((r) => r.lighthouse);
  if (audited.length) {
    console.log(
      "\nLong tasks in the median Lighthouse run (ms after the CPU slowdown; TBT counts what each has over 50 ms after the first paint):",
    );
    for (const r of audited) console.log(longTasksLine(r.path, r.lighthouse));
  }
}

/** How the bench set Lighthouse's CPU slowdown, for the table's footnote. */
function cpuNote(calibration) {
  if (!calibration) return "";
  if (calibration.given) return `, CPU slowdown ${calibration.cpuSlowdownMultiplier}x as given`;
  return (
    `, CPU slowdown ${calibration.cpuSlowdownMultiplier}x calibrated to this machine's benchmarkIndex ` +
    `${calibration.benchmarkIndex} with Lighthouse's calculator; --cpu-slowdown=4 for its default`
  );
}

/** `npm run build`: wall and CPU seconds, the lines it prints, the chunk plan's wall and CPU time. */
function measureBuild() {
  log("building (npm run build)…");
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const b = spawnSync("npm", ["run", "-s", "build"], { cwd: root, encoding: "utf8" });
  const wallS = Math.round((performance.now() - started) / 100) / 10;
  const cpuAfter = childrenCpuSeconds();
  process.stderr.write(b.stdout + b.stderr);
  if (b.status !== 0) throw new Error("build failed");
  const planFile = path.join(root, "build/chunk-plan.json");
  const plan = existsSync(planFile) ? JSON.parse(readFileSync(planFile, "utf8")) : null;
  return {
    wallS,
    cpuS: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) * 10) / 10,
    outputLines: `${b.stdout}${b.stderr}`.split("\n").filter((l) => l.trim()).length,
    chunkPlanS: plan?.wallMs !== undefined ? Math.round(plan.wallMs / 10) / 100 : null,
    chunkPlanCpuS: plan ? Math.round(plan.cpuMs / 10) / 100 : null,
    loadAverage: Math.round(os.loadavg()[0] * 100) / 100,
  };
}

/**
 * The first `npm start` of a fresh clone (git clone of HEAD, its dependencies hard-linked from
 * this checkout's node_modules as `npm ci` would have installed them, less node_modules/.cache,
 * which a fresh install does not have: the build's cached database template, say): it builds,
 * creates and seeds the embedded database and serves; seconds until / answers 200.
 */
async function measureFirstStart() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-clone-"));
  try {
    execSync(`git clone --quiet "${root}" "${dir}/app"`);
    const app = path.join(dir, "app");
    execSync(`cp -al "${path.join(root, "node_modules")}" "${app}/node_modules"`);
    rmSync(path.join(app, "node_modules/.cache"), { recursive: true, force: true });
    log("first start of a fresh clone (npm start)…");
    const loadAverage = Math.round(os.loadavg()[0] * 100) / 100;
    const started = performance.now();
    const child = spawn("npm", ["start"], {
      cwd: app,
      env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "warn" },
      stdio: "ignore",
      detached: true,
    });
    let wallS;
    let cpuS;
    try {
      for (;;) {
        if (performance.now() - started > 600_000) throw new Error("npm start: no 200 within 10 minutes");
        const status = await fetch(`http://127.0.0.1:${port}/`)
          .then((r) => (r.body?.cancel(), r.status))
          .catch(() => 0);
        if (status === 200) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      wallS = Math.round((performance.now() - started) / 100) / 10;
      cpuS = treeCpuSeconds(child.pid);
    } finally {
      const exited = new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    const firstStart = { wallS, cpuS: cpuS === null ? null : Math.round(cpuS * 10) / 10, loadAverage };
    log(`first start: ${firstStart.wallS} s (CPU ${firstStart.cpuS} s, load average ${loadAverage})`);
    return firstStart;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each measured number beside its budget from bench/budgets.json. */
function printBudgets(results, checks) {
  console.log("\nBudgets (bench/budgets.json):");
  const width = Math.max(...checks.map((c) => `${c.target}: ${c.metric}`.length));
  for (const c of checks)
    console.log(
      `  ${`${c.target}: ${c.metric}`.padEnd(width)}  ${String(c.measured ?? "not measured").padStart(8)}  budget ${c.op} ${c.limit}${c.ok ? "" : "  MISSED"}`,
    );
  const b = results.build;
  if (b)
    console.log(
      `  npm run build: ${b.wallS} s wall, ${b.cpuS} s of CPU, ${b.outputLines} lines printed, load average ${b.loadAverage}; chunk plan ${b.chunkPlanS} s (${b.chunkPlanCpuS} s of the process's CPU meanwhile)`,
    );
  const f = results.firstStart;
  if (f) console.log(`  first start: ${f.wallS} s wall, ${f.cpuS} s of CPU, load average ${f.loadAverage}`);
  const byKind = (kind) => results.routes.filter((r) => r.kind === kind && r.weight);
  const maxKB = (routes, key) => Math.max(0, ...routes.map((r) => kb(r.weight[key] ?? 0)));
  const pub = byKind("public");
  if (pub.length)
    console.log(
      `  CSS per area: public pages inline at most ${maxKB(pub, "cssInlineBytes")} KB and link ${maxKB(pub, "cssLinkedBytes")} KB;` +
        byKind("demo")
          .map(
            (r) =>
              ` the portal (${r.path}) inlines ${kb(r.weight.cssInlineBytes)} KB and links ${kb(r.weight.cssLinkedBytes)} KB`,
          )
          .join(""),
    );
}

/** Runs scripts/bench-student.ts on the fresh database: the sample student's e-mail. */
function prepareStudent(dataDir) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-student.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      BENCH_STUDENT_PASSWORD: STUDENT_PASSWORD,
      BENCH_STAFF_PASSWORD: STAFF_PASSWORD,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (run.status !== 0) throw new Error("scripts/bench-student.ts failed");
  return JSON.parse(run.stdout.toString().trim().split("\n").pop());
}

function git(cmd) {
  try {
    return execSync(`git ${cmd}`, { cwd: root, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
