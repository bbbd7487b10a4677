/* 
    Unfortunately in current drizzle-kit version we can't automatically get name for primary key.
    We are working on making it available!

    Meanwhile you can:
        1. Check pk name in your database, by running
            SELECT constraint_name FROM information_schema.table_constraints
            WHERE table_schema = 'public'
                AND table_name = 'material_files'
                AND constraint_type = 'PRIMARY KEY';
        2. Uncomment code below and paste pk name manually
        
    Hope to release this update as soon as possible
*/

-- ALTER TABLE "material_files" DROP CONSTRAINT "<constraint_name>";--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "material_files_piece_idx" ON "material_files" USING btree ("material_id","seq");--> statement-breakpoint
-- hand-written:
-- A material's bytes become pieces of at most 512 KB, one row each, in order (the primary key was the
-- material alone; the unique index above replaces it): neither an upload nor a download holds a whole file.
ALTER TABLE "material_files" DROP CONSTRAINT "material_files_pkey";--> statement-breakpoint
INSERT INTO "material_files" ("material_id", "seq", "data")
SELECT f."material_id", s.i, substring(f."data" from s.i * 524288 + 1 for 524288)
FROM "material_files" f, generate_series(1, (length(f."data") - 1) / 524288) AS s(i)
WHERE f."seq" = 0 AND length(f."data") > 524288;--> statement-breakpoint
UPDATE "material_files" SET "data" = substring("data" from 1 for 524288)
WHERE "seq" = 0 AND length("data") > 524288;
