import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { SiteConfig } from "~/content/site";
import { pagePathOf, pageUrlOf } from "./data-request.server";
import { plainPageResponse } from "./plain-page.server";

/**
 * How many bytes a request body may have. Every form fits the default with
 * room to spare (the longest, a job opening, is about 14,000 characters:
 * 170 KB even if every character were percent-encoded emoji); only the
 * forms that carry a file get more: an image (2 MB at most), a study
 * material (25 MB at most, plus the form's other fields).
 */
export const BODY_LIMITS = {
  default: 256 * 1024,
  upload: 3 * 1024 * 1024,
  material: 26 * 1024 * 1024,
} as const;

const IMAGE_TOO_LARGE =
  "What you sent is larger than this form accepts. Please attach an image of at most 2 MB and try again.";

const TOO_LARGE = "What you sent is larger than this form accepts. Please shorten it and try again.";

/**
 * The pages whose forms carry a file, with their limit and what the 413 page says. A
 * `batchUpload` page's limit is only for the staff who manage the batch, sending a multipart
 * form (asked before a byte is read); its body goes to a temporary file, not into memory.
 */
const FILE_FORMS: { page: RegExp; limit: number; message: string; batchUpload?: true }[] = [
  // Ask a Doubt, the payment proof.
  { page: /^\/(dashboard\/doubts|paymentpage)$/, limit: BODY_LIMITS.upload, message: IMAGE_TOO_LARGE },
  // A batch's materials (its trainers upload a PDF, PPTX, DOCX, XLSX or ZIP).
  {
    page: /^\/staff\/batches\/([^/]+)\/materials$/,
    limit: BODY_LIMITS.material,
    message:
      "What you sent is larger than this form accepts. Please upload a file of at most 25 MB, or add a larger one as a link.",
    batchUpload: true,
  },
];

/** The page a path stands for, as FILE_FORMS name it (`/a/b.data` and `/a/b/` -> `/a/b`). */
const pageOf = (pathname: string) => pagePathOf(pathname.toLowerCase()).replace(/\/$/, "");

function fileFormFor(pathname: string) {
  const page = pageOf(pathname);
  return FILE_FORMS.find((form) => form.page.test(page));
}

/** The largest body a request to this path may have (its `.data` twin included; paths match in any case). */
export function bodyLimitFor(pathname: string): number {
  return fileFormFor(pathname)?.limit ?? BODY_LIMITS.default;
}

export class BodyTooLarge extends Error {
  constructor() {
    super("request body too large");
  }
}

/** Past this much (or this long), the rest of a refused body is not waited for: the connection is cut. */
const DISCARD = { bytes: 64 * 1024 * 1024, ms: 10_000 };

/**
 * Reads and drops what is left of a refused body, so that the client, still
 * sending, gets to read the 413 instead of a reset connection; a client that
 * sends on and on is cut off.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const until = Date.now() + DISCARD.ms;
  let dropped = 0;
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
      if (dropped > DISCARD.bytes || Date.now() > until) return reader.cancel();
    }
  })().catch(() => {});
}

/**
 * The whole body, counted as it arrives: a declared Content-Length over the
 * limit is refused before anything is read, and a chunked body (no length)
 * is cut off as soon as it passes the limit, so nothing large is ever held.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      discardRest(reader);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** 413 with a page that says what happened (the file form's own words, unless told) and leads back to the form. */
export function tooLargeResponse(
  request: Request,
  site: Pick<SiteConfig, "brandName" | "email" | "phone">,
  message = fileFormFor(new URL(request.url).pathname)?.message ?? TOO_LARGE,
) {
  const page = pageUrlOf(request);
  return plainPageResponse(
    request,
    site,
    {
      title: "That was too much to send",
      message,
      button: { label: "Back to the form", href: `${page.pathname}${page.search}` },
      status: 413,
      statusText: "Content Too Large",
      text: "Content Too Large: the request body is larger than this address accepts.",
    },
    { Connection: "close" },
  );
}

/** Temporary files holding the bodies of large uploads (and their readers), by the request they became. */
const spooled = new WeakMap<Request, { dir: string; reader: ReturnType<typeof createReadStream> }>();

/**
 * The body written to a temporary file as it arrives, counted like readBodyWithin: over the
 * limit, nothing is kept. Returns the folder that holds it and its size.
 */
async function spoolBodyWithin(request: Request, maxBytes: number): Promise<{ dir: string; size: number }> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLarge();
  const dir = await mkdtemp(path.join(tmpdir(), "techpro-body-"));
  const out = createWriteStream(path.join(dir, "body"), { mode: 0o600 });
  let size = 0;
  try {
    const reader = request.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        discardRest(reader);
        throw new BodyTooLarge();
      }
      if (!out.write(value)) await once(out, "drain");
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return { dir, size };
  } catch (error) {
    out.destroy();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

export interface BodyLimitOptions {
  /**
   * Whether this request comes from a signed-in staff member who manages the batch: asked
   * before a byte of a large upload is read (a batch's materials). Everyone else (visitors,
   * students, other staff) gets the ordinary limit there.
   */
  managesBatch?: (request: Request, batchId: string) => Promise<boolean>;
}

/** A path segment decoded; one that cannot be (`%zz`) names no batch. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

/** The limit for this request, and whether its body goes to a temporary file. */
async function limitFor(request: Request, opts: BodyLimitOptions) {
  const pathname = new URL(request.url).pathname;
  const form = fileFormFor(pathname);
  if (!form?.batchUpload) return { limit: form?.limit ?? BODY_LIMITS.default, toDisk: false, form };
  const batchId = decodedSegment(form.page.exec(pageOf(pathname))?.[1] ?? "");
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  const allowed = multipart && opts.managesBatch ? await opts.managesBatch(request, batchId) : false;
  return allowed
    ? { limit: form.limit, toDisk: true, form }
    : { limit: BODY_LIMITS.default, toDisk: false, form: undefined };
}

/**
 * Before React Router: a request with a body gets it read here, within its
 * limit, and passed on as a new Request with that body; past the limit the
 * answer is the 413 page and nothing else runs. A large upload's body is
 * passed on from a temporary file (releaseRequestBody removes it).
 */
export async function limitRequestBody(
  request: Request,
  site: Pick<SiteConfig, "brandName" | "email" | "phone">,
  opts: BodyLimitOptions = {},
): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return request;
  const { limit, toDisk, form } = await limitFor(request, opts);
  const headers = new Headers(request.headers);
  headers.delete("transfer-encoding");
  try {
    if (toDisk) {
      const { dir, size } = await spoolBodyWithin(request, limit);
      headers.set("content-length", String(size));
      const reader = createReadStream(path.join(dir, "body"));
      const body = Readable.toWeb(reader) as ReadableStream<Uint8Array>;
      const passed = new Request(request.url, {
        method: request.method,
        headers,
        body,
        signal: request.signal,
        duplex: "half",
      } as RequestInit);
      spooled.set(passed, { dir, reader });
      return passed;
    }
    const body = await readBodyWithin(request, limit);
    headers.set("content-length", String(body.byteLength));
    return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLargeResponse(request, site, form?.message ?? TOO_LARGE);
    // The client went away or sent a broken stream: nobody is waiting for a page.
    return new Response("Bad Request: the request body could not be read.\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}

/** Removes a large upload's temporary file once the request has been answered. */
export async function releaseRequestBody(request: Request): Promise<void> {
  const body = spooled.get(request);
  if (!body) return;
  spooled.delete(request);
  // An action that answered without reading it (a refusal) leaves the file open: close it.
  body.reader.destroy();
  await rm(body.dir, { recursive: true, force: true });
}
