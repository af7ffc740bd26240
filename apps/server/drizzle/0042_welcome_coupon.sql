ALTER TABLE "coupon" ADD COLUMN "issue_on" text;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "published_coupon" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_issue_on_valid" CHECK ("coupon"."issue_on" is null or "coupon"."issue_on" = 'SIGN_UP');--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_valid_days_valid" CHECK ("coupon"."valid_days" is null or "coupon"."valid_days" > 0);