import type { Route } from "./+types/material-file";
import { downloadFilename } from "~/lib/materials";
import { getSessionUser } from "~/server/auth.server";
import { streamMaterialFile } from "~/server/material-files.server";
import { materialForDownload } from "~/server/materials.server";

/**
 * /materials/:materialId/download: a study material's file, for the batch's
 * active students (once published) and the staff who manage the batch;
 * everyone else gets 404, whether or not the id exists. Always a download
 * (attachment) under a name made from the title with the extension of the
 * type found in the bytes, never stored by a cache (a shared computer keeps
 * nothing after sign-out), and sandboxed should a browser render it anyway.
 */
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
  return new Response(streamMaterialFile(file.id, file.size), {
    headers: {
      "Content-Type": file.mediaType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
