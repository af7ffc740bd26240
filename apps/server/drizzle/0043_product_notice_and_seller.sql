ALTER TABLE "affiliate" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "business_registration_number" text;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "mail_order_sales_number" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "notice" jsonb;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "delivery_guide" jsonb;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_notice_group_valid" CHECK (notice is null or notice->>'group' is null or notice->>'group' in ('ETC_GOODS', 'HOME_APPLIANCE', 'LIVING_CHEMICAL'));