/** SPEC.md "Navigation bar" links, in order. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/courses", label: "Courses" },
  { to: "/placements", label: "Placements" },
  { to: "/mindset", label: "Mindset Module" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
] as const;

/** SPEC.md "Footer" Quick Links, in order. */
export const FOOTER_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/courses", label: "Courses" },
  { to: "/placements", label: "Placements" },
  { to: "/mindset", label: "Mindset Module" },
  { to: "/contact", label: "Contact" },
] as const;
