ALTER TABLE "raffle_recruitment" ADD COLUMN "draw_seed" text;--> statement-breakpoint
ALTER TABLE "raffle_recruitment" ADD COLUMN "draw_entrants" integer;