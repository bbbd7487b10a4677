ALTER TABLE "leads" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_version" text;