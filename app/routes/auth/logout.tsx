import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { LOGGED_OUT } from "~/lib/portal-forms";
import { destroySession } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";

/** POST /logout: ends the session server-side, then 'Logged out successfully' on /login. */
export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(request));
  headers.append(
    "Set-Cookie",
    flashCookie({ kind: "success", title: LOGGED_OUT.title, description: LOGGED_OUT.description }),
  );
  return redirect("/login", { headers });
}

/** Signing out changes state, so it is never a GET: a plain visit goes to the portal. */
export function loader() {
  return redirect("/dashboard");
}
