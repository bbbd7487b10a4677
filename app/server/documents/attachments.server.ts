import type { OutboxAttachment } from "../db/schema.server";
import { documentFileName, getTaxDocument } from "./documents.server";
import { renderTaxDocumentPdf } from "./pdf.server";

/** An outbox e-mail's attachment, made when it is sent (outbox.server.ts). */
export async function renderAttachment(ref: OutboxAttachment) {
  const found = await getTaxDocument(ref.id);
  if (!found) throw new Error(`attachment ${ref.kind} ${ref.id} not found`);
  return {
    filename: documentFileName(found.view),
    content: Buffer.from(await renderTaxDocumentPdf(found.view)),
    contentType: "application/pdf",
  };
}
