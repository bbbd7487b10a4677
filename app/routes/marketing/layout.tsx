import { Outlet } from "react-router";
import { ChatLauncherWhenIdle } from "~/components/chat/chat-launcher-when-idle";
import { Footer } from "~/components/layout/footer";
import { Navbar } from "~/components/layout/navbar";
import { TimedPopups } from "~/components/popups/timed-popups";

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
