import { sql } from "drizzle-orm";
import { BATCH_SEEDS, DEMO_BATCH, FIRST_START_WEEKS_AGO } from "~/content/batches";
import { CATALOGUE_SEED, SEED_OFFER } from "~/content/catalogue-seed";
import { COURSE_IDS } from "~/content/course-catalogue";
import { defaultOfferFloor } from "~/lib/offers";
import {
  addDays,
  addMonths,
  istDateKey,
  istStartOfDay,
  monthKeyOf,
  weekdayIndex,
  weekStartKey,
} from "~/lib/ist";
import type { Db } from "./db/client.server";
import { batches, courses, offers } from "./db/schema.server";

/** The first batch starts on the Monday FIRST_START_WEEKS_AGO weeks before the week of `now` (India time). */
export function firstBatchStart(now: Date): string {
  return addDays(weekStartKey(istDateKey(now)), -7 * FIRST_START_WEEKS_AGO);
}

/** The first day on or after `dateKey` that is one of the class days (a batch starts with a class). */
export function firstClassDay(dateKey: string, classDays: readonly number[]): string {
  for (let i = 0; i < 7; i++) {
    const day = addDays(dateKey, i);
    if (classDays.includes(weekdayIndex(day))) return day;
  }
  return dateKey;
}

/** The last minute of the India-time month containing `now` (an offer "ending at the end of the month"). */
export function endOfIstMonth(now: Date): Date {
  const next = `${addMonths(monthKeyOf(istDateKey(now)), 1)}-01`;
  return new Date(istStartOfDay(next).getTime() - 60_000);
}

/**
 * The catalogue's seed part: courses (decision 13's values), the batches with
 * seats and the demo batch, and the one launch offer. Idempotent (fixed ids,
 * ON CONFLICT DO NOTHING): what staff changed afterwards stays as they left it.
 */
export async function seedCatalogue(database: Db, now = new Date()) {
  await database
    .insert(courses)
    .values(
      COURSE_IDS.map((id, i) => {
        const seed = CATALOGUE_SEED[id];
        return {
          id,
          priceRupees: seed.price,
          regularPriceRupees: seed.regularPrice,
          durationWeeks: seed.weeks,
          level: seed.level,
          saleStatus: seed.saleStatus,
          summary: seed.summary,
          offerFloorRupees: defaultOfferFloor(seed.price),
          sortOrder: i,
        };
      }),
    )
    .onConflictDoNothing();

  const first = firstBatchStart(now);
  await database
    .insert(batches)
    .values([
      ...BATCH_SEEDS.map((b) => ({
        id: b.id,
        name: b.name,
        courseId: b.courseId,
        startDate: firstClassDay(addDays(first, b.startOffsetDays), b.classDays),
        classDays: [...b.classDays],
        startTime: b.startTime,
        endTime: b.endTime,
        mode: b.mode,
        seats: b.seats,
        state: b.state,
      })),
      {
        id: DEMO_BATCH.id,
        name: DEMO_BATCH.name,
        courseId: DEMO_BATCH.courseId,
        startDate: firstClassDay(
          addDays(weekStartKey(istDateKey(now)), -7 * DEMO_BATCH.startedWeeksAgo),
          DEMO_BATCH.classDays,
        ),
        classDays: [...DEMO_BATCH.classDays],
        startTime: DEMO_BATCH.startTime,
        endTime: DEMO_BATCH.endTime,
        mode: DEMO_BATCH.mode,
        seats: DEMO_BATCH.seats,
        state: DEMO_BATCH.state,
        isDemo: true,
      },
    ])
    // A batch from before batches had days and seats (class_days still the empty default) gets
    // them once; any other existing row stays as staff left it.
    .onConflictDoUpdate({
      target: batches.id,
      set: {
        startDate: sql`excluded.start_date`,
        classDays: sql`excluded.class_days`,
        startTime: sql`excluded.start_time`,
        endTime: sql`excluded.end_time`,
        mode: sql`excluded.mode`,
        seats: sql`excluded.seats`,
        state: sql`excluded.state`,
      },
      setWhere: sql`${batches.classDays} = '[]'::jsonb`,
    });

  const course = CATALOGUE_SEED[SEED_OFFER.courseId];
  await database
    .insert(offers)
    .values({
      id: SEED_OFFER.id,
      courseId: SEED_OFFER.courseId,
      priceRupees: course.price,
      startsAt: istStartOfDay(`${monthKeyOf(istDateKey(now))}-01`),
      endsAt: endOfIstMonth(now),
    })
    .onConflictDoNothing();
}
