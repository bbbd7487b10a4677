import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { BlogNotFound } from "~/components/blog/blog-not-found";
import { PostBody } from "~/components/blog/post-body";
import { PostMeta } from "~/components/blog/post-meta";
import { RelatedPosts } from "~/components/blog/related-posts";
import { blogPostingJsonLd, relatedPosts } from "~/lib/blog";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "~/lib/seo";
import { getBlogPost, listBlogPosts } from "~/server/blog.server";

/** /blog/:blogId (SPEC.md "Blog"): the post, Back to Home, up to 3 related posts; unknown id answers 404. */
export function loader({ params }: Route.LoaderArgs) {
  const post = getBlogPost(params.blogId);
  if (!post) return data({ post: null, related: [] }, { status: 404, statusText: "Not Found" });
  return data({ post, related: relatedPosts(listBlogPosts(), post.id) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const site = siteFromMatches(matches);
  const post = loaderData?.post;
  if (!post) {
    return pageMeta(site, {
      title: "Blog not found",
      description: "The blog post you're looking for doesn't exist.",
      path: `/blog/${params.blogId}`,
      noindex: true,
    });
  }
  return pageMeta(site, {
    title: post.title,
    description: post.description,
    path: `/blog/${post.id}`,
    type: "article",
    jsonLd: [
      blogPostingJsonLd(site, post),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path: `/blog/${post.id}` },
      ]),
    ],
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  if (!post) return <BlogNotFound />;
  return (
    <>
      <article aria-labelledby="post-title" className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
          <header className="mt-4">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              <Link to="/blog" className="hover:underline">
                Blog
              </Link>
              <span aria-hidden="true"> · </span>
              {post.category}
            </p>
            <h1 id="post-title" className="mt-3 text-3xl leading-tight font-extrabold sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-4 text-lg text-ink-muted">{post.description}</p>
            <PostMeta post={post} showRole className="mt-6" />
          </header>
          <img
            src={post.image}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="mt-8 aspect-[1200/630] w-full rounded-card border border-line object-cover"
          />
          <div className="mt-6">
            <PostBody html={post.html} />
          </div>
        </div>
      </article>
      <RelatedPosts posts={related} />
    </>
  );
}
