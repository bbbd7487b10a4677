import { Outlet } from "react-router";
import { Footer } from "~/components/layout/footer";
import { Navbar } from "~/components/layout/navbar";

/** Public pages: navigation bar, the page, the footer and the site-wide overlays. */
export default function MarketingLayout() {
  return (
    <>
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
