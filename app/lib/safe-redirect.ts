/**
 * Where to go after login. Only same-site relative paths are accepted
 * ("/dashboard/exams?tab=completed"); anything that could leave the site
 * ("//evil.example", "/\\evil.example", "https://…", "javascript:…") or loop
 * back into the account pages falls back.
 */
export function safeRedirect(to: unknown, fallback: string): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Control characters and backslashes are never part of a path we link to.
  if (to.includes("\\") || [...to].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127))
    return fallback;
  let url: URL;
  try {
    url = new URL(to, "http://same.site");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.site") return fallback;
  if (/^\/(login|signup|logout|forgot-password|reset-password)(\/|$)/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page a signed-in person lands on: staff in the console, students in the portal. */
export function homeFor(role: "student" | "staff", redirectTo: unknown): string {
  if (role === "staff") {
    const to = safeRedirect(redirectTo, "/staff");
    return to.startsWith("/dashboard") ? "/staff" : to;
  }
  const to = safeRedirect(redirectTo, "/dashboard");
  return to.startsWith("/staff") ? "/dashboard" : to;
}
