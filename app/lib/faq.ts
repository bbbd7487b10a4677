import { FAQ, type FaqEntry } from "~/content/faq";
import type { CourseFacts } from "./catalogue";
import { catalogueTextValues, fillPlaceholders, paymentWayValues } from "./catalogue-text";

/** The FAQ with the catalogue's durations, fees and offer filled in (decision 13), and how to pay. */
export function faqEntries(catalogue: readonly CourseFacts[], onlinePayment = false): FaqEntry[] {
  const values = { ...catalogueTextValues(catalogue), ...paymentWayValues(onlinePayment) };
  return FAQ.map((entry) => ({
    ...entry,
    answer: fillPlaceholders(entry.answer, values).replace(/ {2,}/g, " "),
  }));
}
