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

/** The pages whose forms carry a file, with their limit and what the 413 page says. */
const FILE_FORMS: { page: RegExp; limit: number; message: string }[] = [
  // Ask a Doubt, the payment proof.
  { page: /^\/(dashboard\/doubts|paymentpage)$/, limit: BODY_LIMITS.upload, message: IMAGE_TOO_LARGE },
  // A batch's materials (staff upload a PDF, PPTX, DOCX, XLSX or ZIP).
  {
    page: /^\/staff\/batches\/[^/]+\/materials$/,
    limit: BODY_LIMITS.material,
    message:
      "What you sent is larger than this form accepts. Please upload a file of at most 25 MB, or add a larger one as a link.",
  },
];

function fileFormFor(pathname: string) {
  const page = pagePathOf(pathname.toLowerCase()).replace(/\/$/, "");
  return FILE_FORMS.find((form) => form.page.test(page));
}

/** The limit for a request to this path (its `.data` twin included; paths match in any case). */
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

/** 413 with a page that says what happened and leads back to the form. */
export function tooLargeResponse(request: Request, site: Pick<SiteConfig, "brandName" | "email" | "phone">) {
  const page = pageUrlOf(request);
  const fileForm = fileFormFor(page.pathname);
  return plainPageResponse(
    request,
    site,
    {
      title: "That was too much to send",
      message:
        fileForm?.message ??
        "What you sent is larger than this form accepts. Please shorten it and try again.",
      button: { label: "Back to the form", href: `${page.pathname}${page.search}` },
      status: 413,
      statusText: "Content Too Large",
      text: "Content Too Large: the request body is larger than this address accepts.",
    },
    { Connection: "close" },
  );
}

/**
 * Before React Router: a request with a body gets it read here, within its
 * limit, and passed on as a new Request with that body; past the limit the
 * answer is the 413 page and nothing else runs.
 */
export async function limitRequestBody(
  request: Request,
  site: Pick<SiteConfig, "brandName" | "email" | "phone">,
): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return request;
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyWithin(request, bodyLimitFor(new URL(request.url).pathname));
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLargeResponse(request, site);
    // The client went away or sent a broken stream: nobody is waiting for a page.
    return new Response("Bad Request: the request body could not be read.\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const headers = new Headers(request.headers);
  headers.delete("transfer-encoding");
  headers.set("content-length", String(body.byteLength));
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}
