ALTER TABLE "push_information" ADD COLUMN "push_platform" text;--> statement-breakpoint
-- Every token stored before native push is a browser's web push subscription.
UPDATE "push_information" SET "push_platform" = 'WEB' WHERE "push_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "push_information" ADD CONSTRAINT "push_information_platform_valid" CHECK ("push_information"."push_platform" in ('WEB', 'ANDROID', 'IOS'));--> statement-breakpoint
ALTER TABLE "push_information" ADD CONSTRAINT "push_information_platform_with_token" CHECK (("push_information"."push_token" is null) = ("push_information"."push_platform" is null));