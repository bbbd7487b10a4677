-- Until now every material and exam came from the seed (staff could not create any): the old
-- link rows and exams go, and the seed writes real files and exams dated from each batch's start.
DELETE FROM "class_sessions" WHERE "type" = 'Exam' AND "id" IN (SELECT "id" FROM "exams");--> statement-breakpoint
DELETE FROM "exams";--> statement-breakpoint
DELETE FROM "materials";--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"announcement_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"mark" text NOT NULL,
	"marked_by" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "batch_modules" (
	"batch_id" text NOT NULL,
	"module" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_by" text,
	CONSTRAINT "batch_modules_batch_id_module_pk" PRIMARY KEY("batch_id","module"),
	CONSTRAINT "batch_modules_module_check" CHECK ("batch_modules"."module" >= 1)
);
--> statement-breakpoint
CREATE TABLE "batch_trainers" (
	"batch_id" text NOT NULL,
	"user_id" text NOT NULL,
	"assigned_by" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_trainers_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numeric_answer" numeric,
	"numeric_tolerance" numeric DEFAULT 0 NOT NULL,
	"marks" integer NOT NULL,
	CONSTRAINT "exam_questions_marks_check" CHECK ("exam_questions"."marks" > 0)
);
--> statement-breakpoint
CREATE TABLE "material_files" (
	"material_id" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_results" ALTER COLUMN "score" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "exams" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "module" SET DATA TYPE integer USING "module"::integer;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "series_id" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "original_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "change_note" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "recording_url" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "module" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "kind" text DEFAULT 'external' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_modules" ADD CONSTRAINT "batch_modules_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_modules" ADD CONSTRAINT "batch_modules_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_trainers" ADD CONSTRAINT "batch_trainers_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_trainers" ADD CONSTRAINT "batch_trainers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_trainers" ADD CONSTRAINT "batch_trainers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_batch_idx" ON "announcements" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "attendance_user_idx" ON "attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "batch_trainers_user_idx" ON "batch_trainers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_exam_user_idx" ON "exam_attempts" USING btree ("exam_id","user_id");--> statement-breakpoint
CREATE INDEX "exam_questions_exam_idx" ON "exam_questions" USING btree ("exam_id","position");--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sessions_series_idx" ON "class_sessions" USING btree ("series_id","starts_at");--> statement-breakpoint
CREATE INDEX "exams_batch_idx" ON "exams" USING btree ("batch_id","starts_at");--> statement-breakpoint
CREATE INDEX "materials_batch_idx" ON "materials" USING btree ("batch_id","module");--> statement-breakpoint
ALTER TABLE "batches" DROP COLUMN "total_modules";--> statement-breakpoint
ALTER TABLE "enrolments" DROP COLUMN "completed_modules";--> statement-breakpoint
ALTER TABLE "enrolments" DROP COLUMN "total_modules";--> statement-breakpoint
ALTER TABLE "materials" DROP COLUMN "size";--> statement-breakpoint
ALTER TABLE "materials" DROP COLUMN "uploaded_at";--> statement-breakpoint
ALTER TABLE "materials" DROP COLUMN "download_url";--> statement-breakpoint
ALTER TABLE "materials" DROP COLUMN "view_url";--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_marks_check" CHECK ("exams"."total_marks" > 0 and "exams"."passing_marks" between 0 and "exams"."total_marks");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_duration_check" CHECK ("exams"."duration_minutes" between 1 and 1440);--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_module_check" CHECK ("materials"."module" >= 1);--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_kind_check" CHECK (("materials"."kind" = 'link' and "materials"."url" is not null) or ("materials"."kind" = 'file' and "materials"."file_type" is not null and "materials"."file_size" is not null));