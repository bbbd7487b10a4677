import { describe, expect, it } from "vitest";
import type { Route as IndexRoute } from "./+types/blog-index";
import type { Route as PostRoute } from "./+types/blog-post";
import { loader as indexLoader, meta as indexMeta } from "./blog-index";
import { loader as postLoader, meta as postMeta } from "./blog-post";
import { sitemapPaths } from "../resources/sitemap";
import { testContext } from "../../../tests/support/request-context";

function loadPost(blogId: string) {
  const request = new Request(`http://localhost/blog/${blogId}`);
  return postLoader({
    request,
    params: { blogId },
    context: testContext(),
    url: new URL(request.url),
    pattern: "/blog/:blogId",
  } as PostRoute.LoaderArgs);
}

type LdTag = { "script:ld+json"?: Record<string, unknown> };

describe("/blog/:blogId", () => {
  it("gives the post and up to 3 related posts, never the post itself", () => {
    for (const id of ["top-companies", "dsa-questions", "ai-backend", "python-for-beginners"]) {
      const result = loadPost(id);
      expect(result.init?.status ?? 200).toBe(200);
      expect(result.data.post?.id).toBe(id);
      expect(result.data.related.length).toBeLessThanOrEqual(3);
      expect(result.data.related.length).toBe(3);
      expect(result.data.related.map((p) => p.id)).not.toContain(id);
    }
  });

  it("an unknown id answers HTTP 404", () => {
    const result = loadPost("no-such-post");
    expect(result.init?.status).toBe(404);
    expect(result.data.post).toBeNull();
  });

  it("meta: a post has its title, article type and BlogPosting JSON-LD", () => {
    const loaderData = loadPost("ai-backend").data;
    const tags = postMeta({
      matches: [],
      loaderData,
      params: { blogId: "ai-backend" },
    } as unknown as PostRoute.MetaArgs);
    expect(tags).toContainEqual({ title: "How AI Is Changing Backend Development | TechPro Academy" });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/blog/ai-backend",
    });
    const ld = (tags as LdTag[]).map((t) => t["script:ld+json"]).find((l) => l?.["@type"] === "BlogPosting");
    expect(ld).toMatchObject({
      headline: "How AI Is Changing Backend Development",
      datePublished: "2026-10-06",
    });
  });

  it("meta: an unknown id is titled 'Blog not found' and not indexed", () => {
    const loaderData = loadPost("nope").data;
    const tags = postMeta({
      matches: [],
      loaderData,
      params: { blogId: "nope" },
    } as unknown as PostRoute.MetaArgs);
    expect(tags).toContainEqual({ title: "Blog not found | TechPro Academy" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("/blog", () => {
  it("lists all four posts with a Blog JSON-LD", () => {
    const loaderData = indexLoader();
    expect(loaderData.posts).toHaveLength(4);
    const tags = indexMeta({ matches: [], loaderData } as unknown as IndexRoute.MetaArgs);
    const ld = (tags as LdTag[]).map((t) => t["script:ld+json"]).find((l) => l?.["@type"] === "Blog");
    expect((ld?.blogPost as unknown[]).length).toBe(4);
  });
});

describe("sitemap", () => {
  it("lists /placements, /blog and every post", () => {
    const paths = sitemapPaths();
    for (const p of [
      "/placements",
      "/blog",
      "/blog/top-companies",
      "/blog/dsa-questions",
      "/blog/ai-backend",
      "/blog/python-for-beginners",
    ]) {
      expect(paths).toContain(p);
    }
  });
});
