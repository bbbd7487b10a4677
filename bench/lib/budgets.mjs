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
    checks.push({ target, metric, measured, limit, op: ">=", ok: measured >= limit });
  const atMost = (target, metric, measured, limit) =>
    checks.push({ target, metric, measured, limit, op: "<=", ok: measured <= limit });

  const lh = budgets.lighthouse ?? {};
  for (const route of results.routes ?? []) {
    const l = route.lighthouse;
    if (!l) continue;
    const skip = new Set(budgets.lighthouseSkip?.[route.kind] ?? []);
    for (const category of LH_SCORES) {
      if (lh[category] === undefined || skip.has(category)) continue;
      atLeast(route.path, `Lighthouse ${category}`, l.scores[category], lh[category]);
    }
    if (lh.lcpMs !== undefined) atMost(route.path, "LCP ms", l.lcpMs, lh.lcpMs);
    if (lh.tbtMs !== undefined) atMost(route.path, "TBT ms", l.tbtMs, lh.tbtMs);
    if (lh.cls !== undefined) atMost(route.path, "CLS", l.cls, lh.cls);
  }

  const weighed = (results.routes ?? []).some((r) => r.weight);
  for (const [path, limits] of weighed ? Object.entries(budgets.weight ?? {}) : []) {
    const route = (results.routes ?? []).find((r) => r.path === path);
    if (!route?.weight) {
      checks.push({
        target: path,
        metric: "JS gzip KB",
        measured: null,
        limit: limits.jsGzipKB,
        op: "<=",
        ok: false,
      });
      continue;
    }
    if (limits.jsGzipKB !== undefined)
      atMost(path, "JS gzip KB", kb(route.weight.jsGzipBytes), limits.jsGzipKB);
    if (limits.cssGzipKB !== undefined)
      atMost(path, "CSS gzip KB", kb(route.weight.cssGzipBytes), limits.cssGzipKB);
  }

  for (const run of results.load ?? []) {
    if (run.skipped) continue;
    const limits = budgets.load?.[run.kind];
    if (!limits) continue;
    if (limits.minRps !== undefined) atLeast(run.name, "req/s", run.rps, limits.minRps);
    if (limits.maxP99Ms !== undefined) atMost(run.name, "p99 ms", run.p99Ms, limits.maxP99Ms);
    if (limits.maxErrors !== undefined)
      atMost(run.name, "errors", run.errors + run.failedResponses, limits.maxErrors);
  }

  if (budgets.coldStartMs !== undefined && results.coldStart) {
    atMost("server", "cold start ms", results.coldStart.medianMs, budgets.coldStartMs);
  }
  return checks;
}

/** Kilobytes (1000 bytes) with one decimal. */
export function kb(bytes) {
  return Math.round(bytes / 100) / 10;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
