CREATE TABLE "affiliate_newsletter" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_newsletter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"community_board_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"thumbnail_url" text,
	"hits" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_board" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_board_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"dept1_category" text NOT NULL,
	"dept2_category" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"hits" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"is_top_fix" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (search_grams(title || ' ' || content_text)) STORED,
	CONSTRAINT "community_board_title_length" CHECK (char_length("community_board"."title") between 1 and 100),
	CONSTRAINT "community_board_counts_non_negative" CHECK ("community_board"."hits" >= 0 and "community_board"."likes" >= 0 and "community_board"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_board_page_count" (
	"scope" text NOT NULL,
	"bucket" integer NOT NULL,
	"n_all" integer DEFAULT 0 NOT NULL,
	"n_normal" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_board_page_count_scope_bucket_pk" PRIMARY KEY("scope","bucket")
);
--> statement-breakpoint
CREATE TABLE "community_category" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dept" integer NOT NULL,
	"parent_code" text,
	"order_number" integer DEFAULT 0 NOT NULL,
	"is_notice" boolean DEFAULT false NOT NULL,
	CONSTRAINT "community_category_dept_valid" CHECK ("community_category"."dept" in (1, 2) and ("community_category"."dept" = 1) = ("community_category"."parent_code" is null))
);
--> statement-breakpoint
CREATE TABLE "report" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"direct_inquiry_category" text DEFAULT 'REPORT' NOT NULL,
	"service_type" text NOT NULL,
	"state" text DEFAULT 'WAIT' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_type_valid" CHECK ("report"."report_type" in ('COMMUNITY_BOARD', 'COMMUNITY_BOARD_COMMENT')),
	CONSTRAINT "report_category_valid" CHECK ("report"."direct_inquiry_category" = 'REPORT'),
	CONSTRAINT "report_state_valid" CHECK ("report"."state" in ('WAIT', 'DONE', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "affiliate_newsletter" ADD CONSTRAINT "affiliate_newsletter_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_newsletter" ADD CONSTRAINT "affiliate_newsletter_community_board_id_community_board_id_fk" FOREIGN KEY ("community_board_id") REFERENCES "public"."community_board"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_notice" ADD CONSTRAINT "affiliate_notice_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_board" ADD CONSTRAINT "community_board_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_board" ADD CONSTRAINT "community_board_dept1_category_community_category_code_fk" FOREIGN KEY ("dept1_category") REFERENCES "public"."community_category"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_board" ADD CONSTRAINT "community_board_dept2_category_community_category_code_fk" FOREIGN KEY ("dept2_category") REFERENCES "public"."community_category"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_newsletter_affiliate_idx" ON "affiliate_newsletter" USING btree ("affiliate_id","create_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "affiliate_newsletter_created_idx" ON "affiliate_newsletter" USING btree ("create_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_newsletter_board_key" ON "affiliate_newsletter" USING btree ("community_board_id");--> statement-breakpoint
CREATE INDEX "affiliate_notice_affiliate_idx" ON "affiliate_notice" USING btree ("affiliate_id","create_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_board_listable_idx" ON "community_board" USING btree ("id" DESC NULLS LAST) WHERE not "community_board"."is_deleted" and not "community_board"."is_hidden";--> statement-breakpoint
CREATE INDEX "community_board_dept1_idx" ON "community_board" USING btree ("dept1_category","id" DESC NULLS LAST) WHERE not "community_board"."is_deleted" and not "community_board"."is_hidden";--> statement-breakpoint
CREATE INDEX "community_board_dept2_idx" ON "community_board" USING btree ("dept2_category","id" DESC NULLS LAST) WHERE not "community_board"."is_deleted" and not "community_board"."is_hidden";--> statement-breakpoint
CREATE INDEX "community_board_top_fix_idx" ON "community_board" USING btree ("id" DESC NULLS LAST) WHERE "community_board"."is_top_fix" and not "community_board"."is_deleted" and not "community_board"."is_hidden";--> statement-breakpoint
CREATE INDEX "community_board_member_idx" ON "community_board" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_board_search_grams_idx" ON "community_board" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "community_category_parent_idx" ON "community_category" USING btree ("parent_code","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "report_member_target_key" ON "report" USING btree ("member_id","report_type","target_id");--> statement-breakpoint
CREATE INDEX "report_target_idx" ON "report" USING btree ("report_type","target_id");