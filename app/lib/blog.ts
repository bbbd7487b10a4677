/**
 * Blog posts as pages see them (SPEC.md "Blog post": title, publishDate,
 * author, readTime, image, HTML content), the related-posts rule and the
 * schema.org objects. Titles, descriptions, read times and covers come from
 * content/articles.ts; the Markdown files add author, date and body.
 */
import type { ArticleTeaser } from "~/content/articles";

export interface BlogPostSummary extends ArticleTeaser {
  author: string;
  authorRole: string | null;
  /** ISO date (YYYY-MM-DD). */
  publishDate: string;
  wordCount: number;
}

export interface BlogPost extends BlogPostSummary {
  /** Sanitised HTML of the body. */
  html: string;
}

/** SPEC.md: up to 3 related articles. */
export const MAX_RELATED_POSTS = 3;

/**
 * Up to three other posts, never the post itself: same category first, then
 * the newest. SPEC.md only says "other posts"; this keeps the closest first.
 */
export function relatedPosts<T extends Pick<BlogPostSummary, "id" | "category" | "publishDate">>(
  posts: readonly T[],
  currentId: string,
  max = MAX_RELATED_POSTS,
): T[] {
  const current = posts.find((p) => p.id === currentId);
  return posts
    .filter((p) => p.id !== currentId)
    .map((p, index) => ({ p, index }))
    .sort((a, b) => {
      const sameA = current && a.p.category === current.category ? 0 : 1;
      const sameB = current && b.p.category === current.category ? 0 : 1;
      if (sameA !== sameB) return sameA - sameB;
      if (a.p.publishDate !== b.p.publishDate) return a.p.publishDate < b.p.publishDate ? 1 : -1;
      return a.index - b.index;
    })
    .slice(0, Math.max(0, max))
    .map(({ p }) => p);
}

export function blogPostPath(id: string): string {
  return `/blog/${id}`;
}

type Site = { siteUrl: string; brandName: string };

function author(post: BlogPostSummary) {
  return { "@type": "Person", name: post.author, ...(post.authorRole ? { jobTitle: post.authorRole } : {}) };
}

/** schema.org BlogPosting for one post page (PRODUCT.md item 9). */
export function blogPostingJsonLd(site: Site, post: BlogPostSummary) {
  const url = `${site.siteUrl}${blogPostPath(post.id)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: `${site.siteUrl}${post.image}`,
    datePublished: post.publishDate,
    dateModified: post.publishDate,
    author: author(post),
    publisher: {
      "@type": "Organization",
      name: site.brandName,
      logo: { "@type": "ImageObject", url: `${site.siteUrl}/logo.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: post.category,
    wordCount: post.wordCount,
    timeRequired: `PT${post.readTime}M`,
    inLanguage: "en-IN",
  };
}

/** schema.org Blog listing every post, for /blog. */
export function blogJsonLd(site: Site, posts: readonly BlogPostSummary[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: `${site.brandName} Blog`,
    url: `${site.siteUrl}/blog`,
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: `${site.siteUrl}${blogPostPath(post.id)}`,
      datePublished: post.publishDate,
      author: author(post),
      image: `${site.siteUrl}${post.image}`,
    })),
  };
}
