// Compares bench results with bench/budgets.json. Pure: no I/O, unit-tested
// in tests/unit/bench.test.ts.

const LH_SCORES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * @param {import("./budgets.d.mts").BenchResults} results
 * @param {import("./budgets.d.mts").Budgets} budgets
 * @returns {import("./budgets.d.mts").BudgetCheck[]}
 */
export function evaluateBudgets(results, budgets) {
  /** @type {import("./budgets.d.mts").BudgetCheck[]} */
  const checks = [];
  const atLeast = (target, metric, measured, limit) =>
    checks.push({ target, metric, measured, limit, op: ">=", ok: measured !== null && measured >= limit });
  const atMost = (target, metric, measured, limit) =>
    checks.push({ target, metric, measured, limit, op: "<=", ok: measured !== null && measured <= limit });
  const routes = results.routes ?? [];

  for (const route of routes) {
    const l = route.lighthouse;
    if (!l) continue;
    const lh = { ...budgets.lighthouse, ...budgets.lighthouseByRoute?.[route.path] };
    const skip = new Set(budgets.lighthouseSkip?.[route.kind] ?? []);
    for (const category of LH_SCORES) {
      if (lh[category] === undefined || skip.has(category)) continue;
      atLeast(route.path, `Lighthouse ${category}`, l.scores[category], lh[category]);
    }
    if (lh.lcpMs !== undefined) atMost(route.path, "LCP ms", l.lcpMs, lh.lcpMs);
    if (lh.tbtMs !== undefined) atMost(route.path, "TBT ms", l.tbtMs, lh.tbtMs);
    if (lh.cls !== undefined) atMost(route.path, "CLS", l.cls, lh.cls);
  }

  const { everyRoute = {}, ...byRoute } = budgets.weight ?? {};
  for (const route of routes) {
    const w = route.weight;
    if (!w) continue;
    // A route's own script-request limit (the payment page) replaces its kind's.
    const own = byRoute[route.path];
    const every = {
      ...everyRoute,
      ...budgets.weightByKind?.[route.kind],
      ...(typeof own === "object" && own.maxScriptRequests !== undefined
        ? { maxScriptRequests: own.maxScriptRequests }
        : {}),
    };
    if (every.maxScriptRequests !== undefined && w.jsFiles !== undefined)
      atMost(route.path, "script requests", w.jsFiles, every.maxScriptRequests);
    if (every.maxAssetHeaderBytes !== undefined && w.maxAssetHeaderBytes !== undefined)
      atMost(route.path, "asset header bytes", w.maxAssetHeaderBytes, every.maxAssetHeaderBytes);
    if (every.cssInlineKB !== undefined && w.cssInlineBytes !== undefined)
      atMost(route.path, "CSS inlined KB", kb(w.cssInlineBytes), every.cssInlineKB);
  }
  const weighed = routes.some((r) => r.weight);
  const measuredLighthouse = routes.some((r) => r.lighthouse);
  for (const [path, limits] of Object.entries(byRoute)) {
    if (path.startsWith("$")) continue;
    const route = routes.find((r) => r.path === path);
    if (limits.jsGzipKB !== undefined && weighed)
      atMost(path, "JS gzip KB", route?.weight ? kb(route.weight.jsGzipBytes) : null, limits.jsGzipKB);
    if (limits.cssGzipKB !== undefined && weighed)
      atMost(path, "CSS gzip KB", route?.weight ? kb(route.weight.cssGzipBytes) : null, limits.cssGzipKB);
    if (limits.domElements !== undefined && route?.weight?.domElements !== undefined)
      atMost(path, "DOM elements", route.weight.domElements, limits.domElements);
    if (limits.scriptTransferKiB !== undefined && measuredLighthouse)
      atMost(
        path,
        "script transfer KiB",
        route?.lighthouse ? kib(route.lighthouse.jsTransferBytes) : null,
        limits.scriptTransferKiB,
      );
  }

  for (const run of results.load ?? []) {
    if (run.skipped) continue;
    const limits = budgets.load?.[run.kind];
    if (!limits) continue;
    if (limits.minRps !== undefined) atLeast(run.name, "req/s", run.rps, limits.minRps);
    if (limits.maxP99Ms !== undefined) atMost(run.name, "p99 ms", run.p99Ms, limits.maxP99Ms);
    if (limits.maxErrors !== undefined)
      atMost(run.name, "errors", run.errors + run.failedResponses, limits.maxErrors);
    if (limits.maxCpuMsPerRequest !== undefined && run.serverCpuMsPerRequest !== undefined)
      atMost(run.name, "server CPU ms per request", run.serverCpuMsPerRequest, limits.maxCpuMsPerRequest);
  }

  const memory = results.memory;
  if (memory && budgets.memory) {
    if (budgets.memory.idleRssMB !== undefined && memory.idleRssMB !== null)
      atMost("server", "RSS idle MB", memory.idleRssMB, budgets.memory.idleRssMB);
    if (budgets.memory.afterLoadRssMB !== undefined && memory.afterLoadRssMB !== null)
      atMost("server", "RSS after load MB", memory.afterLoadRssMB, budgets.memory.afterLoadRssMB);
    const upload = memory.upload;
    if (upload && budgets.memory.uploadGrowthMB !== undefined && upload.uploadGrowthMB !== null)
      atMost("server", "upload peak growth MB", upload.uploadGrowthMB, budgets.memory.uploadGrowthMB);
    if (upload && budgets.memory.downloadGrowthMB !== undefined && upload.downloadGrowthMB !== null)
      atMost("server", "download peak growth MB", upload.downloadGrowthMB, budgets.memory.downloadGrowthMB);
  }

  if (budgets.coldStartMs !== undefined && results.coldStart) {
    atMost("server", "cold start ms", results.coldStart.medianMs, budgets.coldStartMs);
  }

  const build = results.build;
  if (build && budgets.build?.seconds !== undefined)
    atMost("npm run build", "seconds", build.wallS, budgets.build.seconds);
  // The build waits for the plan (its wall time); the process's CPU time meanwhile also counts
  // V8's compiler and GC threads and the bundler's own, so it is reported, not budgeted.
  if (build && budgets.build?.chunkPlanSeconds !== undefined)
    atMost("npm run build", "chunk plan seconds", build.chunkPlanS, budgets.build.chunkPlanSeconds);
  if (results.firstStart && budgets.build?.firstStartSeconds !== undefined)
    atMost(
      "npm start (fresh clone)",
      "seconds to the first 200",
      results.firstStart.wallS,
      budgets.build.firstStartSeconds,
    );
  return checks;
}

/** Kilobytes (1000 bytes) with one decimal. */
export function kb(bytes) {
  return Math.round(bytes / 100) / 10;
}

/** Kibibytes (1024 bytes, as Lighthouse reports them) with one decimal. */
export function kib(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The CPU slowdown that makes this machine emulate Lighthouse's target phone, from its
 * benchmarkIndex: the formula of Lighthouse's CPU throttling calculator
 * (lighthouse-cpu-throttling-calculator.vercel.app, linked from Lighthouse's
 * docs/throttling.md): 150 -> 1x, 800 -> 2x, 1300 -> 3x, then +1x per 233 (1533 -> 4x).
 * Below 150 the machine is too slow to emulate the phone at all: 1x (no slowdown).
 * Rounded to one decimal.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return null;
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = 1;
  return Math.round(multiplier * 10) / 10;
}
