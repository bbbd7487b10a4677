import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/**
 * Response compression for everything the server generates (static files
 * come pre-compressed from the build).
 *
 * Pages are rendered into one buffer (entry.server.tsx) or come from the page
 * cache, so their length is known: they are compressed in one synchronous
 * call (~0.1 ms), where a web CompressionStream costs several times that in
 * stream overhead (docs/decisions/082-performance-budgets.md). Bodies of
 * unknown length (streams: data requests, exports) go through a
 * CompressionStream. gzip level 6 is the cheapest for its size on dynamic
 * HTML; brotli only for clients without gzip. A page rendered for one person
 * (`Cache-Control: private`: the portal, the staff console) is compressed at
 * every request: brotli at quality 2 where the client takes it, about half
 * gzip 6's CPU for 4% more bytes (docs/decisions/209-queries-built-once.md).
 */
const COMPRESSIBLE =
  /^(text\/|application\/(json|xml|javascript|ld\+json|manifest\+json|rss\+xml)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;
const MAX_BYTES = 4 * 1024 * 1024;

export function chooseEncoding(
  acceptEncoding: string | null,
  preferred: "gzip" | "br" = "gzip",
): "gzip" | "br" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok(preferred)) return preferred;
  if (ok("gzip")) return "gzip";
  if (ok("br")) return "br";
  return undefined;
}

export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const h = response.headers;
  const length = h.has("content-length") ? Number(h.get("content-length")) : undefined;
  if (
    request.method === "HEAD" ||
    !response.body ||
    response.status === 204 ||
    response.status === 206 ||
    response.status === 304 ||
    h.has("content-encoding") ||
    (length !== undefined && (length < MIN_BYTES || length > MAX_BYTES)) ||
    !COMPRESSIBLE.test(h.get("content-type") ?? "") ||
    /\bno-transform\b/i.test(h.get("cache-control") ?? "")
  ) {
    return response;
  }
  const perPerson = /\bprivate\b/i.test(h.get("cache-control") ?? "");
  const encoding = chooseEncoding(request.headers.get("accept-encoding"), perPerson ? "br" : "gzip");
  const vary = h.get("vary");
  const headers = new Headers(h);
  if (!vary || !/\baccept-encoding\b/i.test(vary))
    headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const init = { status: response.status, statusText: response.statusText, headers };
  // A stream is compressed as it flows; CompressionStream speaks gzip, not brotli.
  const streamed = length === undefined;
  if (!encoding || (streamed && encoding !== "gzip")) return new Response(response.body, init);
  headers.set("Content-Encoding", encoding);
  if (streamed) return new Response(response.body.pipeThrough(new CompressionStream("gzip")), init);
  const raw = Buffer.from(await response.arrayBuffer());
  const body =
    encoding === "gzip"
      ? gzipPage(raw)
      : brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: perPerson ? 2 : 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
  headers.set("Content-Length", String(body.length));
  return new Response(body, init);
}

// A public page carries an inline stylesheet (entry.server.tsx): the part of the public sheet it
// uses (the same for every visit of a page; the portal and the staff console inline none). Each
// is deflated once; a page's gzip is its text before and after the stylesheet, deflated now,
// around that stored result (~40% of the work of gzipping the whole page).
const STYLE_OPEN = Buffer.from('data-app-css="">');
const STYLE_CLOSE = Buffer.from("</style>");
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const STYLESHEETS_KEPT = 64;
const stylesheets = new Map<string, Buffer>();

/** gzip of a page, reusing the compressed inline stylesheet when it has one. */
export function gzipPage(raw: Buffer): Buffer<ArrayBuffer> {
  const open = raw.indexOf(STYLE_OPEN);
  const start = open + STYLE_OPEN.length;
  const end = open < 0 ? -1 : raw.indexOf(STYLE_CLOSE, start);
  if (end - start < 4096) return gzipSync(raw, { level: 6 });
  const css = raw.subarray(start, end);
  const key = css.toString("latin1");
  let deflatedCss = stylesheets.get(key);
  if (deflatedCss) {
    // Most recently used last: the oldest is the first to go.
    stylesheets.delete(key);
  } else {
    // A sync flush ends each part on a byte boundary; no part refers back to bytes before it.
    deflatedCss = deflate(css, 9);
    if (stylesheets.size >= STYLESHEETS_KEPT) stylesheets.delete(stylesheets.keys().next().value as string);
  }
  stylesheets.set(key, deflatedCss);
  const before = raw.subarray(0, start);
  const after = raw.subarray(end);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(after, crc32(css, crc32(before))) >>> 0, 0);
  trailer.writeUInt32LE(raw.length >>> 0, 4);
  return Buffer.concat([
    GZIP_HEADER,
    deflate(before, 6),
    deflatedCss,
    deflate(after, 6),
    FINAL_EMPTY_BLOCK,
    trailer,
  ]);
}

function deflate(part: Buffer, level: number) {
  return deflateRawSync(part, { level, finishFlush: constants.Z_SYNC_FLUSH });
}
