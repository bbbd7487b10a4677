import type { Route } from "./+types/upload";
import { getSessionUser } from "~/server/auth.server";
import { uploadForViewer } from "~/server/portal/uploads-access.server";

/**
 * /uploads/:id: an uploaded image (doubt screenshot, payment proof) for its
 * owner and for staff only; anyone else gets 404. The stored type was found
 * by sniffing the bytes (only PNG, JPEG and WebP are ever stored) and
 * nosniff keeps browsers to it; the sandbox CSP is a second line of defence
 * where the server does not replace it with the site-wide policy.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const upload = await uploadForViewer(params.id, viewer);
  if (!upload)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const filename = upload.filename.replace(/["\\\r\n]/g, "_");
  return new Response(upload.data as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": upload.contentType,
      "Content-Length": String(upload.size),
      "Content-Disposition": `inline; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
    },
  });
}
