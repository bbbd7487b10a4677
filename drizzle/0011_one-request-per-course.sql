-- Custom SQL migration file, put your code below! --
-- hand-written:
-- One request per course (docs/decisions/200): a student who holds a seat in one batch of a course
-- is no longer also pending in another batch of it (a verified order for Batch B left Batch A pending).
UPDATE "enrolments" AS e
   SET "state" = 'withdrawn',
       "reason" = 'Request moved to ' || (
         SELECT b."name" FROM "enrolments" AS a JOIN "batches" AS b ON b."id" = a."batch_id"
          WHERE a."user_id" = e."user_id" AND a."state" = 'active'
            AND b."course_id" = (SELECT "course_id" FROM "batches" WHERE "id" = e."batch_id")
          ORDER BY a."activated_at" DESC NULLS LAST
          LIMIT 1) || '.',
       "state_changed_at" = now()
 WHERE e."state" = 'pending'
   AND EXISTS (
     SELECT 1 FROM "enrolments" AS a
       JOIN "batches" AS ba ON ba."id" = a."batch_id"
       JOIN "batches" AS be ON be."id" = e."batch_id"
      WHERE a."user_id" = e."user_id" AND a."id" <> e."id" AND a."state" = 'active'
        AND ba."course_id" = be."course_id");
