// Renders public/apple-touch-icon.png, public/favicon.ico (a PNG-in-ICO) and
// public/og-image.png from public/favicon.svg with the system Chromium.
// Run once after changing the logo: node scripts/make-icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const svg = readFileSync("public/favicon.svg", "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();

async function shot(html, width, height) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
  return page.screenshot({ type: "png", omitBackground: true });
}

writeFileSync(
  "public/apple-touch-icon.png",
  await shot(svg.replace("<svg ", '<svg width="180" height="180" '), 180, 180),
);
const png32 = await shot(svg.replace("<svg ", '<svg width="32" height="32" '), 32, 32);
// ICO container with one PNG image (supported by every current browser).
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync("public/favicon.ico", Buffer.concat([header, png32]));

const og = `
<div style="width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:80px;box-sizing:border-box;background:linear-gradient(135deg,#161f50,#1a37cf);font-family:system-ui,sans-serif;color:#fff">
  <div style="display:flex;align-items:center;gap:24px">${svg.replace("<svg ", '<svg width="96" height="96" ')}<span style="font-size:48px;font-weight:800">TechPro Academy</span></div>
  <div style="margin-top:48px;font-size:64px;font-weight:800;line-height:1.1">Learn. Build. Grow.<br>Become a Global Tech Pro</div>
  <div style="margin-top:32px;font-size:30px;color:#dae6ff">Live courses in Python &amp; Java full stack, AI &amp; ML, Azure and SQL, with placement support</div>
</div>`;
writeFileSync("public/og-image.png", await shot(og, 1200, 630));
await browser.close();
console.log("icons written");
