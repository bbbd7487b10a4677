import type { Route } from "./+types/certificate-download";
import { normalizeCertificateCode } from "~/lib/certificates";
import { formatDate } from "~/lib/format";
import { certificateForDownload, certificatePdf } from "~/server/certificate-access.server";
import { portalViewer } from "~/server/portal/context.server";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * /dashboard/certificates/:code/download: the certificate's PDF, for the
 * student who holds it (the code alone is not enough: it is printed and
 * shared); signed out, the demo's sample only. A revoked certificate is gone
 * (410); anyone else's is not found (404), exactly like an unknown code.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await portalViewer(request);
  const code = normalizeCertificateCode(params.code);
  const answer = code
    ? await certificateForDownload(code, viewer)
    : ({ ok: false, reason: "not_found" } as const);
  if (!answer.ok) {
    return answer.reason === "revoked" && answer.revokedAt
      ? text(
          `This certificate was revoked on ${formatDate(answer.revokedAt)}: it can no longer be downloaded.`,
          410,
        )
      : text("Not found", 404);
  }
  const pdf = await certificatePdf(answer.row);
  const filename = `certificate-${answer.row.code}.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
