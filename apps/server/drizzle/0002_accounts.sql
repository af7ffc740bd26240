CREATE TABLE "member_session" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"login_type" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "member_social_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_social_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_social_account_provider_valid" CHECK ("member_social_account"."provider" in ('KAKAO', 'NAVER', 'GMAIL', 'APPLE'))
);
--> statement-breakpoint
CREATE TABLE "member_terms_consent" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"is_use_service" boolean NOT NULL,
	"is_privacy" boolean NOT NULL,
	"is_receive_event_and_marketing" boolean NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_terms_consent_required" CHECK ("member_terms_consent"."is_use_service" and "member_terms_consent"."is_privacy")
);
--> statement-breakpoint
CREATE TABLE "outbox_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_message_channel_valid" CHECK ("outbox_message"."channel" in ('SMS', 'EMAIL'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_token" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_authentication" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"request_ip" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_authentication_attempts_valid" CHECK ("phone_authentication"."attempt_count" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "push_information" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_information_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"is_ad_notification" boolean DEFAULT false NOT NULL,
	"is_event_notification" boolean DEFAULT false NOT NULL,
	"ad_notification_date" timestamp with time zone,
	"event_notification_date" timestamp with time zone,
	"push_token" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referee" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"referrer_member_id" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referee_not_self" CHECK ("referee"."member_id" <> "referee"."referrer_member_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refund_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_destination" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_destination_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"recipient" text NOT NULL,
	"phone_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"address" text NOT NULL,
	"detail_address" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_destination_postal_code_valid" CHECK ("shipping_destination"."postal_code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "service_type" text DEFAULT 'MULMUNG' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "phone_certified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_social_account" ADD CONSTRAINT "member_social_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_terms_consent" ADD CONSTRAINT "member_terms_consent_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_information" ADD CONSTRAINT "push_information_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee" ADD CONSTRAINT "referee_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee" ADD CONSTRAINT "referee_referrer_member_id_member_id_fk" FOREIGN KEY ("referrer_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_session_id_member_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."member_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_account" ADD CONSTRAINT "refund_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_destination" ADD CONSTRAINT "shipping_destination_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_session_member_idx" ON "member_session" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_social_account_subject_key" ON "member_social_account" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "member_social_account_member_provider_key" ON "member_social_account" USING btree ("member_id","provider");--> statement-breakpoint
CREATE INDEX "outbox_message_recipient_idx" ON "outbox_message" USING btree ("recipient","id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_token_hash_key" ON "password_reset_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_token_member_idx" ON "password_reset_token" USING btree ("member_id","create_date");--> statement-breakpoint
CREATE INDEX "phone_authentication_phone_idx" ON "phone_authentication" USING btree ("phone_number","create_date");--> statement-breakpoint
CREATE UNIQUE INDEX "push_information_member_key" ON "push_information" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referee_member_key" ON "referee" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "referee_referrer_idx" ON "referee" USING btree ("referrer_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_key" ON "refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_token_session_idx" ON "refresh_token" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_account_member_key" ON "refund_account" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "shipping_destination_member_idx" ON "shipping_destination" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_destination_default_key" ON "shipping_destination" USING btree ("member_id") WHERE "shipping_destination"."is_default";--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_login_type_valid" CHECK ("member"."login_type" in ('EMAIL', 'KAKAO', 'NAVER', 'GMAIL', 'APPLE'));