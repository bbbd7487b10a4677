/**
 * The post's HTML (rendered from Markdown and sanitised on the server, see
 * app/server/blog.server.ts), with reading typography for its elements.
 */
const prose = [
  "text-[1.0625rem] leading-8 text-ink break-words",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_p]:my-5",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:my-2 [&_li]:pl-1 [&_li::marker]:text-brand-700",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-[0.9em] [&_:not(pre)>code]:text-slate-800",
  "[&_code]:font-mono",
  "[&_.table-scroll]:my-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-xl [&_.table-scroll]:border [&_.table-scroll]:border-line",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:leading-6",
  "[&_th]:bg-surface-muted [&_th]:px-3 [&_th]:py-3 [&_th]:font-semibold sm:[&_th]:px-4 [&_td]:border-t [&_td]:border-line [&_td]:px-3 [&_td]:py-3 [&_td]:align-top sm:[&_td]:px-4",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted",
].join(" ");

export function PostBody({ html }: { html: string }) {
  // Safe: sanitised on the server with sanitize-html.
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
