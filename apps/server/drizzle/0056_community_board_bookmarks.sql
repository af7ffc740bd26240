ALTER TABLE "bookmark" DROP CONSTRAINT "bookmark_target_type_valid";--> statement-breakpoint
ALTER TABLE "community_board" ADD COLUMN "bookmark_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_target_type_valid" CHECK ("bookmark"."target_type" in ('PRODUCT', 'AFFILIATE', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD', 'COMMUNITY_BOARD'));--> statement-breakpoint
ALTER TABLE "community_board" ADD CONSTRAINT "community_board_bookmark_count_non_negative" CHECK ("community_board"."bookmark_count" >= 0);