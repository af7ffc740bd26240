CREATE TABLE "member_social_revocation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_social_revocation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"sealed_tokens" text,
	"cause" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "member_social_revocation_provider_valid" CHECK ("member_social_revocation"."provider" in ('KAKAO', 'NAVER', 'GMAIL', 'APPLE')),
	CONSTRAINT "member_social_revocation_cause_valid" CHECK ("member_social_revocation"."cause" in ('UNLINK', 'WITHDRAWAL')),
	CONSTRAINT "member_social_revocation_state_valid" CHECK ("member_social_revocation"."state" in ('PENDING', 'DONE', 'GONE', 'SKIPPED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "member_social_account" ADD COLUMN "sealed_tokens" text;--> statement-breakpoint
ALTER TABLE "member_social_revocation" ADD CONSTRAINT "member_social_revocation_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_social_revocation_member_idx" ON "member_social_revocation" USING btree ("member_id");