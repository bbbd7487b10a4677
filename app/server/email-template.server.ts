import type { OutboxAttachment } from "./db/schema.server";
import { siteConfig } from "./env.server";
import { escapeHtml } from "~/lib/html-escape";

/*
 * Every e-mail the site sends, in one shape: a text part and an HTML part
 * with the brand, built from the same paragraphs so the two never differ.
 * Bulk e-mail (newsletter, announcements) also carries an unsubscribe link
 * and the List-Unsubscribe headers (RFC 2369 and RFC 8058 one-click).
 */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Rendered when sent (outbox.server.ts): a receipt's or credit note's PDF. */
  attachments?: OutboxAttachment[];
}

export interface EmailContent {
  to: string;
  subject: string;
  /** "Hello Ananya," (left out for staff notifications). */
  greeting?: string;
  /** Plain-text paragraphs; line breaks inside one are kept. */
  paragraphs: string[];
  /** The one thing to do, as a button (and a bare link in the text part). */
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Bulk e-mail only: the page where this address unsubscribes. */
  unsubscribeUrl?: string;
  attachments?: OutboxAttachment[];
}

// brand-700 of styles/theme.css (e-mail clients do not read the stylesheet).
const BRAND_COLOUR = "#1a37cf";

function htmlParagraph(text: string) {
  return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
}

export function composeEmail(content: EmailContent): EmailMessage {
  const site = siteConfig();
  const after = content.after ?? [];
  const signature = `${site.brandName}\n${site.siteUrl}`;
  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...after,
    "--",
    signature,
    ...(content.unsubscribeUrl ? [`Unsubscribe: ${content.unsubscribeUrl}`] : []),
  ].join("\n\n");

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND_COLOUR};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569;line-height:1.5">If the button does not work, copy this link into your browser:<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : "";
  const unsubscribe = content.unsubscribeUrl
    ? `<br><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#475569">Unsubscribe</a>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="background:${BRAND_COLOUR};color:#ffffff;padding:16px 24px;border-radius:12px 12px 0 0;font-size:18px;font-weight:700">${escapeHtml(site.brandName)}</td></tr>
<tr><td style="padding:24px;font-size:15px">
${[...(content.greeting ? [content.greeting] : []), ...content.paragraphs].map(htmlParagraph).join("\n")}
${button}
${after.map(htmlParagraph).join("\n")}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#475569">${escapeHtml(site.brandName)} &middot; <a href="${escapeHtml(site.siteUrl)}" style="color:#475569">${escapeHtml(site.siteUrl.replace(/^https?:\/\//, ""))}</a> &middot; <a href="mailto:${escapeHtml(site.email)}" style="color:#475569">${escapeHtml(site.email)}</a>${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`;

  const headers = content.unsubscribeUrl
    ? {
        "List-Unsubscribe": `<${content.unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      }
    : undefined;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(headers ? { headers } : {}),
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
