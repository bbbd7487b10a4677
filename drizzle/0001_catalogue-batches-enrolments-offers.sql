CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"price_rupees" integer NOT NULL,
	"regular_price_rupees" integer NOT NULL,
	"duration_weeks" integer NOT NULL,
	"level" text NOT NULL,
	"sale_status" text NOT NULL,
	"summary" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_price_check" CHECK ("courses"."price_rupees" > 0 and "courses"."regular_price_rupees" >= "courses"."price_rupees"),
	CONSTRAINT "courses_weeks_check" CHECK ("courses"."duration_weeks" between 1 and 104)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"price_rupees" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seat_cap" integer,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_price_check" CHECK ("offers"."price_rupees" > 0),
	CONSTRAINT "offers_window_check" CHECK ("offers"."ends_at" > "offers"."starts_at"),
	CONSTRAINT "offers_cap_check" CHECK ("offers"."seat_cap" is null or "offers"."seat_cap" > 0)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "start_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "class_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "start_time" text DEFAULT '09:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "end_time" text DEFAULT '11:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "mode" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "seats" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "state" text DEFAULT 'enrolling' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "activated_via" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "state_changed_by" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "activation_notice_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_course_idx" ON "offers" USING btree ("course_id","ends_at");--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_state_changed_by_users_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_course_idx" ON "batches" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE INDEX "enrolments_batch_state_idx" ON "enrolments" USING btree ("batch_id","state");--> statement-breakpoint
CREATE INDEX "orders_batch_idx" ON "orders" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "orders_payer_email_idx" ON "orders" USING btree (lower("payer_email"));--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_seats_check" CHECK ("batches"."seats" >= 0);