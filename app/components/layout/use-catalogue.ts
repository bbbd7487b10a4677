import { useRouteLoaderData } from "react-router";
import type { CourseFacts } from "~/lib/catalogue";

interface MarketingLayoutData {
  catalogue: CourseFacts[];
}

/**
 * The catalogue the public layout loaded from the database (every course's
 * price, duration, level, sale status, live offer and next start): one read
 * per page, shared by cards, the chat and the discount pop-up.
 */
export function useCatalogue(): CourseFacts[] {
  // The public layout is mounted under two ids (forgot-password has its own).
  const main = useRouteLoaderData("routes/marketing/layout") as MarketingLayoutData | undefined;
  const other = useRouteLoaderData("forgot-password-layout") as MarketingLayoutData | undefined;
  return main?.catalogue ?? other?.catalogue ?? [];
}

/** One course's facts from the layout's catalogue. */
export function useCourseFacts(id: string): CourseFacts | undefined {
  return useCatalogue().find((c) => c.id === id);
}
