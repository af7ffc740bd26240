ALTER TABLE "affiliate" DROP CONSTRAINT "affiliate_state_valid";--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_registration" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "affiliate_registration" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_registration" ADD COLUMN "affiliate_id" integer;--> statement-breakpoint
ALTER TABLE "affiliate_registration" ADD CONSTRAINT "affiliate_registration_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_not_normal_idx" ON "affiliate" USING btree ("id") WHERE "affiliate"."state" <> 'NORMAL';--> statement-breakpoint
CREATE INDEX "affiliate_registration_state_idx" ON "affiliate_registration" USING btree ("state","id");--> statement-breakpoint
ALTER TABLE "affiliate" ADD CONSTRAINT "affiliate_state_valid" CHECK ("affiliate"."state" in ('NORMAL', 'DEACTIVATE', 'SUSPENDED', 'DELETE'));