CREATE TABLE "banner" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"click_link" text,
	"exposure_route" text NOT NULL,
	"exposure_position" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_state_valid" CHECK ("banner"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE')),
	CONSTRAINT "banner_period_valid" CHECK ("banner"."start_date" < "banner"."end_date"),
	CONSTRAINT "banner_exposure_route_valid" CHECK ("banner"."exposure_route" in ('/', '/ecommerce', '/my-info', '/breeding', '/home', '/community', '/community/board')),
	CONSTRAINT "banner_exposure_position_valid" CHECK ("banner"."exposure_position" in ('TOP', 'MIDDLE', 'BOTTOM'))
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text[] NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"order_number" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_state_valid" CHECK ("content"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE'))
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_state_valid" CHECK ("faq"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE'))
);
--> statement-breakpoint
CREATE TABLE "icon_theme" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "icon_theme_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"icon_theme_type" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"order_number" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "icon_theme_state_valid" CHECK ("icon_theme"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE')),
	CONSTRAINT "icon_theme_type_valid" CHECK ("icon_theme"."icon_theme_type" in ('MANIA', 'PRODUCT_EXHIBITION'))
);
--> statement-breakpoint
CREATE TABLE "popup" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_state_valid" CHECK ("popup"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE')),
	CONSTRAINT "popup_period_valid" CHECK ("popup"."start_date" < "popup"."end_date")
);
--> statement-breakpoint
CREATE TABLE "site_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text[] NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_event_state_valid" CHECK ("site_event"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE')),
	CONSTRAINT "site_event_period_valid" CHECK ("site_event"."start_date" < "site_event"."end_date")
);
--> statement-breakpoint
CREATE TABLE "theme" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "theme_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"sub_title" text,
	"section" text NOT NULL,
	"location" text NOT NULL,
	"layout" text DEFAULT 'HORIZONTAL' NOT NULL,
	"category_code" text,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_state_valid" CHECK ("theme"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE')),
	CONSTRAINT "theme_location_valid" CHECK ("theme"."location" in ('HOME', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD', 'ANYWHERE')),
	CONSTRAINT "theme_layout_valid" CHECK ("theme"."layout" in ('HORIZONTAL', 'GRID')),
	CONSTRAINT "theme_section_valid" CHECK ("theme"."section" in ('breeding-daily-record', 'breeding-farm', 'affiliate', 'popular', 'flea-market', 'question',
        'interesting-content', 'housewarming', 'newsletter', 'recommended-affiliate-product', 'recent-product',
        'product-review', 'raffle-recruitment', 'high-hit-record', 'recommend-by-member', 'popular-category-product',
        'product')),
	CONSTRAINT "theme_category_needed" CHECK ("theme"."section" <> 'popular-category-product' or "theme"."category_code" is not null)
);
--> statement-breakpoint
CREATE INDEX "banner_route_idx" ON "banner" USING btree ("exposure_route","start_date");