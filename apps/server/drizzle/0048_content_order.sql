ALTER TABLE "banner" ADD COLUMN "order_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "popup" ADD COLUMN "order_number" integer DEFAULT 0 NOT NULL;