CREATE TABLE "species" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "species_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"korean_name" text NOT NULL,
	"scientific_name" text NOT NULL,
	"species_group" text NOT NULL,
	"adult_size_cm" numeric(5, 1) NOT NULL,
	"temperature_min" numeric(5, 1) NOT NULL,
	"temperature_max" numeric(5, 1) NOT NULL,
	"ph_min" numeric(4, 2) NOT NULL,
	"ph_max" numeric(4, 2) NOT NULL,
	"hardness_min" numeric(5, 1) NOT NULL,
	"hardness_max" numeric(5, 1) NOT NULL,
	"temperament" text NOT NULL,
	"fin_nipper" boolean NOT NULL,
	"long_fins" boolean NOT NULL,
	"eats_shrimp" boolean NOT NULL,
	"one_male_per_tank" boolean NOT NULL,
	"group_min" integer NOT NULL,
	"swim_level" text NOT NULL,
	"min_tank_liters" integer NOT NULL,
	"bioload" text NOT NULL,
	"water" text NOT NULL,
	"sources" jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "species_group_valid" CHECK (species_group in ('GUPPY', 'SHRIMP', 'CLEANER', 'GOLDFISH', 'MOLLY', 'MEDAKA', 'BETTA', 'TETRA', 'DISCUS', 'CORYDORAS', 'AXOLOTL', 'PUFFERFISH', 'LARGE_FISH', 'OTHER')),
	CONSTRAINT "species_temperament_valid" CHECK (temperament in ('PEACEFUL', 'SEMI_AGGRESSIVE', 'AGGRESSIVE')),
	CONSTRAINT "species_swim_level_valid" CHECK (swim_level in ('TOP', 'MIDDLE', 'BOTTOM', 'ALL')),
	CONSTRAINT "species_bioload_valid" CHECK (bioload in ('LOW', 'MEDIUM', 'HIGH')),
	CONSTRAINT "species_water_valid" CHECK (water in ('FRESH', 'BRACKISH')),
	CONSTRAINT "species_ranges_valid" CHECK ("species"."temperature_min" <= "species"."temperature_max" and "species"."ph_min" <= "species"."ph_max" and "species"."hardness_min" <= "species"."hardness_max"),
	CONSTRAINT "species_figures_valid" CHECK ("species"."adult_size_cm" > 0 and "species"."group_min" >= 1 and "species"."min_tank_liters" >= 1 and "species"."hardness_min" >= 0 and "species"."ph_min" >= 0 and "species"."ph_max" <= 14),
	CONSTRAINT "species_names_valid" CHECK (btrim("species"."korean_name") <> '' and btrim("species"."scientific_name") <> '')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "species_korean_name_key" ON "species" USING btree ("korean_name");--> statement-breakpoint
CREATE UNIQUE INDEX "species_scientific_name_key" ON "species" USING btree (lower("scientific_name"));--> statement-breakpoint
CREATE INDEX "species_group_idx" ON "species" USING btree ("species_group","korean_name");