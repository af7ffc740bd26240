-- Issue 30: the water alerts of a member's own tanks (수질 알림) are a push topic the member can turn off.
ALTER TABLE "push_notification" DROP CONSTRAINT "push_notification_topic_valid";--> statement-breakpoint
ALTER TABLE "push_topic_setting" DROP CONSTRAINT "push_topic_setting_topic_valid";--> statement-breakpoint
ALTER TABLE "push_notification" ADD CONSTRAINT "push_notification_topic_valid" CHECK ("push_notification"."topic" in ('AD', 'EVENT', 'ORDER_DELIVERY', 'REVIEW', 'COMMUNITY', 'AFFILIATE', 'COMMENT', 'LIKE', 'ETC', 'WATER_ALERT'));--> statement-breakpoint
ALTER TABLE "push_topic_setting" ADD CONSTRAINT "push_topic_setting_topic_valid" CHECK ("push_topic_setting"."topic" in ('COMMENT', 'LIKE', 'COMMUNITY', 'ORDER_DELIVERY', 'REVIEW', 'AFFILIATE', 'WATER_ALERT'));