import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ChatLauncherWhenIdle } from "~/components/chat/chat-launcher-when-idle";
import { Footer } from "~/components/layout/footer";
import { Navbar } from "~/components/layout/navbar";
import { TimedPopups } from "~/components/popups/timed-popups";
import { requestCourseFacts } from "~/server/catalogue.server";

/**
 * The catalogue for every public page (cards, chat answers, the discount
 * pop-up): read from the database on each request, never cached here, so a
 * staff change shows within the page cache's seconds (decision 13).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { catalogue: await requestCourseFacts(request) };
}

/** Public pages: navigation bar, the page, the footer and the site-wide overlays. */
export default function MarketingLayout() {
  return (
    <>
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* Room below the footer so the floating chat button never covers its last links. */}
      <div aria-hidden="true" className="h-20 bg-slate-900 sm:h-24" />
      <ChatLauncherWhenIdle />
      <TimedPopups />
    </>
  );
}
