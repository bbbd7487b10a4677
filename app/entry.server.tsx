import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { lazySectionsReady } from "~/components/layout/lazy-section";
import { NonceProvider } from "~/components/layout/nonce";
import { bootAfterFirstPaint, inlineStylesheet } from "~/server/http/content-first.server";
import { clientChunkImports } from "~/server/http/chunk-imports.server";
import { criticalCss, parseStylesheet, type ParsedStylesheet } from "~/server/http/critical-css.server";
import { logRequestError } from "~/server/http/request-errors.server";
import { logger, safePath } from "~/server/logger.server";
import { APP_CSS_SLOT } from "./root";
import portalCssHref from "./styles/portal.css?url";
import publicCssHref from "./styles/public.css?url";
import staffCssHref from "./styles/staff.css?url";
import { requestInfo } from "~/server/request-context.server";

/** The public site's built stylesheet (production), parsed once from the client build next to this bundle. */
let publicCss: ParsedStylesheet | undefined;

/** What each built script file imports (read once per file from the client build next to this bundle). */
const chunkImports = clientChunkImports((href) =>
  readFileSync(new URL(`../client${href}`, import.meta.url), "utf8"),
);

/** The portal's and the staff console's own sheets: each is complete for its area's pages. */
const AREA_SHEETS = [`href="${portalCssHref}"`, `href="${staffCssHref}"`];

/**
 * Production: inline CSS, JavaScript after the first paint (content-first.server.ts). A public
 * page inlines the rules its own markup uses (critical-css.server.ts; the whole sheet follows as
 * a non-blocking link). A page that links the portal's or the staff console's sheet inlines
 * nothing: that sheet styles all of it (docs/decisions/192-css-per-area.md, addenda). Any other
 * page of those areas (a not-found or error page outside their layouts) is treated as public.
 */
function contentFirst(html: string) {
  if (import.meta.env.DEV) return html;
  publicCss ??= parseStylesheet(readFileSync(new URL(`../client${publicCssHref}`, import.meta.url), "utf8"));
  const areaSheet = AREA_SHEETS.some((href) => html.includes(href));
  const css = areaSheet ? "" : criticalCss(publicCss, html);
  // The stylesheet goes in last: the script rewrite then scans less of the document.
  return inlineStylesheet(bootAfterFirstPaint(html, chunkImports), APP_CSS_SLOT, css);
}

export const streamTimeout = 5_000;

/** Staff and portal pages show one person's data: no browser or proxy keeps them, as a page or as data. */
const PRIVATE_AREA = /^\/(staff|dashboard)(\/|\.data$|$)/;
const isPrivateArea = (request: Request) => PRIVATE_AREA.test(new URL(request.url).pathname);

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (isPrivateArea(request)) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/**
 * Renders the whole document before sending it (onAllReady): every page is
 * complete HTML for people without JavaScript and for search engines, and
 * pages here are small enough that streaming the shell first buys nothing.
 * The finished document is sent as one buffer.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (isPrivateArea(request)) responseHeaders.set("Cache-Control", "private, no-store");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = requestInfo(loadContext).cspNonce;
  // Sections hydrated later are rendered in full here: their code must be in first.
  await lazySectionsReady();

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // The whole document is sent at once (onAllReady): no Suspense boundary is ever sent
        // hidden with a script to reveal it later (React does that past 12.8 KB of a stream),
        // which a browser without JavaScript would never run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The document is complete: collect it into one buffer and answer with a fixed length,
          // which is cheaper than a stream of small chunks (docs/decisions/082-performance-budgets.md).
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const body = Buffer.from(contentFirst(Buffer.concat(chunks).toString("utf8")));
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(body.length));
              resolve(new Response(body, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          logger.error({ err: error, path: safePath(request.url) }, "render error");
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  logRequestError(error, request);
}
