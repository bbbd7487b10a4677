import { Link } from "react-router";
import { type BlogPostSummary, blogPostPath } from "~/lib/blog";
import { PostMeta } from "./post-meta";
import { TeaserCard } from "./teaser-card";

/** A post teaser linking to /blog/{id}: cover, category, title, description, author, date, read time. */
export function PostCard({
  post,
  headingLevel = "h2",
  showDescription = true,
}: {
  post: BlogPostSummary;
  headingLevel?: "h2" | "h3";
  showDescription?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <TeaserCard image={post.image}>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.category}</p>
        <Heading className="text-lg leading-snug font-semibold">
          {/* The whole card is clickable through the link's ::after; the link text stays the title. */}
          <Link
            to={blogPostPath(post.id)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        {showDescription ? <p className="text-ink-muted">{post.description}</p> : null}
        <PostMeta post={post} className="mt-auto pt-2" />
      </div>
    </TeaserCard>
  );
}
