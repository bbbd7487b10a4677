import { FAQ, type FaqEntry } from "~/content/faq";
import type { CourseFacts } from "./catalogue";
import { catalogueTextValues, fillPlaceholders } from "./catalogue-text";

/** The FAQ with the catalogue's durations, fees and offer filled in (decision 13). */
export function faqEntries(catalogue: readonly CourseFacts[]): FaqEntry[] {
  const values = catalogueTextValues(catalogue);
  return FAQ.map((entry) => ({
    ...entry,
    answer: fillPlaceholders(entry.answer, values).replace(/ {2,}/g, " "),
  }));
}
