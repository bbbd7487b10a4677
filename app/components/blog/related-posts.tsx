import type { BlogPostSummary } from "~/lib/blog";
import { PostCard } from "./post-card";

/** SPEC.md: up to 3 related articles (other posts) linking to /blog/{id}. */
export function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="border-t border-line bg-surface-muted py-14 sm:py-16">
      <div className="container-page">
        <h2 id="related-title" className="text-2xl font-bold sm:text-3xl">
          Related Articles
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel="h3" showDescription={false} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
