// Lighthouse 12, mobile preset (Moto G Power emulation, simulated slow 4G), on the
// system Chromium, with the CPU slowdown calibrated to this machine the way Lighthouse's
// docs/throttling.md asks ("Calibrating the CPU slowdown"): its default 4x is meant for a
// high-end desktop, and on a slower host it emulates a slower phone than the target
// (docs/decisions/208-lighthouse-cpu-calibration.md).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { cpuSlowdownFor, median } from "./budgets.mjs";
import { CATEGORIES, summarise } from "./lighthouse-summary.mjs";

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    logLevel: "silent",
  });
}

/**
 * This machine's benchmarkIndex (median of `runs` Lighthouse performance audits of `url`,
 * each of which measures it) and the CPU slowdown calibrated from it.
 */
export async function calibrateCpuSlowdown(chrome, url, runs = 3) {
  const indexes = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await auditWithRetry(chrome, url, { onlyCategories: ["performance"] });
    indexes.push(lhr.environment?.benchmarkIndex);
  }
  const benchmarkIndex = median(indexes.filter(Number.isFinite));
  return {
    benchmarkIndex,
    benchmarkIndexRuns: indexes,
    cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex),
  };
}

/**
 * Runs Lighthouse `runs` times on one URL and keeps the run with the median
 * performance score (Lighthouse's own advice for noisy machines).
 */
export async function measureLighthouse(chrome, url, runs = 1, cpuSlowdownMultiplier = null) {
  const flags = cpuSlowdownMultiplier === null ? {} : { throttling: { cpuSlowdownMultiplier } };
  const results = [];
  for (let i = 0; i < runs; i++) results.push(summarise(await auditWithRetry(chrome, url, flags)));
  const perf = median(results.map((r) => r.scores.performance));
  const chosen = results.reduce((best, r) =>
    Math.abs(r.scores.performance - perf) < Math.abs(best.scores.performance - perf) ? r : best,
  );
  return { ...chosen, runs: results.length, performanceRuns: results.map((r) => r.scores.performance) };
}

// A trace that fails to record (NO_NAVSTART, NO_FCP on a loaded machine) is Lighthouse's
// problem, not the page's: try again, up to three times.
async function auditWithRetry(chrome, url, flags = {}, attempts = 3) {
  let last;
  for (let i = 0; i < attempts; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      ...flags,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    last = result.lhr.runtimeError;
    console.error(`[bench] ${url}: ${last.code}, retrying`);
  }
  throw new Error(`${url}: ${last.message}`);
}
