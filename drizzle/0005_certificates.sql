CREATE TABLE "certificate_refusals" (
	"batch_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"refused_by" text,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_refusals_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" text,
	"batch_id" text NOT NULL,
	"course_id" text NOT NULL,
	"student_name" text NOT NULL,
	"course_title" text NOT NULL,
	"batch_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"live_minutes" integer NOT NULL,
	"attendance_percent" integer,
	"final_exam_score" numeric(7, 2),
	"final_exam_total" integer,
	"signatory_name" text NOT NULL,
	"signatory_title" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_via" text NOT NULL,
	"issue_reason" text,
	"issued_by" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"revoke_reason" text,
	"public" boolean DEFAULT false NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_attendance_percent" integer DEFAULT 75 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_signatory_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_signatory_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "is_final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_refusals" ADD CONSTRAINT "certificate_refusals_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_refusals" ADD CONSTRAINT "certificate_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_refusals" ADD CONSTRAINT "certificate_refusals_refused_by_users_id_fk" FOREIGN KEY ("refused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_valid_idx" ON "certificates" USING btree ("batch_id","user_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_one_final_idx" ON "exams" USING btree ("batch_id") WHERE "exams"."is_final";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_certificate_attendance_check" CHECK ("courses"."certificate_attendance_percent" between 0 and 100);