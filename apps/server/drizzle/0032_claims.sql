CREATE TABLE "order_claim" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_claim_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"order_form_id" integer NOT NULL,
	"order_part_id" integer NOT NULL,
	"order_product_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"resolution" text,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"decline_reason" text,
	"note" text,
	"decided_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_claim_type_valid" CHECK ("order_claim"."type" in ('CANCEL', 'RETURN', 'EXCHANGE', 'DOA')),
	CONSTRAINT "order_claim_state_valid" CHECK ("order_claim"."state" in ('REQUESTED', 'APPROVED', 'REFUNDED', 'RESHIPPED', 'DECLINED')),
	CONSTRAINT "order_claim_resolution_valid" CHECK ("order_claim"."resolution" is null or "order_claim"."resolution" in ('REFUND', 'RESHIP')),
	CONSTRAINT "order_claim_decided_has_resolution" CHECK ("order_claim"."state" in ('REQUESTED', 'DECLINED') or "order_claim"."resolution" is not null),
	CONSTRAINT "order_claim_decline_has_reason" CHECK ("order_claim"."state" <> 'DECLINED' or length(coalesce("order_claim"."decline_reason", '')) > 0),
	CONSTRAINT "order_claim_doa_has_photo" CHECK ("order_claim"."type" <> 'DOA' or cardinality("order_claim"."image_urls") >= 1),
	CONSTRAINT "order_claim_photos_max" CHECK (cardinality("order_claim"."image_urls") <= 5),
	CONSTRAINT "order_claim_refund_non_negative" CHECK ("order_claim"."refund_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "affiliate" ADD COLUMN "doa_claim_window_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "live_arrival_guarantee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_claim" ADD CONSTRAINT "order_claim_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claim" ADD CONSTRAINT "order_claim_order_form_id_order_form_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claim" ADD CONSTRAINT "order_claim_order_part_id_order_part_id_fk" FOREIGN KEY ("order_part_id") REFERENCES "public"."order_part"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claim" ADD CONSTRAINT "order_claim_order_product_id_order_product_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claim" ADD CONSTRAINT "order_claim_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_claim_open_line_key" ON "order_claim" USING btree ("order_product_id") WHERE "order_claim"."state" in ('REQUESTED', 'APPROVED');--> statement-breakpoint
CREATE INDEX "order_claim_member_idx" ON "order_claim" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_claim_form_idx" ON "order_claim" USING btree ("order_form_id");--> statement-breakpoint
CREATE INDEX "order_claim_affiliate_idx" ON "order_claim" USING btree ("affiliate_id","state","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "affiliate" ADD CONSTRAINT "affiliate_doa_window_valid" CHECK ("affiliate"."doa_claim_window_hours" between 1 and 72);