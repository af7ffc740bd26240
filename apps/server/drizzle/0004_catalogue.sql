CREATE TABLE "affiliate_registration" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"store_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"business_registration_number" text NOT NULL,
	"address" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'WAIT' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_registration_state_valid" CHECK ("affiliate_registration"."state" in ('WAIT', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "bookmark" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookmark_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmark_target_type_valid" CHECK ("bookmark"."target_type" in ('PRODUCT', 'AFFILIATE', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD'))
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource_type" text NOT NULL,
	"affiliate_id" integer,
	"name" text NOT NULL,
	"code" text,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"min_order_price" integer DEFAULT 0 NOT NULL,
	"max_discount_price" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_discount_type_valid" CHECK ("coupon"."discount_type" in ('AMOUNT', 'RATE')),
	CONSTRAINT "coupon_discount_value_valid" CHECK ("coupon"."discount_value" > 0 and ("coupon"."discount_type" <> 'RATE' or "coupon"."discount_value" <= 100)),
	CONSTRAINT "coupon_resource_valid" CHECK (("coupon"."resource_type" = 'COMPANY') = ("coupon"."affiliate_id" is null))
);
--> statement-breakpoint
CREATE TABLE "direct_inquiry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "direct_inquiry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"product_id" integer,
	"affiliate_id" integer,
	"direct_inquiry_category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"direct_inquiry_state" text DEFAULT 'WAIT' NOT NULL,
	"answer" text,
	"answer_date" timestamp with time zone,
	"service_type" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_inquiry_state_valid" CHECK ("direct_inquiry"."direct_inquiry_state" in ('WAIT', 'ANSWERED'))
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"product_score" integer NOT NULL,
	"content" text NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_state" text DEFAULT 'NORMAL' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_score_valid" CHECK ("review"."product_score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "theme_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "theme_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exposure_route" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"is_flea_market" boolean DEFAULT false NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_product_item" (
	"theme_product_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "review_score_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams(name || ' ' || text_array_to_string(keywords, ' '))) STORED;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams(name || ' ' || text_array_to_string(keywords, ' '))) STORED;--> statement-breakpoint
ALTER TABLE "affiliate_registration" ADD CONSTRAINT "affiliate_registration_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_inquiry" ADD CONSTRAINT "direct_inquiry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_inquiry" ADD CONSTRAINT "direct_inquiry_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_inquiry" ADD CONSTRAINT "direct_inquiry_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_product_item" ADD CONSTRAINT "theme_product_item_theme_product_id_theme_product_id_fk" FOREIGN KEY ("theme_product_id") REFERENCES "public"."theme_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_product_item" ADD CONSTRAINT "theme_product_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_registration_member_idx" ON "affiliate_registration" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmark_member_target_key" ON "bookmark" USING btree ("member_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "bookmark_member_type_idx" ON "bookmark" USING btree ("member_id","target_type","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_affiliate_idx" ON "coupon" USING btree ("affiliate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_key" ON "coupon" USING btree ("code");--> statement-breakpoint
CREATE INDEX "direct_inquiry_product_idx" ON "direct_inquiry" USING btree ("product_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "direct_inquiry_member_idx" ON "direct_inquiry" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_product_idx" ON "review" USING btree ("product_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_affiliate_idx" ON "review" USING btree ("affiliate_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_member_idx" ON "review" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "theme_product_item_key" ON "theme_product_item" USING btree ("theme_product_id","product_id");--> statement-breakpoint
CREATE INDEX "affiliate_location_idx" ON "affiliate" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "affiliate_search_grams_idx" ON "affiliate" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "product_search_grams_idx" ON "product" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "product_created_idx" ON "product" USING btree ("create_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_group_buying_idx" ON "product" USING btree ("id" DESC NULLS LAST) WHERE "product"."is_group_buying";