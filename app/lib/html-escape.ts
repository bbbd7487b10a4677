/**
 * Text made safe to write into HTML or XML markup, as element content or as a double-quoted
 * attribute value: `&`, `<`, `>` and `"` become entities (every other character is left as is).
 * The one copy of this rule for the pages' JSON-LD, the icons' markup, the e-mails, the plain
 * pages, the sitemap and the generated documents.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}
