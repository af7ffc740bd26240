CREATE TABLE "rate_limit_count" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_seen" (
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "view_seen_pkey" PRIMARY KEY("target_type","target_id","viewer","day")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_count_reset_at_idx" ON "rate_limit_count" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "view_seen_day_idx" ON "view_seen" USING btree ("day");