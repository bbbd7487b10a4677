import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPanel } from "~/components/layout/not-found-panel";
import { logger } from "~/server/logger.server";

export function loader({ url }: Route.LoaderArgs) {
  // `url`, not request.url: a client-side navigation's data request ends in `.data`.
  const { pathname } = url;
  logger.warn({ path: pathname }, "page not found");
  return data({ path: pathname }, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPanel />;
}
