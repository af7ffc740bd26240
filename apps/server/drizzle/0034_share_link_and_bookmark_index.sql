CREATE TABLE "share_link" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"path" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_link_target_type_valid" CHECK ("share_link"."target_type" in ('BREEDING_FARM')),
	CONSTRAINT "share_link_path_local" CHECK ("share_link"."path" like '/%' and "share_link"."path" not like '//%'),
	CONSTRAINT "share_link_code_valid" CHECK ("share_link"."code" ~ '^[0-9A-Za-z]{8}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_code_key" ON "share_link" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_target_key" ON "share_link" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "bookmark_target_member_idx" ON "bookmark" USING btree ("target_type","target_id","member_id");