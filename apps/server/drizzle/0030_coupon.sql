CREATE TABLE "published_coupon" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "published_coupon_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"state" text DEFAULT 'AVAILABLE' NOT NULL,
	"used_order_form_id" integer,
	"used_order_part_id" integer,
	"discount_price" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "published_coupon_state_valid" CHECK ("published_coupon"."state" in ('AVAILABLE', 'USED')),
	CONSTRAINT "published_coupon_used_valid" CHECK (("published_coupon"."state" = 'USED') = ("published_coupon"."used_order_form_id" is not null and "published_coupon"."used_at" is not null) and "published_coupon"."discount_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_form" DROP CONSTRAINT "order_form_prices_valid";--> statement-breakpoint
ALTER TABLE "order_part" DROP CONSTRAINT "order_part_prices_valid";--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "total_quantity" integer;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "issued_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_form" ADD COLUMN "coupon_discount_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_part" ADD COLUMN "coupon_discount_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "published_coupon" ADD CONSTRAINT "published_coupon_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_coupon" ADD CONSTRAINT "published_coupon_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_coupon" ADD CONSTRAINT "published_coupon_used_order_form_id_order_form_id_fk" FOREIGN KEY ("used_order_form_id") REFERENCES "public"."order_form"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_coupon" ADD CONSTRAINT "published_coupon_used_order_part_id_order_part_id_fk" FOREIGN KEY ("used_order_part_id") REFERENCES "public"."order_part"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "published_coupon_member_coupon_key" ON "published_coupon" USING btree ("member_id","coupon_id");--> statement-breakpoint
CREATE INDEX "published_coupon_member_idx" ON "published_coupon" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "published_coupon_order_idx" ON "published_coupon" USING btree ("used_order_form_id");--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_state_valid" CHECK ("coupon"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE'));--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_issued_valid" CHECK ("coupon"."issued_count" >= 0 and ("coupon"."total_quantity" is null or "coupon"."issued_count" <= "coupon"."total_quantity"));--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_prices_valid" CHECK ("coupon"."min_order_price" >= 0 and coalesce("coupon"."max_discount_price", 1) > 0);--> statement-breakpoint
ALTER TABLE "order_form" ADD CONSTRAINT "order_form_prices_valid" CHECK ("order_form"."product_price" >= 0 and "order_form"."delivery_price" >= 0 and "order_form"."extra_delivery_price" >= 0 and "order_form"."coupon_discount_price" between 0 and "order_form"."product_price" and "order_form"."total_price" = "order_form"."product_price" + "order_form"."delivery_price" + "order_form"."extra_delivery_price" - "order_form"."coupon_discount_price");--> statement-breakpoint
ALTER TABLE "order_part" ADD CONSTRAINT "order_part_prices_valid" CHECK ("order_part"."product_price" >= 0 and "order_part"."delivery_price" >= 0 and "order_part"."extra_delivery_price" >= 0 and "order_part"."coupon_discount_price" between 0 and "order_part"."product_price" and "order_part"."total_price" = "order_part"."product_price" + "order_part"."delivery_price" + "order_part"."extra_delivery_price" - "order_part"."coupon_discount_price");