CREATE TABLE "breeding_farm_inhabitant" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breeding_farm_inhabitant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"breeding_farm_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"species_id" integer NOT NULL,
	"count" integer NOT NULL,
	"added_on" date NOT NULL,
	"removed_on" date,
	"order_product_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breeding_farm_inhabitant_count_valid" CHECK ("breeding_farm_inhabitant"."count" between 1 and 10000),
	CONSTRAINT "breeding_farm_inhabitant_removed_after_added" CHECK ("breeding_farm_inhabitant"."removed_on" >= "breeding_farm_inhabitant"."added_on"),
	CONSTRAINT "breeding_farm_inhabitant_note_length" CHECK (char_length("breeding_farm_inhabitant"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD COLUMN "volume_liters" integer;--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD COLUMN "depth_cm" integer;--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD COLUMN "filter" text;--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD COLUMN "has_heater" boolean;--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD COLUMN "is_planted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "species_id" integer;--> statement-breakpoint
ALTER TABLE "community_board" ADD COLUMN "breeding_farm_id" integer;--> statement-breakpoint
ALTER TABLE "breeding_farm_inhabitant" ADD CONSTRAINT "breeding_farm_inhabitant_breeding_farm_id_breeding_farm_id_fk" FOREIGN KEY ("breeding_farm_id") REFERENCES "public"."breeding_farm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeding_farm_inhabitant" ADD CONSTRAINT "breeding_farm_inhabitant_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeding_farm_inhabitant" ADD CONSTRAINT "breeding_farm_inhabitant_species_id_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeding_farm_inhabitant" ADD CONSTRAINT "breeding_farm_inhabitant_order_product_id_order_product_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breeding_farm_inhabitant_current_idx" ON "breeding_farm_inhabitant" USING btree ("breeding_farm_id") WHERE "breeding_farm_inhabitant"."removed_on" is null;--> statement-breakpoint
CREATE INDEX "breeding_farm_inhabitant_farm_idx" ON "breeding_farm_inhabitant" USING btree ("breeding_farm_id","added_on");--> statement-breakpoint
CREATE INDEX "breeding_farm_inhabitant_order_product_idx" ON "breeding_farm_inhabitant" USING btree ("order_product_id") WHERE "breeding_farm_inhabitant"."order_product_id" is not null;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_species_id_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_board" ADD CONSTRAINT "community_board_breeding_farm_id_breeding_farm_id_fk" FOREIGN KEY ("breeding_farm_id") REFERENCES "public"."breeding_farm"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_species_idx" ON "product" USING btree ("species_id") WHERE "product"."species_id" is not null;--> statement-breakpoint
CREATE INDEX "community_board_breeding_farm_idx" ON "community_board" USING btree ("breeding_farm_id") WHERE "community_board"."breeding_farm_id" is not null;--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD CONSTRAINT "breeding_farm_volume_valid" CHECK ("breeding_farm"."volume_liters" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD CONSTRAINT "breeding_farm_dimensions_valid" CHECK ("breeding_farm"."width_cm" between 1 and 1000 and "breeding_farm"."depth_cm" between 1 and 1000 and "breeding_farm"."height_cm" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "breeding_farm" ADD CONSTRAINT "breeding_farm_filter_length" CHECK (char_length("breeding_farm"."filter") between 1 and 50);--> statement-breakpoint
-- The tank profile and a post's tank are the rows' own content: their edits move update_date too (0020's triggers).
DROP TRIGGER "breeding_farm_update_date" ON "breeding_farm";--> statement-breakpoint
CREATE TRIGGER "breeding_farm_update_date" BEFORE UPDATE OF breeding_farm_name, description, tank_size, image_url, is_public, volume_liters, width_cm, depth_cm, height_cm, filter, has_heater, is_planted ON "breeding_farm"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
DROP TRIGGER "community_board_update_date" ON "community_board";--> statement-breakpoint
CREATE TRIGGER "community_board_update_date" BEFORE UPDATE OF dept1_category, dept2_category, title, content, content_text, thumbnail_url, is_top_fix, is_deleted, breeding_farm_id ON "community_board"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
