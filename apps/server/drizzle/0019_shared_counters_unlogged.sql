-- Custom SQL migration file, put your code below! --
-- Rate-limit counts and view windows are written on hot paths and worth nothing after a crash (limits and
-- windows start again): no WAL for them (docs/decisions/014-several-app-instances.md).
ALTER TABLE "rate_limit_count" SET UNLOGGED;
--> statement-breakpoint
ALTER TABLE "view_seen" SET UNLOGGED;
