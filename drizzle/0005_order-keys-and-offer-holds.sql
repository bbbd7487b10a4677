CREATE TABLE "order_keys" (
	"key_hash" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_keys_key_hash_order_id_pk" PRIMARY KEY("key_hash","order_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "offer_floor_rupees" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "repriced_from_rupees" integer;--> statement-breakpoint
ALTER TABLE "order_keys" ADD CONSTRAINT "order_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_keys_order_idx" ON "order_keys" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_offer_idx" ON "orders" USING btree ("offer_id","status");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_offer_floor_check" CHECK ("courses"."offer_floor_rupees" > 0 and "courses"."offer_floor_rupees" <= "courses"."price_rupees");--> statement-breakpoint
-- hand-written:
-- Until an administrator sets one, an offer may go down to half the course's price (docs/decisions/142).
UPDATE "courses" SET "offer_floor_rupees" = ceil("price_rupees" / 2.0)::integer;
