CREATE TABLE "operator_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"segment" jsonb NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"page_link" text NOT NULL,
	"sent_by" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_now" integer DEFAULT 0 NOT NULL,
	"deferred_until" timestamp with time zone,
	"deferred_sent" integer,
	"deferred_sent_at" timestamp with time zone,
	CONSTRAINT "operator_message_topic_valid" CHECK ("operator_message"."topic" in ('AD', 'EVENT'))
);
--> statement-breakpoint
ALTER TABLE "push_information" ADD COLUMN "is_night_ad_notification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_information" ADD COLUMN "night_ad_notification_date" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "operator_message_create_idx" ON "operator_message" USING btree ("create_date" DESC NULLS LAST);