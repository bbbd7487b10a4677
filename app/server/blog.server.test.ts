import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { ARTICLE_IDS, ARTICLES } from "~/content/articles";
import { getBlogPost, listBlogPosts, loadBlogPosts, renderMarkdown } from "./blog.server";

const sources = import.meta.glob<string>("../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("blog posts (SPEC.md 'Blog')", () => {
  it("has the four posts top-companies, dsa-questions, ai-backend, python-for-beginners", () => {
    expect(listBlogPosts().map((p) => p.id)).toEqual([
      "top-companies",
      "dsa-questions",
      "ai-backend",
      "python-for-beginners",
    ]);
  });

  it("read times are 7, 15, 10 and 8 minutes", () => {
    expect(listBlogPosts().map((p) => p.readTime)).toEqual([7, 15, 10, 8]);
  });

  it("each post has a title, author, publish date, read time, cover image and HTML body", () => {
    for (const id of ARTICLE_IDS) {
      const post = getBlogPost(id)!;
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.author).toMatch(/\w+ \w+/);
      expect(post.publishDate).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(post.image).toBe(`/images/blog/${id}.svg`);
      expect(post.html).toContain("<h2>");
      expect(post.html).toContain("<p>");
    }
  });

  it("each post is a real article of several hundred words", () => {
    for (const post of listBlogPosts()) expect(post.wordCount, post.id).toBeGreaterThan(900);
  });

  it("front matter title, description, read time and cover match content/articles.ts, the single source", () => {
    for (const [file, source] of Object.entries(sources)) {
      const id = file.split("/").pop()!.replace(".md", "");
      const teaser = ARTICLES.find((a) => a.id === id)!;
      const { data } = matter(source);
      expect(
        { title: data.title, description: data.description, readTime: data.readTime, image: data.image },
        id,
      ).toEqual({
        title: teaser.title,
        description: teaser.description,
        readTime: teaser.readTime,
        image: teaser.image,
      });
    }
  });

  it("an unknown id gives null", () => {
    expect(getBlogPost("no-such-post")).toBeNull();
    expect(getBlogPost("")).toBeNull();
  });
});

describe("loadBlogPosts rejects content that disagrees with articles.ts", () => {
  const valid = sources["../content/blog/ai-backend.md"]!;
  const others = Object.fromEntries(Object.entries(sources).filter(([f]) => !f.endsWith("ai-backend.md")));

  it("a read time that differs from the teaser", () => {
    const changed = valid.replace("readTime: 10", "readTime: 11");
    expect(() => loadBlogPosts({ ...others, "../content/blog/ai-backend.md": changed })).toThrow(
      /readTime: "11"/,
    );
  });

  it("a missing post", () => {
    expect(() => loadBlogPosts(others)).toThrow(/ai-backend\.md is missing/);
  });

  it("a Markdown file without a teaser", () => {
    expect(() => loadBlogPosts({ ...sources, "../content/blog/new-post.md": valid })).toThrow(
      /no teaser with id "new-post"/,
    );
  });

  it("a missing author or a malformed date", () => {
    const noAuthor = valid.replace(/^author: .*$/m, "");
    expect(() => loadBlogPosts({ ...others, "../content/blog/ai-backend.md": noAuthor })).toThrow(/author/);
    const badDate = valid.replace(/^publishDate: .*$/m, 'publishDate: "6 Oct 2026"');
    expect(() => loadBlogPosts({ ...others, "../content/blog/ai-backend.md": badDate })).toThrow(
      /YYYY-MM-DD/,
    );
  });
});

describe("renderMarkdown: rendered on the server and sanitised", () => {
  it("renders headings, lists, code and tables", () => {
    const html = renderMarkdown(
      "## Title\n\n- a\n- b\n\n```python\nprint(1)\n```\n\n| x | y |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<li>a</li>");
    expect(html).toContain('<code class="language-python">');
    expect(html).toMatch(/<div class="table-scroll"[^>]*><table>/);
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="/x.png" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<p onclick="x()">hi</p>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(html).toContain("hi");
  });

  it("opens external links in a new tab without opener; keeps site links as they are", () => {
    const html = renderMarkdown("[ext](https://example.org/a) and [int](/placements)");
    expect(html).toContain(
      '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">ext</a>',
    );
    expect(html).toContain('<a href="/placements">int</a>');
  });

  it("turns a body's <h1> into <h2>: the post title is the page's only <h1>", () => {
    expect(renderMarkdown("# Big\n\ntext")).toContain("<h2>Big</h2>");
  });
});
