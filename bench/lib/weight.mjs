// Page weight: the JS and CSS a route loads on first view (before any
// interaction), measured as gzip level 9 of each file; how many script files
// that is, and the bytes of HTTP headers each of them comes with.
import http from "node:http";
import { gzipSync } from "node:zlib";

/**
 * Same-origin script and stylesheet URLs a page's HTML loads (module
 * preloads, script src, static imports in inline module scripts,
 * stylesheets) and the text of its inline <style> elements.
 * Pure; unit-tested.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function pageAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const inlineStyles = [];
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    if (m[1].trim()) inlineStyles.push(m[1]);
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attr(tag, "rel")?.toLowerCase();
    const href = attr(tag, "href");
    if (!href || !isLocal(href)) continue;
    if (rel === "modulepreload" || (rel === "preload" && attr(tag, "as") === "script")) scripts.add(href);
    if (rel === "stylesheet") styles.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(`<script ${match[1]}>`, "src");
    if (src && isLocal(src)) scripts.add(src);
    if (/type=["']?module/i.test(match[1])) {
      for (const spec of staticImports(match[2])) if (isLocal(spec)) scripts.add(spec);
      // The entry point is a dynamic import in React Router's bootstrap script; it is loaded at once.
      for (const m of match[2].matchAll(/import\(\s*["']([^"']+)["']\s*\)/g))
        if (isLocal(m[1])) scripts.add(m[1]);
      // The rewritten bootstrap (app/server/http/content-first.server.ts) lists the files it
      // preloads and then imports one by one: `for (const href of ["/assets/a.js", ...])`.
      for (const list of match[2].matchAll(/for \(const href of \[([^\]]*)\]\)/g))
        for (const m of list[1].matchAll(/"([^"]+)"/g)) if (isLocal(m[1])) scripts.add(m[1]);
    }
  }
  return { scripts: [...scripts], styles: [...styles], inlineStyles };
}

/** Static import specifiers of an ES module (not dynamic import()). */
export function staticImports(code) {
  const found = [];
  for (const m of code.matchAll(/\bimport\s*(?:[\w*${},\s]*?\bfrom\s*)?["']([^"']+)["']/g)) found.push(m[1]);
  return found;
}

function attr(tag, name) {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

function isLocal(url) {
  return url.startsWith("/") && !url.startsWith("//");
}

/**
 * Fetches a page and every JS/CSS file it loads (following static imports
 * between chunks); returns gzip sizes.
 */
export async function measureWeight(base, path, cache = new Map()) {
  const html = await (await fetch(new URL(path, base))).text();
  const domElements = countElements(html);
  const { scripts, styles, inlineStyles } = pageAssets(html);
  const seen = new Set();
  let jsGzipBytes = 0;
  let jsRawBytes = 0;
  let maxAssetHeaderBytes = 0;
  const queue = [...scripts];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const file = await load(base, url, cache);
    jsGzipBytes += file.gzip;
    jsRawBytes += file.raw;
    maxAssetHeaderBytes = Math.max(maxAssetHeaderBytes, file.headerBytes);
    for (const spec of staticImports(file.text)) {
      if (/^\.{0,2}\/[^"']+\.m?js$/.test(spec)) queue.push(new URL(spec, new URL(url, base)).pathname);
    }
  }
  // Inline CSS travels inside the HTML; counted here as what it adds, gzipped on its own.
  let cssGzipBytes = inlineStyles.reduce((sum, css) => sum + gzipSync(css, { level: 9 }).length, 0);
  // Raw bytes too: the CSS inlined in the page, and the stylesheets it links (an area's own).
  const cssInlineBytes = inlineStyles.reduce((sum, css) => sum + Buffer.byteLength(css), 0);
  let cssLinkedBytes = 0;
  for (const url of styles) {
    const file = await load(base, url, cache);
    cssGzipBytes += file.gzip;
    cssLinkedBytes += file.raw;
  }
  return {
    domElements,
    cssInlineBytes,
    cssLinkedBytes,
    jsGzipBytes,
    jsRawBytes,
    jsFiles: seen.size,
    maxAssetHeaderBytes,
    cssGzipBytes,
    cssFiles: styles.length,
    inlineCss: inlineStyles.length > 0,
  };
}

async function load(base, url, cache) {
  if (!cache.has(url)) {
    const res = await fetch(new URL(url, base), { headers: { "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    cache.set(url, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      text: bytes.toString("utf8"),
      headerBytes: await responseHeaderBytes(new URL(url, base)),
    });
  }
  return cache.get(url);
}

/**
 * Bytes of the status line and headers of a response, as a browser asking for
 * compressed content receives them.
 * @param {URL} url
 */
export function responseHeaderBytes(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      res.resume();
      resolve(headerBytes(res.statusCode ?? 0, res.statusMessage ?? "", res.rawHeaders));
    });
    req.on("error", reject);
  });
}

/** Size of `HTTP/1.1 <status>` and `name: value` lines, each ending in CRLF, and the blank line. Pure. */
export function headerBytes(status, message, rawHeaders) {
  let n = `HTTP/1.1 ${status} ${message}\r\n`.length + 2;
  for (let i = 0; i < rawHeaders.length; i += 2) n += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
  return n;
}

/**
 * Elements in a page's HTML as the server sends it (the DOM before any script runs): every start
 * tag outside comments, scripts' and styles' text. Pure; unit-tested.
 * @param {string} html
 */
export function countElements(html) {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, "$1");
  return (text.match(/<[a-zA-Z][\w-]*/g) ?? []).length;
}
