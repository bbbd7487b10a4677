// Screenshots of pages at phone and desktop widths, for looking at the UI:
//   node scripts/screenshot.mjs http://localhost:3000 / /courses ...
// Writes screenshots/<name>-<width>.png (ignored by git).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
// COOKIE="name=value" signs the pages in (e.g. a staff session for /staff).
const cookie = process.env.COOKIE?.match(/^([^=]+)=(.*)$/);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (cookie) {
    // A __Host- cookie must be Secure, which CDP only sets for an https URL; Chromium
    // still sends Secure cookies to http://localhost (a secure context).
    const secure = cookie[1].startsWith("__");
    const url = secure ? base.replace(/^http:/, "https:") : base;
    await page.context().addCookies([{ name: cookie[1], value: cookie[2], url, secure }]);
  }
  page.on(
    "console",
    (m) => m.type() === "error" && console.log(`console error on ${page.url()}: ${m.text()}`),
  );
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = p.replace(/[^\w]+/g, "_").replace(/^_|_$/g, "") || "home";
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: process.env.FULL !== "0" });
    console.log(`screenshots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
