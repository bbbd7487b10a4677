// The catalogue as the pages receive it, built from the seed's values (decision 13), for unit tests
// of code that reads it (chat answers, FAQ, structured data) without a database.
import { CATALOGUE_SEED } from "../../app/content/catalogue-seed";
import { COURSE_IDS, COURSE_TITLES } from "../../app/content/course-catalogue";
import type { CourseFacts, LiveOffer } from "../../app/lib/catalogue";
import { discountPercent } from "../../app/lib/pricing";

export function seededCatalogue(
  opts: { offer?: Omit<LiveOffer, "id">; nextStarts?: Partial<Record<string, string>> } = {},
): CourseFacts[] {
  return COURSE_IDS.map((id) => {
    const seed = CATALOGUE_SEED[id];
    const offer = opts.offer?.courseId === id ? { id: "test-offer", ...opts.offer } : null;
    const price = offer ? offer.priceRupees : seed.price;
    return {
      id,
      title: COURSE_TITLES[id],
      summary: seed.summary,
      level: seed.level,
      durationWeeks: seed.weeks,
      saleStatus: seed.saleStatus,
      priceRupees: price,
      listPriceRupees: seed.price,
      regularPriceRupees: seed.regularPrice,
      discountPercent: discountPercent(price, seed.regularPrice),
      offer,
      nextStart: opts.nextStarts?.[id] ?? null,
      certificateAttendancePercent: 75,
    };
  });
}
