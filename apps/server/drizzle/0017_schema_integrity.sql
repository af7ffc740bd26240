-- The unique key must exist before the composite foreign key that references it (reordered by hand).
ALTER TABLE "breeding_record_value" DROP CONSTRAINT "breeding_record_value_breeding_daily_record_id_breeding_daily_record_id_fk";
--> statement-breakpoint
ALTER TABLE "breeding_daily_record" ADD CONSTRAINT "breeding_daily_record_value_copy_key" UNIQUE("id","breeding_farm_id","record_date","is_public");--> statement-breakpoint
ALTER TABLE "breeding_record_value" ADD CONSTRAINT "breeding_record_value_record_fk" FOREIGN KEY ("breeding_daily_record_id","breeding_farm_id","record_date","is_public") REFERENCES "public"."breeding_daily_record"("id","breeding_farm_id","record_date","is_public") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "affiliate_member_idx" ON "affiliate" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "direct_inquiry_affiliate_idx" ON "direct_inquiry" USING btree ("affiliate_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_option_option_group_idx" ON "product_option" USING btree ("option_group_id");--> statement-breakpoint
CREATE INDEX "theme_product_item_product_idx" ON "theme_product_item" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "affiliate" ADD CONSTRAINT "affiliate_state_valid" CHECK ("affiliate"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE'));--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_state_valid" CHECK ("review"."review_state" in ('NORMAL', 'DEACTIVATE', 'DELETE'));--> statement-breakpoint
ALTER TABLE "theme_product" ADD CONSTRAINT "theme_product_state_valid" CHECK ("theme_product"."state" in ('NORMAL', 'DEACTIVATE', 'DELETE'));