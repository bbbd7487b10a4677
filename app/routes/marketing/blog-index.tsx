import type { Route } from "./+types/blog-index";
import { PostCard } from "~/components/blog/post-card";
import { blogJsonLd } from "~/lib/blog";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "~/lib/seo";
import { listBlogPosts } from "~/server/blog.server";

/** /blog: every post, newest article ideas for students and job seekers. */
export function loader() {
  return { posts: listBlogPosts() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Blog: Careers, Interviews and Programming Guides",
    description:
      "Practical guides for students and freshers: who hires freshers in India, DSA interview questions, AI in backend development and a 30-day Python plan.",
    path: "/blog",
    jsonLd: [
      blogJsonLd(site, loaderData?.posts ?? []),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ],
  });
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section
        aria-labelledby="blog-title"
        className="bg-gradient-to-b from-brand-950 to-brand-800 text-white"
      >
        <div className="container-page py-14 text-center sm:py-16">
          <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">Knowledge Hub</p>
          <h1 id="blog-title" className="mt-3 text-4xl font-extrabold text-white sm:text-5xl">
            Blog
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
            Practical guides from our trainers and placement team: getting hired as a fresher, cracking coding
            interviews and learning the skills employers ask for.
          </p>
        </div>
      </section>
      <div className="container-page py-12 sm:py-16">
        <ul className="grid gap-6 sm:grid-cols-2">
          {loaderData.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
