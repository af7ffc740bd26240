CREATE TABLE "upload" (
	"path" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_form" ADD COLUMN "published_coupon_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_member_idx" ON "upload" USING btree ("member_id");