CREATE TABLE "affiliate_staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role" text DEFAULT 'STAFF' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_staff_role_valid" CHECK ("affiliate_staff"."role" in ('STAFF'))
);
--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "detail_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "holidays" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "image_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "default_delivery" jsonb;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "return_address" text;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "payout_bank_code" text;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "payout_account_number" text;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "payout_account_holder" text;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "platform_fee_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "affiliate_staff" ADD CONSTRAINT "affiliate_staff_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_staff" ADD CONSTRAINT "affiliate_staff_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_staff_member_key" ON "affiliate_staff" USING btree ("affiliate_id","member_id");--> statement-breakpoint
CREATE INDEX "affiliate_staff_member_idx" ON "affiliate_staff" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "affiliate" ADD CONSTRAINT "affiliate_fee_rate_valid" CHECK ("affiliate"."platform_fee_rate_bp" is null or "affiliate"."platform_fee_rate_bp" between 0 and 5000);--> statement-breakpoint
UPDATE "affiliate" SET "image_urls" = ARRAY["image_url"] WHERE "image_url" IS NOT NULL;