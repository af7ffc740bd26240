CREATE TABLE "mulbti_count" (
	"key" text PRIMARY KEY NOT NULL,
	"result_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"start_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mulbti_count_non_negative" CHECK ("mulbti_count"."result_count" >= 0 and "mulbti_count"."share_count" >= 0 and "mulbti_count"."start_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mulbti_result" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mulbti_result_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preuser" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preuser_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recruitment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" text DEFAULT 'APPLY' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preuser_once" UNIQUE("recruitment_id","member_id"),
	CONSTRAINT "preuser_state" CHECK ("preuser"."state" in ('APPLY', 'CANCEL', 'SELECTED', 'UNSELECTED', 'DELETE'))
);
--> statement-breakpoint
CREATE TABLE "preuser_recruitment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preuser_recruitment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"product_name" text NOT NULL,
	"description" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preuser_recruitment_period" CHECK ("preuser_recruitment"."start_date" < "preuser_recruitment"."end_date"),
	CONSTRAINT "preuser_recruitment_capacity" CHECK ("preuser_recruitment"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "preuser_review_link" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preuser_review_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"preuser_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"url" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preuser_review_link_once" UNIQUE("preuser_id","url"),
	CONSTRAINT "preuser_review_link_type" CHECK ("preuser_review_link"."link_type" in ('INSTAGRAM', 'NAVER_BLOG', 'YOUTUBE'))
);
--> statement-breakpoint
CREATE TABLE "raffle_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"raffle_recruitment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"is_winner" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_entry_once" UNIQUE("raffle_recruitment_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "raffle_recruitment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_recruitment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"prize" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"how_to_enter" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"announce_date" timestamp with time zone NOT NULL,
	"winner_count" integer NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"announced_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_recruitment_period" CHECK ("raffle_recruitment"."start_date" < "raffle_recruitment"."end_date" and "raffle_recruitment"."end_date" <= "raffle_recruitment"."announce_date"),
	CONSTRAINT "raffle_recruitment_counts" CHECK ("raffle_recruitment"."winner_count" > 0 and "raffle_recruitment"."entry_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mulbti_result" ADD CONSTRAINT "mulbti_result_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preuser" ADD CONSTRAINT "preuser_recruitment_id_preuser_recruitment_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."preuser_recruitment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preuser" ADD CONSTRAINT "preuser_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preuser_review_link" ADD CONSTRAINT "preuser_review_link_preuser_id_preuser_id_fk" FOREIGN KEY ("preuser_id") REFERENCES "public"."preuser"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entry" ADD CONSTRAINT "raffle_entry_raffle_recruitment_id_raffle_recruitment_id_fk" FOREIGN KEY ("raffle_recruitment_id") REFERENCES "public"."raffle_recruitment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entry" ADD CONSTRAINT "raffle_entry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mulbti_result_member_idx" ON "mulbti_result" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "preuser_member_idx" ON "preuser" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "raffle_entry_member_idx" ON "raffle_entry" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "raffle_recruitment_start_idx" ON "raffle_recruitment" USING btree ("start_date","id");