import { describe, expect, it } from "vitest";
import { blogJsonLd, blogPostingJsonLd, type BlogPostSummary, relatedPosts } from "./blog";

function post(id: string, category: string, publishDate: string): BlogPostSummary {
  return {
    id: id as BlogPostSummary["id"],
    title: `Title ${id}`,
    description: `About ${id}`,
    image: `/images/blog/${id}.svg`,
    category,
    readTime: 7,
    icon: "code",
    author: "Asha Nair",
    authorRole: "Trainer",
    publishDate,
    wordCount: 1200,
  };
}

const posts = [
  post("a", "Careers", "2026-08-01"),
  post("b", "Programming", "2026-09-01"),
  post("c", "Careers", "2026-07-01"),
  post("d", "AI", "2026-10-01"),
  post("e", "Programming", "2026-11-01"),
];

describe("relatedPosts: SPEC.md 'up to 3 related articles (other posts)'", () => {
  it("never includes the post itself and gives at most 3", () => {
    for (const p of posts) {
      const related = relatedPosts(posts, p.id);
      expect(related).toHaveLength(3);
      expect(related.map((r) => r.id)).not.toContain(p.id);
    }
  });

  it("puts posts of the same category first, then the newest", () => {
    expect(relatedPosts(posts, "a").map((p) => p.id)).toEqual(["c", "e", "d"]);
    expect(relatedPosts(posts, "b").map((p) => p.id)).toEqual(["e", "d", "a"]);
  });

  it("gives fewer when there are fewer other posts", () => {
    expect(relatedPosts(posts.slice(0, 2), "a").map((p) => p.id)).toEqual(["b"]);
    expect(relatedPosts(posts.slice(0, 1), "a")).toEqual([]);
  });

  it("for an unknown id gives the newest three", () => {
    expect(relatedPosts(posts, "zzz").map((p) => p.id)).toEqual(["e", "d", "b"]);
  });
});

describe("BlogPosting JSON-LD", () => {
  const site = { siteUrl: "https://techpro.example.com", brandName: "TechPro Academy" };

  it("names the headline, author, dates, image, publisher and page", () => {
    const ld = blogPostingJsonLd(site, posts[0]!);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Title a",
      description: "About a",
      image: "https://techpro.example.com/images/blog/a.svg",
      datePublished: "2026-08-01",
      author: { "@type": "Person", name: "Asha Nair", jobTitle: "Trainer" },
      publisher: { "@type": "Organization", name: "TechPro Academy" },
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://techpro.example.com/blog/a" },
      url: "https://techpro.example.com/blog/a",
      timeRequired: "PT7M",
    });
  });

  it("the blog index lists every post", () => {
    const ld = blogJsonLd(site, posts);
    expect(ld["@type"]).toBe("Blog");
    expect(ld.blogPost.map((p) => p.url)).toEqual(
      posts.map((p) => `https://techpro.example.com/blog/${p.id}`),
    );
  });
});
