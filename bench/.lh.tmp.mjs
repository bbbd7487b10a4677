import { launchChrome } from "./lib/lighthouse.mjs";
import lighthouse from "lighthouse";
const chrome = await launchChrome();
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
const r = await lighthouse(process.argv[2], { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
const a = r.lhr.audits;
const lcp = a["lcp-breakdown-insight"]?.details?.items?.[0]?.items?.map((x) => `${x.subpart}=${Math.round(x.duration)}`).join(" ");
const el = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a["lcp-breakdown-insight"]?.details?.items?.[1]?.snippet; console.log("el", String(el).slice(0, 120)); console.log("score", r.lhr.categories.performance.score, "FCP", Math.round(a["first-contentful-paint"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue), "srv", a["document-latency-insight"]?.details?.debugData?.serverResponseTime, lcp, "bench", r.lhr.environment.benchmarkIndex);
if (process.argv[4]) { console.log(a["network-requests"].details.items.map(i => `${i.url.replace(/http:\/\/[^/]+/,"")} ${i.resourceType} ${i.priority} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.transferSize}`).join("\n")); console.log(JSON.stringify(a["mainthread-work-breakdown"].details.items.map(i=>[i.group, Math.round(i.duration)]))); }
}
await chrome.kill();
