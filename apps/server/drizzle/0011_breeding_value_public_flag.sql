DROP INDEX "breeding_record_value_chart_idx";--> statement-breakpoint
ALTER TABLE "breeding_record_value" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "breeding_record_value_chart_idx" ON "breeding_record_value" USING btree ("breeding_farm_id","breeding_data_name_id","record_date","value","is_public");