CREATE TABLE "comment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_type" text NOT NULL,
	"parent_id" integer NOT NULL,
	"reply_to_id" integer,
	"member_id" integer NOT NULL,
	"content" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_parent_type_valid" CHECK ("comment"."parent_type" in ('COMMUNITY_BOARD', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD')),
	CONSTRAINT "comment_content_length" CHECK (char_length("comment"."content") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "like_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "like_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "like_log_target_type_valid" CHECK ("like_log"."target_type" in ('COMMUNITY_BOARD', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD'))
);
--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "like_log" ADD CONSTRAINT "like_log_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_parent_idx" ON "comment" USING btree ("parent_type","parent_id","id") WHERE "comment"."reply_to_id" is null;--> statement-breakpoint
CREATE INDEX "comment_reply_idx" ON "comment" USING btree ("reply_to_id","id");--> statement-breakpoint
CREATE INDEX "comment_member_idx" ON "comment" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "like_log_member_target_key" ON "like_log" USING btree ("member_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "like_log_target_idx" ON "like_log" USING btree ("target_type","target_id","id" DESC NULLS LAST);