CREATE TABLE "fish_tank_inquiry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fish_tank_inquiry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"tank_size" text NOT NULL,
	"fish" text NOT NULL,
	"budget" integer NOT NULL,
	"region" text NOT NULL,
	"content" text NOT NULL,
	"state" text DEFAULT 'WAIT' NOT NULL,
	"service_type" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fish_tank_inquiry_budget_non_negative" CHECK ("fish_tank_inquiry"."budget" >= 0),
	CONSTRAINT "fish_tank_inquiry_state_valid" CHECK ("fish_tank_inquiry"."state" in ('WAIT', 'ANSWERED'))
);
--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "order_product_id" integer;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "reward_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "reply_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fish_tank_inquiry" ADD CONSTRAINT "fish_tank_inquiry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fish_tank_inquiry_member_idx" ON "fish_tank_inquiry" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_product_key" ON "review" USING btree ("order_product_id");--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_reward_point_non_negative" CHECK ("review"."reward_point" >= 0);--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_reply_dated" CHECK (("review"."reply" is null) = ("review"."reply_date" is null));--> statement-breakpoint
-- Written by hand: the review's order line. The schema cannot say it (catalog/schema.ts would import
-- order/schema.ts, which imports the catalogue back); a review stays when its order line goes.
ALTER TABLE "review" ADD CONSTRAINT "review_order_product_id_order_product_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_product"("id") ON DELETE set null ON UPDATE no action;
