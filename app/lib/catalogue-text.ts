import { CHAT_CATALOGUE_PHRASES as P } from "~/content/catalogue-phrases";
import { paymentWays } from "~/content/payment-ways";
import type { CourseId } from "~/content/course-catalogue";
import { type CourseFacts, formatWeeks } from "./catalogue";
import { certificateRuleText } from "./certificates";
import { formatDate, formatDateTime, formatInr } from "./format";

/** The short names the chat templates use for the courses ({python.weeks}, {ai.fee}, ...). */
export const CHAT_COURSE_KEYS: Record<CourseId, string> = {
  "python-full-stack": "python",
  "java-full-stack": "java",
  "ai-machine-learning": "ai",
  "azure-cloud": "azure",
  "sql-database": "sql",
  "aws-cloud": "aws",
};

/** `{name}` and `{course.key}` in a template replaced by their values (unknown ones kept). */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{([\w.]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** {pay.short}, {pay.payment}, {pay.steps}, {pay.confirm}: UPI only, or online too (content/payment-ways.ts). */
export function paymentWayValues(onlinePayment: boolean): Record<string, string> {
  const ways = paymentWays(onlinePayment);
  return {
    "pay.short": ways.short,
    "pay.payment": ways.payment,
    "pay.steps": ways.steps,
    "pay.confirm": ways.confirm,
  };
}

const day = (key: string) => formatDate(`${key}T12:00:00+05:30`);

function feeSentence(c: CourseFacts): string {
  if (c.saleStatus === "coming_soon") return P.comingSoon;
  if (c.saleStatus === "closed") return P.closed;
  const values = { price: formatInr(c.priceRupees), regular: formatInr(c.regularPriceRupees) };
  return fillPlaceholders(c.regularPriceRupees > c.priceRupees ? P.feeWithRegular : P.fee, values);
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The values of the catalogue placeholders in the chat's answers and the FAQ
 * (content/chat.ts describes them), from the catalogue the page loaded: both
 * quote the same price, duration, offer and batch dates as every other page
 * (decision 13).
 */
export function catalogueTextValues(catalogue: readonly CourseFacts[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const c of catalogue) {
    const key = CHAT_COURSE_KEYS[c.id];
    values[`${key}.weeks`] = formatWeeks(c.durationWeeks);
    values[`${key}.price`] = formatInr(c.priceRupees);
    values[`${key}.fee`] = feeSentence(c);
    values[`${key}.next`] =
      c.saleStatus === "on_sale" && c.nextStart
        ? fillPlaceholders(P.nextBatch, { date: day(c.nextStart) })
        : "";
  }
  const onSale = catalogue.filter((c) => c.saleStatus === "on_sale");
  values.certificateRule = certificateRuleText(catalogue.map((c) => c.certificateAttendancePercent));
  values.feeList = list(onSale.map((c) => `${c.title} ${formatInr(c.priceRupees)}`));
  values.durationList = list(catalogue.map((c) => `${c.title} ${formatWeeks(c.durationWeeks)}`));
  const weeks = catalogue.map((c) => c.durationWeeks);
  values.durationRange = weeks.length
    ? Math.min(...weeks) === Math.max(...weeks)
      ? formatWeeks(weeks[0])
      : `${Math.min(...weeks)} to ${Math.max(...weeks)} weeks`
    : "";
  values.courseList = list(
    catalogue.map((c) => (c.saleStatus === "coming_soon" ? `${c.title} ${P.comingSoonMark}` : c.title)),
  );
  const offered = onSale.find((c) => c.offer);
  values.offer = offered?.offer
    ? fillPlaceholders(P.offer, {
        course: offered.title,
        price: formatInr(offered.priceRupees),
        regular: formatInr(offered.regularPriceRupees),
        percent: String(offered.discountPercent),
        end: formatDateTime(offered.offer.endsAt),
      }) +
      (offered.offer.seatsLeft !== null
        ? fillPlaceholders(P.offerPlaces, { places: String(offered.offer.seatsLeft) })
        : "")
    : P.noOffer;
  const starts = onSale.filter((c) => c.nextStart).sort((a, b) => a.nextStart!.localeCompare(b.nextStart!));
  values.nextBatches = starts.length
    ? `${P.nextBatchesIntro} ${list(starts.map((c) => `${c.title} on ${day(c.nextStart!)}`))}.`
    : P.noNextBatches;
  return values;
}
