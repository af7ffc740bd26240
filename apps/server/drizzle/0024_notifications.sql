CREATE TABLE "push_notification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"page_link" text NOT NULL,
	"is_click" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_notification_topic_valid" CHECK ("push_notification"."topic" in ('AD', 'EVENT', 'ORDER_DELIVERY', 'REVIEW', 'COMMUNITY', 'AFFILIATE', 'COMMENT', 'LIKE', 'ETC')),
	CONSTRAINT "push_notification_page_link_local" CHECK (left("push_notification"."page_link", 1) = '/')
);
--> statement-breakpoint
CREATE TABLE "push_topic_setting" (
	"member_id" integer NOT NULL,
	"topic" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_topic_setting_member_id_topic_pk" PRIMARY KEY("member_id","topic"),
	CONSTRAINT "push_topic_setting_topic_valid" CHECK ("push_topic_setting"."topic" in ('COMMENT', 'LIKE', 'COMMUNITY', 'ORDER_DELIVERY', 'REVIEW', 'AFFILIATE'))
);
--> statement-breakpoint
ALTER TABLE "push_notification" ADD CONSTRAINT "push_notification_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_topic_setting" ADD CONSTRAINT "push_topic_setting_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_notification_member_idx" ON "push_notification" USING btree ("member_id","id");