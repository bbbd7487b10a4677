import { CalendarDays, Clock, UserRound } from "lucide-react";
import { cx } from "~/components/ui/class-names";
import type { BlogPostSummary } from "~/lib/blog";
import { formatDate } from "~/lib/format";

/** Author, publish date and read time of a post. */
export function PostMeta({
  post,
  showRole = false,
  className,
}: {
  post: Pick<BlogPostSummary, "author" | "authorRole" | "publishDate" | "readTime">;
  showRole?: boolean;
  className?: string;
}) {
  return (
    <ul className={cx("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted", className)}>
      <li className="flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4" />
        <span className="sr-only">Author: </span>
        <span>
          <span className="font-medium text-ink">{post.author}</span>
          {showRole && post.authorRole ? `, ${post.authorRole}` : null}
        </span>
      </li>
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <span className="sr-only">Published: </span>
        <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {post.readTime} min read
      </li>
    </ul>
  );
}
