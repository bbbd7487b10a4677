import type { Route } from "./+types/upload";
import { getSessionUser } from "~/server/auth.server";
import { uploadForViewer } from "~/server/portal/uploads-access.server";

/**
 * /uploads/:id: an uploaded image (doubt screenshot, payment proof) for its
 * owner and for staff only; anyone else gets 404. The stored type was found
 * by sniffing the bytes (only PNG, JPEG and WebP are ever stored) and
 * nosniff keeps browsers to it; the sandbox CSP (kept by the server's
 * security headers) is a second line of defence. Never stored by a cache:
 * after signing out on a shared computer, the image is gone.
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
      "Cache-Control": "private, no-store",
    },
  });
}
