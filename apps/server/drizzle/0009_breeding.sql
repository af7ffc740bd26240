CREATE TABLE "breeding_daily_record" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breeding_daily_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"breeding_farm_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"record_date" date NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"water_change_percent" integer,
	"feeding_count" integer,
	"feed_name" text,
	"fish_added" integer DEFAULT 0 NOT NULL,
	"fish_born" integer DEFAULT 0 NOT NULL,
	"fish_lost" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breeding_daily_record_water_change_valid" CHECK ("breeding_daily_record"."water_change_percent" between 0 and 100),
	CONSTRAINT "breeding_daily_record_feeding_valid" CHECK ("breeding_daily_record"."feeding_count" between 0 and 20),
	CONSTRAINT "breeding_daily_record_fish_valid" CHECK ("breeding_daily_record"."fish_added" between 0 and 10000 and "breeding_daily_record"."fish_born" between 0 and 10000 and "breeding_daily_record"."fish_lost" between 0 and 10000),
	CONSTRAINT "breeding_daily_record_note_length" CHECK (char_length("breeding_daily_record"."note") <= 2000),
	CONSTRAINT "breeding_daily_record_images_count" CHECK (coalesce(array_length("breeding_daily_record"."image_urls", 1), 0) <= 10),
	CONSTRAINT "breeding_daily_record_counts_non_negative" CHECK (least("breeding_daily_record"."hits", "breeding_daily_record"."likes", "breeding_daily_record"."bookmark_count", "breeding_daily_record"."comment_count") >= 0)
);
--> statement-breakpoint
CREATE TABLE "breeding_data_name" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breeding_data_name_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"min_value" double precision NOT NULL,
	"max_value" double precision NOT NULL,
	"decimals" integer NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "breeding_data_name_range_valid" CHECK ("breeding_data_name"."min_value" < "breeding_data_name"."max_value"),
	CONSTRAINT "breeding_data_name_decimals_valid" CHECK ("breeding_data_name"."decimals" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "breeding_farm" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breeding_farm_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"breeding_farm_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tank_size" text,
	"image_url" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"service_type" text DEFAULT 'MULMUNG' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (search_grams(breeding_farm_name)) STORED,
	CONSTRAINT "breeding_farm_name_length" CHECK (char_length("breeding_farm"."breeding_farm_name") between 1 and 30),
	CONSTRAINT "breeding_farm_counts_non_negative" CHECK (least("breeding_farm"."hits", "breeding_farm"."likes", "breeding_farm"."bookmark_count", "breeding_farm"."comment_count") >= 0)
);
--> statement-breakpoint
CREATE TABLE "breeding_record_value" (
	"breeding_daily_record_id" integer NOT NULL,
	"breeding_data_name_id" integer NOT NULL,
	"breeding_farm_id" integer NOT NULL,
	"record_date" date NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "breeding_record_value_pkey" PRIMARY KEY("breeding_daily_record_id","breeding_data_name_id")
);
--> statement-breakpoint
ALTER TABLE "breeding_daily_record" ADD CONSTRAINT "breeding_daily_record_breeding_farm_id_breeding_farm_id_fk" FOREIGN KEY ("breeding_farm_id") REFERENCES "public"."breeding_farm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeding_daily_record" ADD CONSTRAINT "breeding_daily_record_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD CONSTRAINT "breeding_farm_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeding_record_value" ADD CONSTRAINT "breeding_record_value_breeding_daily_record_id_breeding_daily_record_id_fk" FOREIGN KEY ("breeding_daily_record_id") REFERENCES "public"."breeding_daily_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeding_record_value" ADD CONSTRAINT "breeding_record_value_breeding_data_name_id_breeding_data_name_id_fk" FOREIGN KEY ("breeding_data_name_id") REFERENCES "public"."breeding_data_name"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breeding_daily_record_farm_date_key" ON "breeding_daily_record" USING btree ("breeding_farm_id","record_date");--> statement-breakpoint
CREATE INDEX "breeding_daily_record_member_date_idx" ON "breeding_daily_record" USING btree ("member_id","record_date");--> statement-breakpoint
CREATE INDEX "breeding_daily_record_public_idx" ON "breeding_daily_record" USING btree ("record_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "breeding_daily_record"."is_public";--> statement-breakpoint
CREATE UNIQUE INDEX "breeding_data_name_code_key" ON "breeding_data_name" USING btree ("code");--> statement-breakpoint
CREATE INDEX "breeding_farm_member_idx" ON "breeding_farm" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "breeding_farm_public_likes_idx" ON "breeding_farm" USING btree ("likes" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "breeding_farm"."is_public";--> statement-breakpoint
CREATE INDEX "breeding_farm_search_grams_idx" ON "breeding_farm" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "breeding_record_value_chart_idx" ON "breeding_record_value" USING btree ("breeding_farm_id","breeding_data_name_id","record_date","value");