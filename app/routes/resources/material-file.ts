import type { Route } from "./+types/material-file";
import { downloadFilename, isViewable } from "~/lib/materials";
import { getSessionUser } from "~/server/auth.server";
import { streamMaterialFile } from "~/server/material-files.server";
import { materialForDownload } from "~/server/materials.server";

/**
 * /materials/:materialId/download: a study material's file, for the batch's
 * active students (once published) and the staff who manage the batch;
 * everyone else gets 404, whether or not the id exists. A download
 * (attachment) under a name made from the title with the extension of the
 * type found in the bytes; `?view` opens a PDF in the browser instead
 * (inline: "View", docs/decisions/205), never any other type. Never stored
 * by a cache (a shared computer keeps nothing after sign-out), and always
 * sandboxed (no script, no form, no same-origin access), inline or not.
 */
/** Nothing in a downloaded file may run or load anything, should a browser render it anyway. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox";
/**
 * A PDF shown inline: still no script, form, pop-up or navigation, and
 * nothing loaded. Chromium's PDF viewer draws nothing in an opaque-origin
 * document or without its plugin frame (measured; docs/decisions/205), so
 * this sandbox keeps the origin and allows the viewer's object; with
 * scripts blocked, nothing on the page can use either.
 */
const VIEW_CSP = "default-src 'none'; object-src *; sandbox allow-same-origin";

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const file = await materialForDownload(viewer, params.materialId);
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const filename = downloadFilename(file.title, file.extension);
  const inline = new URL(request.url).searchParams.has("view") && isViewable(file.mediaType);
  return new Response(streamMaterialFile(file.id, file.size), {
    headers: {
      "Content-Type": file.mediaType,
      "Content-Length": String(file.size),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": inline ? VIEW_CSP : DOWNLOAD_CSP,
      "Cache-Control": "private, no-store",
    },
  });
}
