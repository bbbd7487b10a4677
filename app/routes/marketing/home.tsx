import { Link } from "react-router";
import type { Route } from "./+types/home";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { pageMeta, siteFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Learn. Build. Grow. Become a Global Tech Pro",
    description:
      "Live instructor-led Python and Java full stack, AI & ML, Azure and SQL courses with placement support, certification and a mindset module.",
    path: "/",
  });

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-brand-950 to-brand-800 text-white">
      <div className="container-page py-20 text-center sm:py-28">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold text-white sm:text-5xl">
          Learn. Build. Grow. Become a Global Tech Pro
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
          Job-oriented training in full stack development, cloud and soft skills for international students and
          learners across India.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/courses" className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800">
            Explore Courses
          </Link>
          <EnquiryLink
            intent="join"
            className="inline-flex min-h-12 items-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800"
          >
            Join Now
          </EnquiryLink>
        </div>
      </div>
    </section>
  );
}
