/**
 * A short-lived cache of the HTML anonymous visitors get (docs/decisions/082-performance-budgets.md).
 *
 * Server rendering a page costs milliseconds of CPU; most traffic on a
 * marketing site is anonymous visitors reading the same pages. This cache
 * keeps a page for `ttlMs` once two renders in a row produced the same HTML
 * (apart from the CSP nonce, which is replaced by a fresh one on every hit).
 * That self-check means a page that differs per render (a form's one-time
 * token, a clock) is never served from the cache, whoever wrote it.
 *
 * Hits are gzipped without compressing anything: each part of the page
 * between two nonces is compressed once (independent deflate blocks), and a
 * hit strings them together with the new nonce as a stored block. Inlining
 * the stylesheet (entry.server.tsx) made pages 3x larger; this keeps the
 * cost of a hit at ~0.05 ms instead of ~1 ms of gzip.
 *
 * When a page expires, the first request after renders it again; requests
 * that come while it renders get the expired copy (`X-Page-Cache: stale`),
 * for at most `refreshWaitMs`, rather than all rendering the same page at once
 * (under load, 50 renders of a page at each expiry stalled every answer for
 * ~100 ms: docs/decisions/215-one-render-per-expired-page.md).
 *
 * Only GET requests without any cookie or Authorization header, answered 200
 * text/html without Set-Cookie and without `Cache-Control: private/no-store`
 * are kept. Any state-changing request (POST, ...) handled by this instance
 * empties the cache, so a change is visible at once here and within ttlMs on
 * other instances.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";
import { chooseEncoding } from "./compression.server";
import { isDataRequestPath } from "./data-request.server";

const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

interface Entry {
  status: number;
  headers: [string, string][];
  /** The HTML with the nonce replaced by NONCE_PLACEHOLDER. */
  html: string;
  /** Served from the cache until then (0: seen once, not yet confirmed by a second identical render). */
  freshUntil: number;
  /** Expired, and a request is rendering it again: the others get this copy meanwhile. */
  refreshing?: boolean;
  /** The HTML split at the nonces, raw and as deflate blocks (made at the first gzip hit). */
  parts?: { raw: Buffer[]; deflated: Buffer[] };
}

export interface PageCacheOptions {
  ttlMs: number;
  /** How long past its time to live an expired page may be served while one request renders it again. */
  refreshWaitMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export class AnonymousPageCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly refreshWaitMs: number;
  private readonly now: () => number;

  constructor(private readonly opts: PageCacheOptions) {
    this.maxEntries = opts.maxEntries ?? 500;
    this.refreshWaitMs = opts.refreshWaitMs ?? 5_000;
    this.maxBytes = opts.maxBytes ?? 1_000_000;
    this.now = opts.now ?? Date.now;
  }

  get enabled() {
    return this.opts.ttlMs > 0;
  }

  /** true when the answer to this request may come from (and go into) the cache. */
  eligible(request: Request): boolean {
    return (
      this.enabled &&
      request.method === "GET" &&
      !request.headers.has("cookie") &&
      !request.headers.has("authorization") &&
      !isDataRequestPath(new URL(request.url).pathname)
    );
  }

  /** A fresh copy of the cached page for this request's nonce, or undefined. */
  lookup(request: Request, nonce: string): Response | undefined {
    const entry = this.entries.get(request.url);
    if (!entry || entry.freshUntil === 0) return undefined;
    const now = this.now();
    const expired = entry.freshUntil <= now;
    if (expired) {
      // This request renders the page again, unless another one already is (then it gets this
      // copy), and never longer than refreshWaitMs past the time to live.
      if (!entry.refreshing) {
        entry.refreshing = true;
        return undefined;
      }
      if (now - entry.freshUntil >= this.refreshWaitMs) return undefined;
    }
    const headers = new Headers(entry.headers);
    headers.set("X-Page-Cache", expired ? "stale" : "hit");
    if (chooseEncoding(request.headers.get("accept-encoding")) === "gzip") {
      const body = gzipWithNonce((entry.parts ??= split(entry.html)), nonce);
      headers.set("Content-Encoding", "gzip");
      headers.set("Vary", "Accept-Encoding");
      headers.set("Content-Length", String(body.length));
      return new Response(body, { status: entry.status, headers });
    }
    const html = entry.html.replaceAll(NONCE_PLACEHOLDER, nonce);
    headers.set("Content-Length", String(Buffer.byteLength(html)));
    return new Response(html, { status: entry.status, headers });
  }

  /** Marks the start of a render; pass the result to store() so a render older than a change is not kept. */
  begin(): number {
    return this.generation;
  }

  /**
   * Offers a rendered response to the cache. Returns the response to send
   * (the same content; its body may have been read here).
   */
  async store(request: Request, response: Response, nonce: string, startedAt: number): Promise<Response> {
    if (!this.cacheable(response, nonce)) {
      // What this address answers now is not kept: neither is an older copy of it.
      this.entries.delete(request.url);
      return response;
    }
    const html = await response.text();
    const copy = new Response(html, response);
    copy.headers.set("Content-Length", String(Buffer.byteLength(html)));
    if (startedAt !== this.generation) return copy;
    if (html.length > this.maxBytes) {
      this.entries.delete(request.url);
      return copy;
    }
    const normalised = html.replaceAll(nonce, NONCE_PLACEHOLDER);
    const previous = this.entries.get(request.url);
    const confirmed = previous !== undefined && previous.html === normalised;
    this.entries.delete(request.url);
    this.entries.set(request.url, {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== "x-page-cache" && name !== "content-length"),
      html: normalised,
      freshUntil: confirmed ? this.now() + this.opts.ttlMs : 0,
    });
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    copy.headers.set("X-Page-Cache", "miss");
    return copy;
  }

  /** Forgets everything (after a request that may have changed what pages show). */
  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  private cacheable(response: Response, nonce: string) {
    if (!nonce || response.status !== 200 || !response.body) return false;
    const h = response.headers;
    if (!(h.get("content-type") ?? "").startsWith("text/html")) return false;
    if (h.has("set-cookie")) return false;
    return !/\b(private|no-store)\b/i.test(h.get("cache-control") ?? "");
  }
}

function split(html: string) {
  const raw = html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
  // A sync flush ends each part on a byte boundary without ending the stream, so parts compressed
  // separately can follow one another; none refers back to bytes before its own start.
  const deflated = raw.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  return { raw, deflated };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** A gzip member (RFC 1952) of the parts joined by `nonce`, which goes in as a stored deflate block. */
export function gzipWithNonce(
  parts: { raw: Buffer[]; deflated: Buffer[] },
  nonce: string,
): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce);
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  const chunks: Uint8Array[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.deflated.forEach((block, i) => {
    chunks.push(block);
    crc = crc32(parts.raw[i], crc);
    size += parts.raw[i].length;
    if (i < parts.deflated.length - 1) {
      chunks.push(stored, value);
      crc = crc32(value, crc);
      size += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}
