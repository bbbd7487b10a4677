// The part of a Lighthouse report the bench keeps (bench/lib/lighthouse.mjs runs Lighthouse).

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * What the bench keeps of one Lighthouse report. Pure (no Lighthouse import), unit-tested.
 * @param {any} lhr
 */
export function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const resources = audit("resource-summary")?.details?.items ?? [];
  const script = resources.find((i) => i.resourceType === "script");
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return {
    scores,
    fcpMs: Math.round(audit("first-contentful-paint")?.numericValue ?? 0),
    lcpMs: Math.round(audit("largest-contentful-paint")?.numericValue ?? 0),
    tbtMs: Math.round(audit("total-blocking-time")?.numericValue ?? 0),
    cls: Math.round((audit("cumulative-layout-shift")?.numericValue ?? 0) * 1000) / 1000,
    speedIndexMs: Math.round(audit("speed-index")?.numericValue ?? 0),
    // Elements in the page once it has loaded (Lighthouse's "Avoid an excessive DOM size").
    domElements: audit("dom-size")?.numericValue ?? null,
    jsTransferBytes: script?.transferSize ?? 0,
    scriptRequests: script?.requestCount ?? 0,
    failedAudits: failed,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
    warnings: lhr.runWarnings ?? [],
    // Where the main thread's time went (ms, as Lighthouse reports them: after its CPU
    // slowdown): its long tasks, which total blocking time is counted from, and the time per
    // kind of work. To read a TBT figure by (docs/decisions/221-what-the-blocking-time-is-made-of.md).
    longTasks: (audit("long-tasks")?.details?.items ?? []).map((t) => ({
      url: t.url,
      startMs: Math.round(t.startTime),
      durationMs: Math.round(t.duration),
    })),
    mainThreadMs: Object.fromEntries(
      (audit("mainthread-work-breakdown")?.details?.items ?? []).map((i) => [
        i.group,
        Math.round(i.duration),
      ]),
    ),
  };
}

/**
 * One line of the bench's report: a page's long tasks as Lighthouse counted them, longest first,
 * each with when it started and the script it is attributed to (or none).
 * @param {string} path
 * @param {{ longTasks?: { url: string; startMs: number; durationMs: number }[] }} summary
 */
export function longTasksLine(path, summary) {
  const tasks = [...(summary.longTasks ?? [])].sort((a, b) => b.durationMs - a.durationMs);
  if (!tasks.length) return `  ${path}: none`;
  const where = (url) => {
    if (!/^https?:/.test(url)) return "unattributed";
    const u = new URL(url);
    return u.pathname.startsWith("/assets/") ? u.pathname.slice("/assets/".length) : "the document";
  };
  return `  ${path}: ${tasks
    .map((t) => `${t.durationMs} ms at ${(t.startMs / 1000).toFixed(2)} s (${where(t.url)})`)
    .join(", ")}`;
}
