import matter from "gray-matter";
import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { ARTICLE_IDS, ARTICLES, type ArticleTeaser } from "~/content/articles";
import type { BlogPost, BlogPostSummary } from "~/lib/blog";

/**
 * The blog: content/blog/<id>.md, bundled at build time (Vite's raw glob),
 * rendered to HTML with marked and sanitised with sanitize-html. Content is
 * code-reviewed and static, so it is parsed once per process.
 */
const files = import.meta.glob<string>("../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (typeof v === "string" ? v : v.toISOString().slice(0, 10)))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "publishDate must be YYYY-MM-DD"));

/** Front matter. title, description, readTime and image repeat articles.ts and must match it. */
export const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  author: z.string().min(1),
  authorRole: z.string().min(1).optional(),
  publishDate: isoDate,
  readTime: z.number().int().positive(),
  image: z.string().startsWith("/images/blog/"),
});

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(["img"]),
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["align"],
    td: ["align"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["https", "http", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    // The page's own <h1> is the title: a body's top heading becomes <h2>.
    h1: "h2",
    // Links off the site open in a new tab and pass no referrer or opener.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/**
 * Markdown to safe HTML. Wide tables and code scroll inside their own box on
 * small screens; those boxes take keyboard focus so they can be scrolled without a mouse.
 */
export function renderMarkdown(markdown: string): string {
  const raw = marked.parse(markdown, { async: false, gfm: true });
  const clean = sanitizeHtml(raw, sanitizeOptions);
  return clean
    .replaceAll("<pre>", '<pre tabindex="0">')
    .replaceAll("<table>", '<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>')
    .replaceAll("</table>", "</table></div>");
}

function countWords(markdown: string): number {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function mismatch(teaser: ArticleTeaser, fm: z.infer<typeof frontMatterSchema>): string[] {
  const keys = ["title", "description", "readTime", "image"] as const;
  return keys
    .filter((k) => teaser[k] !== fm[k])
    .map((k) => `${k}: "${fm[k]}" in the Markdown, "${teaser[k]}" in articles.ts`);
}

/** Parses and checks every post; throws with a list of problems so bad content fails the tests and the build check. */
export function loadBlogPosts(sources: Record<string, string> = files): BlogPost[] {
  const problems: string[] = [];
  const byId = new Map<string, BlogPost>();
  for (const [file, source] of Object.entries(sources)) {
    const id = file.split("/").pop()!.replace(/\.md$/, "");
    const teaser = ARTICLES.find((a) => a.id === id);
    if (!teaser) {
      problems.push(`${file}: no teaser with id "${id}" in content/articles.ts`);
      continue;
    }
    const { data, content } = matter(source);
    const parsed = frontMatterSchema.safeParse(data);
    if (!parsed.success) {
      problems.push(
        `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      );
      continue;
    }
    problems.push(...mismatch(teaser, parsed.data).map((m) => `${file}: ${m}`));
    byId.set(id, {
      ...teaser,
      author: parsed.data.author,
      authorRole: parsed.data.authorRole ?? null,
      publishDate: parsed.data.publishDate,
      wordCount: countWords(content),
      html: renderMarkdown(content),
    });
  }
  for (const id of ARTICLE_IDS) if (!byId.has(id)) problems.push(`content/blog/${id}.md is missing`);
  if (problems.length) throw new Error(`Blog content is invalid:\n${problems.join("\n")}`);
  // articles.ts order: the order the home page's Knowledge Hub shows.
  return ARTICLE_IDS.map((id) => byId.get(id)!);
}

let cache: BlogPost[] | undefined;
function posts(): BlogPost[] {
  cache ??= loadBlogPosts();
  return cache;
}

function summary({ html: _html, ...rest }: BlogPost): BlogPostSummary {
  return rest;
}

/** Every post without its body, in articles.ts order. */
export function listBlogPosts(): BlogPostSummary[] {
  return posts().map(summary);
}

/** One post by id (SPEC.md: keyed by slug), or null. */
export function getBlogPost(id: string): BlogPost | null {
  return posts().find((p) => p.id === id) ?? null;
}
