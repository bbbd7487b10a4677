/*
 * An e-mail's text as the demo mailbox shows it (docs/decisions/203): its
 * web addresses become links, and this site's own addresses become paths,
 * so a link works on whatever address the demo is opened at.
 */

export type MailPart = { text: string } | { href: string; label: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** The text split into plain parts and links; trailing punctuation stays text. */
export function mailParts(text: string, siteUrl: string): MailPart[] {
  const parts: MailPart[] = [];
  const site = siteUrl.replace(/\/+$/, "");
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const url = raw.replace(/[.,;:!?)\]]+$/, "");
    const start = match.index;
    if (start > at) parts.push({ text: text.slice(at, start) });
    const local = url === site || url.startsWith(`${site}/`) || url.startsWith(`${site}?`);
    parts.push({ href: local ? url.slice(site.length) || "/" : url, label: url });
    at = start + url.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
