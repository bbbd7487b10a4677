// Before/after screenshots of representative public, portal and staff pages, to check
// that a change to the stylesheets (or anything else visual) loses no style.
//
//   node scripts/visual-diff.mjs capture <dir> [base-url]   (default http://localhost:$E2E_PORT)
//   node scripts/visual-diff.mjs compare <before-dir> <after-dir>
//
// `capture` runs against the browser suite's server (`node tests/e2e/support/serve.mjs`,
// PORT=$E2E_PORT): it signs in with the session cookies that server's fixture scripts wrote
// ($TMPDIR/e2e-staff-session-<port>.json). Full-page PNGs at 390 and 1280 px, reduced motion
// (no fade-in caught half way), timed pop-ups off. `compare` prints, per screenshot, the share of
// pixels that differ and writes a diff image (changed pixels in red) next to the after-dir.
// VISUAL_ONLY_CRITICAL=1 (capture): the whole public stylesheet's request is refused, so a public
// page shows what its inlined part of the sheet alone gives (docs/decisions/192, addendum).
/* global localStorage, document, window, setTimeout -- page.evaluate() code runs in the browser */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PNG } from "pngjs";

const PAGES = {
  public: [
    "/",
    "/courses",
    "/courses/python-full-stack",
    "/about",
    "/mindset",
    "/placements",
    "/blog",
    "/blog/top-companies",
    "/contact",
    "/enrol",
    "/paymentpage",
    "/privacy",
    "/certificates",
    "/forgot-password",
    "/no-such-page",
  ],
  auth: ["/login", "/signup"],
  portal: [
    "/dashboard",
    "/dashboard/schedule",
    "/dashboard/materials",
    "/dashboard/exams",
    "/dashboard/doubts",
    "/dashboard/certificates",
    "/dashboard/profile",
  ],
  staff: [
    "/staff",
    "/staff/leads",
    "/staff/doubts",
    "/staff/payments",
    "/staff/jobs",
    "/staff/batches",
    "/staff/batches/python-b",
    "/staff/courses",
    "/staff/offers",
    "/staff/activity",
  ],
};
const WIDTHS = [390, 1280];

const [mode, a, b] = process.argv.slice(2);
if (mode === "capture" && a) await capture(a, b ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`);
else if (mode === "compare" && a && b) compare(a, b);
else {
  console.error("usage: visual-diff.mjs capture <dir> [base-url] | compare <before-dir> <after-dir>");
  process.exit(2);
}

async function capture(dir, base) {
  const { chromium } = await import("@playwright/test");
  const port = new URL(base).port;
  const fixtures = path.join(tmpdir(), `e2e-staff-session-${port}.json`);
  const sessions = existsSync(fixtures) ? JSON.parse(readFileSync(fixtures, "utf8")) : {};
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  for (const [area, paths] of Object.entries(PAGES)) {
    const who = area === "portal" ? sessions.student : area === "staff" ? sessions.admin : undefined;
    if ((area === "portal" || area === "staff") && !who) console.warn(`no ${area} session in ${fixtures}`);
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      await context.addInitScript(() => localStorage.setItem("timedPopups", "off"));
      if (who) {
        const secure = who.name.startsWith("__");
        const url = secure ? base.replace(/^http:/, "https:") : base;
        await context.addCookies([{ name: who.name, value: who.value, url, secure }]);
      }
      if (process.env.VISUAL_ONLY_CRITICAL && area !== "portal" && area !== "staff")
        await context.route(/\/assets\/public-[\w-]+\.css$/, (route) => route.abort());
      const page = await context.newPage();
      page.on(
        "console",
        (m) => m.type() === "error" && console.log(`console error on ${page.url()}: ${m.text()}`),
      );
      for (const p of paths) {
        await page.goto(base + p, { waitUntil: "networkidle" });
        await page
          .locator("html[data-hydrated]")
          .waitFor({ timeout: 15_000 })
          .catch(() => {});
        // Lazy sections and images below the fold: scroll through once so they are all loaded.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const name = `${area}-${p.replace(/[^\w]+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
        await page.screenshot({ path: path.join(dir, name), fullPage: true, animations: "disabled" });
        console.log(path.join(dir, name));
      }
      await context.close();
    }
  }
  await browser.close();
}

function compare(before, after) {
  const out = `${after.replace(/\/$/, "")}-diff`;
  mkdirSync(out, { recursive: true });
  let changed = 0;
  for (const name of readdirSync(before).filter((n) => n.endsWith(".png"))) {
    if (!existsSync(path.join(after, name))) {
      console.log(`${name}: missing after`);
      changed++;
      continue;
    }
    const x = PNG.sync.read(readFileSync(path.join(before, name)));
    const y = PNG.sync.read(readFileSync(path.join(after, name)));
    if (x.width !== y.width || x.height !== y.height) {
      console.log(`${name}: size ${x.width}x${x.height} -> ${y.width}x${y.height}`);
      changed++;
      continue;
    }
    const diff = new PNG({ width: x.width, height: x.height });
    let differing = 0;
    for (let i = 0; i < x.data.length; i += 4) {
      const same =
        x.data[i] === y.data[i] && x.data[i + 1] === y.data[i + 1] && x.data[i + 2] === y.data[i + 2];
      const v = Math.round((x.data[i] + x.data[i + 1] + x.data[i + 2]) / 3 / 3) + 170;
      diff.data.set(same ? [v, v, v, 255] : [255, 0, 0, 255], i);
      if (!same) differing++;
    }
    const share = differing / (x.width * x.height);
    if (differing) {
      writeFileSync(path.join(out, name), PNG.sync.write(diff));
      changed++;
    }
    console.log(`${name}: ${differing ? `${(share * 100).toFixed(3)}% of pixels differ` : "identical"}`);
  }
  console.log(`${changed} screenshot(s) differ; diff images in ${out}`);
}
