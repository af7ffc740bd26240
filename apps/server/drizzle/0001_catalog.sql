CREATE TABLE "affiliate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"region" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone_number" text,
	"opening_hours" text,
	"is_shop_visit" boolean DEFAULT true NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_latitude_valid" CHECK ("affiliate"."latitude" between -90 and 90),
	CONSTRAINT "affiliate_longitude_valid" CHECK ("affiliate"."longitude" between -180 and 180),
	CONSTRAINT "affiliate_bookmark_count_non_negative" CHECK ("affiliate"."bookmark_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text,
	"password_hash" text,
	"login_type" text DEFAULT 'EMAIL' NOT NULL,
	"nickname" text,
	"name" text,
	"phone_number" text,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"profile_image_url" text,
	"introduction" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "member_point_non_negative" CHECK ("member"."point" >= 0),
	CONSTRAINT "member_role_valid" CHECK ("member"."role" in ('MEMBER', 'AFFILIATE', 'ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"category_dept1_code" text NOT NULL,
	"category_dept2_code" text,
	"category_dept3_code" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_price" integer NOT NULL,
	"sell_price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_use_option_group" boolean DEFAULT false NOT NULL,
	"product_score" real DEFAULT 0 NOT NULL,
	"sales_volume" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"review_score_sum" integer DEFAULT 0 NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_group_buying" boolean DEFAULT false NOT NULL,
	"group_buying_end_date" timestamp with time zone,
	"is_flea_market" boolean DEFAULT false NOT NULL,
	"is_parcel" boolean DEFAULT true NOT NULL,
	"is_free_delivery" boolean DEFAULT false NOT NULL,
	"free_delivery_price_order_payment" integer DEFAULT 0 NOT NULL,
	"parcel_delivery_price" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_non_negative" CHECK ("product"."sell_price" >= 0 and "product"."original_price" >= 0),
	CONSTRAINT "product_stock_non_negative" CHECK ("product"."stock" >= 0),
	CONSTRAINT "product_delivery_non_negative" CHECK ("product"."parcel_delivery_price" >= 0 and "product"."free_delivery_price_order_payment" >= 0),
	CONSTRAINT "product_state_valid" CHECK ("product"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE'))
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dept" integer NOT NULL,
	"parent_code" text,
	"order_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_category_dept_valid" CHECK ("product_category"."dept" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_option" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"option_group_id" integer,
	"name" text NOT NULL,
	"sell_price" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"is_delivery_price" boolean DEFAULT false NOT NULL,
	"is_add_product_sell_price" boolean DEFAULT true NOT NULL,
	"is_required_by_group" boolean DEFAULT false NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_option_price_non_negative" CHECK ("product_option"."sell_price" >= 0),
	CONSTRAINT "product_option_quantity_non_negative" CHECK ("product_option"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_option_group" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_option_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_setting" (
	"setting_type" text PRIMARY KEY NOT NULL,
	"setting_data" jsonb NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate" ADD CONSTRAINT "affiliate_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_dept1_code_product_category_code_fk" FOREIGN KEY ("category_dept1_code") REFERENCES "public"."product_category"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_dept2_code_product_category_code_fk" FOREIGN KEY ("category_dept2_code") REFERENCES "public"."product_category"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_dept3_code_product_category_code_fk" FOREIGN KEY ("category_dept3_code") REFERENCES "public"."product_category"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_option_group_id_product_option_group_id_fk" FOREIGN KEY ("option_group_id") REFERENCES "public"."product_option_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_group" ADD CONSTRAINT "product_option_group_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_email_key" ON "member" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_nickname_key" ON "member" USING btree ("nickname");--> statement-breakpoint
CREATE UNIQUE INDEX "member_phone_number_key" ON "member" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "member_referral_code_key" ON "member" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "product_dept1_score_idx" ON "product" USING btree ("category_dept1_code","product_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_dept2_score_idx" ON "product" USING btree ("category_dept2_code","product_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_dept3_score_idx" ON "product" USING btree ("category_dept3_code","product_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_affiliate_idx" ON "product" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "product_score_idx" ON "product" USING btree ("product_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_category_parent_idx" ON "product_category" USING btree ("parent_code","order_number");--> statement-breakpoint
CREATE INDEX "product_option_product_idx" ON "product_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_option_group_product_idx" ON "product_option_group" USING btree ("product_id");